import { Injectable } from '@nestjs/common';
import {
  ErrorKey,
  type MemberReportQuery,
  type MemberSummaryReport,
  Permission,
  type ReportLabelTotal,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { forbidden, notFound } from '#src/common/errors/app.exception.js';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import { Clock } from '#src/common/time/clock.js';
import {
  type LabelTotalRow,
  MemberSummaryRepository,
  type SummaryFiguresRow,
} from './member-summary.repository.js';
import { ReportMembersRepository } from './report-members.repository.js';
import { reportFrame, reportWindow } from './report-window.js';

const TOP = 5;

/** The summary report plus what only the server reads from it (the suggestion writers). */
export interface MemberSummaryFacts {
  report: MemberSummaryReport & Required<Pick<MemberSummaryReport, 'days' | 'projects'>>;
  /** Local days with workspace time. */
  days_present: number;
  /** Seconds the member's schedule expected over the period. */
  scheduled: number;
  /** Worked seconds beyond the schedule, summed per day. */
  overtime: number;
}

const labels = (rows: LabelTotalRow[], kind: LabelTotalRow['kind']): ReportLabelTotal[] =>
  rows
    .filter((row) => row.kind === kind)
    .map(({ id, name, color, duration }) => ({ id, name, color, duration: Math.round(duration) }));

/**
 * A member's summary report (time-tracking-spec section 3): their own for anyone, another
 * member's with VIEW_MEMBER_TIMESTAMPS. Days are local to the workspace's zone; the previous
 * period is the same length just before; retention hides what the plan no longer keeps.
 */
@Injectable()
export class MemberSummaryService {
  constructor(
    private readonly access: WorkspaceAccessService,
    private readonly plans: PlanRules,
    private readonly clock: Clock,
    private readonly members: ReportMembersRepository,
    private readonly summaries: MemberSummaryRepository,
  ) {}

  async summary(
    access: WorkspaceAccess,
    idUser: string,
    query: MemberReportQuery,
  ): Promise<MemberSummaryReport> {
    const { report } = await this.facts(access, idUser, query);
    const { days, projects, ...rest } = report;
    return {
      ...rest,
      ...(query.with_projects ? { projects } : {}),
      ...(query.with_workspace_time ? { days } : {}),
    };
  }

  /** Everything the report knows, the optional parts included. */
  async facts(
    access: WorkspaceAccess,
    idUser: string,
    query: Pick<MemberReportQuery, 'start_time' | 'end_time'>,
  ): Promise<MemberSummaryFacts> {
    const now = this.clock.now();
    const window = reportWindow(
      access,
      { start: query.start_time, end: query.end_time },
      now,
      this.plans.retentionCutoff(access.workspace.plan, now),
    );
    await this.requireReadable(access, idUser);
    const length = window.frame.to.getTime() - window.frame.from.getTime();
    const previous = {
      from: new Date(window.frame.from.getTime() - length),
      to: window.frame.from,
    };
    const [figures, labelRows] = await Promise.all([
      this.summaries.figures(window, idUser, previous),
      this.summaries.labels(window, idUser),
    ]);
    const projects = labels(labelRows, 'project');
    return {
      report: {
        ...reportFrame(window),
        id_user: idUser,
        ...totals(figures),
        top_categories: labels(labelRows, 'category').slice(0, TOP),
        top_projects: projects.slice(0, TOP),
        projects,
        days: figures.days.map((day) => ({
          date: day.date,
          start: day.start,
          work: Math.round(day.work),
          break: Math.round(day.break),
          activity: Math.round(day.activity),
        })),
      },
      days_present: figures.days_present,
      scheduled: Math.round(figures.scheduled),
      overtime: Math.round(figures.overtime),
    };
  }

  /**
   * The caller's own report, or another member's with VIEW_MEMBER_TIMESTAMPS (403 first, so a
   * member cannot probe who belongs to the workspace); someone not in it is 404.
   */
  async requireReadable(access: WorkspaceAccess, idUser: string): Promise<void> {
    if (idUser === access.member.idUser) return;
    if (!this.access.can(access, Permission.ViewMemberTimestamps)) {
      throw forbidden(
        ErrorKey.Forbidden,
        "Another member's report needs the VIEW_MEMBER_TIMESTAMPS permission.",
      );
    }
    const [member] = await this.members.members(access.workspace.id, [idUser]);
    if (!member) throw notFound(ErrorKey.MemberNotFound, 'No such member in this workspace.');
  }
}

type Totals = Omit<
  MemberSummaryReport,
  | 'id_user'
  | 'start'
  | 'end'
  | 'time_zone'
  | 'week_start'
  | 'generated_at'
  | 'top_categories'
  | 'top_projects'
  | 'projects'
  | 'days'
>;

/** The report's figures, whole seconds; averages over the days the member was present. */
function totals(figures: SummaryFiguresRow): Totals {
  const present = figures.days_present;
  return {
    total_workspace_time: Math.round(figures.workspace_time),
    total_break_time: Math.round(figures.break_time),
    previous_total_work: Math.round(figures.previous_workspace_time),
    previous_total_break: Math.round(figures.previous_break_time),
    average_early_in: Math.round(figures.average_early_in ?? 0),
    average_late_out: Math.round(figures.average_late_out ?? 0),
    average_break: present > 0 ? Math.round(figures.break_time / present) : 0,
    number_of_breaks: figures.number_of_breaks,
    number_of_drafts: figures.number_of_drafts,
    tracked_duration: Math.round(figures.activity_time),
    number_of_activities: figures.number_of_activities,
    average_activities:
      present > 0 ? Math.round((figures.number_of_activities / present) * 100) / 100 : 0,
  };
}
