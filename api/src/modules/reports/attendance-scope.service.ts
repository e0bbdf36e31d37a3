import { Injectable } from '@nestjs/common';
import {
  AttendanceMemberFilter,
  ErrorKey,
  fromUnixSeconds,
  Permission,
  PlanFeature,
  REPORT_RANGE_MAX_DAYS,
  ReportPeriod,
  type Role,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { badRequest, forbidden } from '#src/common/errors/app.exception.js';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import { Clock } from '#src/common/time/clock.js';
import type { AttendanceWindow } from './attendance-days.sql.js';
import type { MemberFilter } from './attendance-members.sql.js';
import type { Bucketing } from './attendance.repository.js';

const DAY_SECONDS = 86_400;

/** The filters every attendance read takes (report, summary, export). */
export interface AttendanceFilters {
  start_time: number;
  end_time: number;
  period?: ReportPeriod;
  id_members?: string[];
  roles?: Role[];
  status?: AttendanceMemberFilter;
}

/** Everything one attendance read needs, checked. */
export interface AttendanceScope {
  window: AttendanceWindow;
  bucketing: Bucketing;
  filter: MemberFilter;
}

/**
 * Turns the caller and the query into what the statements read, after the checks every
 * attendance read shares: VIEW_MEMBER_TIMESTAMPS (the guard checks it too; repeated here so no
 * route can forget it), the plan's attendance report feature (403 plan_feature_unavailable), and
 * a range that ends after it starts and spans at most REPORT_RANGE_MAX_DAYS (400 bad_request).
 */
@Injectable()
export class AttendanceScopeService {
  constructor(
    private readonly plans: PlanRules,
    private readonly access: WorkspaceAccessService,
    private readonly clock: Clock,
  ) {}

  scope(access: WorkspaceAccess, query: AttendanceFilters): AttendanceScope {
    this.access.require(access, Permission.ViewMemberTimestamps);
    if (!this.plans.has(access.workspace.plan, PlanFeature.AttendanceReport)) {
      throw forbidden(
        ErrorKey.PlanFeatureUnavailable,
        'The attendance report needs the BASIC plan or above.',
      );
    }
    const span = query.end_time - query.start_time;
    if (span <= 0 || span > REPORT_RANGE_MAX_DAYS * DAY_SECONDS) {
      throw badRequest(
        ErrorKey.BadRequest,
        `end_time must be after start_time, at most ${REPORT_RANGE_MAX_DAYS} days later.`,
      );
    }
    const now = this.clock.now();
    const { workspace } = access;
    return {
      window: {
        idWorkspace: workspace.id,
        frame: {
          timeZone: workspace.timeZone,
          from: fromUnixSeconds(query.start_time),
          to: fromUnixSeconds(query.end_time),
          now,
        },
        cutoff: this.plans.retentionCutoff(workspace.plan, now),
      },
      bucketing: { period: query.period ?? ReportPeriod.Daily, weekStart: workspace.weekStart },
      filter: {
        idWorkspace: workspace.id,
        idMembers: query.id_members
          ? [...new Set(query.id_members.map((id) => id.toLowerCase()))]
          : null,
        roles: query.roles ?? null,
        status: query.status ?? AttendanceMemberFilter.Active,
      },
    };
  }
}
