import { Injectable } from '@nestjs/common';
import {
  ErrorKey,
  type MemberActivityReport,
  type MemberActivityReportMember,
  Permission,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { forbidden, notFound } from '#src/common/errors/app.exception.js';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import { Clock } from '#src/common/time/clock.js';
import {
  type ActivityGroupRow,
  ActivityReportRepository,
  type ActivityTagRow,
} from './activity-report.repository.js';
import type { MemberActivityReportQueryDto } from './activity-report.dto.js';
import { ReportMembersRepository, type ReportMemberRow } from './report-members.repository.js';
import { reportFrame, reportWindow } from './report-window.js';

/** The members a query names (both spellings of the key, once each); none: the caller. */
function askedMembers(query: MemberActivityReportQueryDto, self: string): string[] {
  const ids = [...(query.id_members ?? []), ...(query['id_members[]'] ?? [])];
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  return unique.length > 0 ? unique : [self];
}

const label = (row: {
  id: string | null;
  name: string | null;
  color?: string | null;
  duration: number;
}) => ({
  id: row.id,
  name: row.name,
  color: row.color ?? null,
  duration: Math.round(row.duration),
});

/** One member's part of the report from their grouped rows. */
function toMember(
  member: ReportMemberRow,
  groups: ActivityGroupRow[],
  tags: ActivityTagRow[],
): MemberActivityReportMember {
  const total = groups.find((row) => row.kind === 'total');
  return {
    id_user: member.id_user,
    name: member.name,
    duration: Math.round(total?.duration ?? 0),
    number_of_activities: total?.number_of_activities ?? 0,
    projects: groups.filter((row) => row.kind === 'project').map(label),
    categories: groups.filter((row) => row.kind === 'category').map(label),
    tags: tags.map(label),
    days: groups
      .filter((row) => row.kind === 'day')
      .map((row) => ({
        date: row.day ?? '',
        start: row.start ?? 0,
        duration: Math.round(row.duration),
      })),
  };
}

/** Rows by member id, in the order the repository gave them. */
function byMember<T extends { id_user: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.id_user);
    if (list) list.push(row);
    else map.set(row.id_user, [row]);
  }
  return map;
}

/**
 * GET /v1/activities/member/report: members' activity time by project, category, tag and local
 * day. The caller's own for anyone; other members' with VIEW_MEMBER_TIMESTAMPS.
 */
@Injectable()
export class ActivityReportService {
  constructor(
    private readonly access: WorkspaceAccessService,
    private readonly plans: PlanRules,
    private readonly clock: Clock,
    private readonly members: ReportMembersRepository,
    private readonly reports: ActivityReportRepository,
  ) {}

  async report(
    access: WorkspaceAccess,
    query: MemberActivityReportQueryDto,
  ): Promise<MemberActivityReport> {
    const now = this.clock.now();
    const window = reportWindow(
      access,
      { start: query['date.start'], end: query['date.end'] },
      now,
      this.plans.retentionCutoff(access.workspace.plan, now),
    );
    const self = access.member.idUser;
    const ids = askedMembers(query, self);
    if (
      ids.some((id) => id !== self) &&
      !this.access.can(access, Permission.ViewMemberTimestamps)
    ) {
      throw forbidden(
        ErrorKey.Forbidden,
        "Other members' activity reports need the VIEW_MEMBER_TIMESTAMPS permission.",
      );
    }
    const [members, groups, tags] = await Promise.all([
      this.members.members(access.workspace.id, ids),
      this.reports.groups(window, ids),
      this.reports.tags(window, ids),
    ]);
    if (members.length !== ids.length) {
      throw notFound(ErrorKey.MemberNotFound, 'A member of the report is not in this workspace.');
    }
    const groupsOf = byMember(groups);
    const tagsOf = byMember(tags);
    return {
      ...reportFrame(window),
      members: members.map((member) =>
        toMember(member, groupsOf.get(member.id_user) ?? [], tagsOf.get(member.id_user) ?? []),
      ),
    };
  }
}
