import { Injectable } from '@nestjs/common';
import {
  ATTENDANCE_PAGE_ITEMS,
  type AttendanceReport,
  type AttendanceSummary,
  parseMemberStatus,
  type ReportFrame,
  parseRole,
  Role,
  toUnixSeconds,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import type {
  AttendanceReportQueryDto,
  AttendanceSummaryQueryDto,
} from './attendance-query.dto.js';
import { type AttendanceScope, AttendanceScopeService } from './attendance-scope.service.js';
import { toAttendanceRow, toSummaryBucket, totalOf } from './attendance.mapper.js';
import { AttendanceRepository } from './attendance.repository.js';

/**
 * The attendance report (per member and bucket) and its summary (per bucket across members).
 * A report is two statements whatever the member count: the page of members, then every
 * figure of those members in one aggregate.
 */
@Injectable()
export class AttendanceService {
  constructor(
    private readonly scopes: AttendanceScopeService,
    private readonly attendance: AttendanceRepository,
  ) {}

  async report(
    access: WorkspaceAccess,
    query: AttendanceReportQueryDto,
  ): Promise<AttendanceReport> {
    const scope = this.scopes.scope(access, query);
    const page = query.page ?? 1;
    const item = query.item ?? ATTENDANCE_PAGE_ITEMS.default;
    const { total, members } = await this.attendance.memberPage(scope.filter, page, item);
    const buckets = await this.attendance.memberBuckets(
      scope.window,
      scope.bucketing,
      members.map((member) => member.id_user),
    );
    const rowsOf = Map.groupBy(buckets, (row) => row.id_user);
    return {
      ...frameOf(scope),
      period: scope.bucketing.period,
      page,
      item,
      total_members: total,
      members: members.map((member) => {
        const rows = (rowsOf.get(member.id_user) ?? []).map(toAttendanceRow);
        return {
          id_user: member.id_user,
          name: member.name,
          email: member.email,
          avatar: member.avatar,
          role: parseRole(member.role) ?? Role.Guest,
          status: parseMemberStatus(member.status),
          totals: totalOf(rows),
          rows,
        };
      }),
    };
  }

  async summary(
    access: WorkspaceAccess,
    query: AttendanceSummaryQueryDto,
  ): Promise<AttendanceSummary> {
    const scope = this.scopes.scope(access, query);
    const { totalMembers, buckets } = await this.attendance.summary(
      scope.window,
      scope.bucketing,
      scope.filter,
    );
    const rows = buckets.map(toSummaryBucket);
    return {
      ...frameOf(scope),
      period: scope.bucketing.period,
      total_members: totalMembers,
      totals: totalOf(rows),
      buckets: rows,
    };
  }
}

/** What every report states about how it was cut. */
export function frameOf({ window, bucketing }: AttendanceScope): ReportFrame {
  return {
    start: toUnixSeconds(window.frame.from),
    end: toUnixSeconds(window.frame.to),
    time_zone: window.frame.timeZone,
    week_start: bucketing.weekStart,
    generated_at: toUnixSeconds(window.frame.now),
  };
}
