import { Injectable } from '@nestjs/common';
import {
  ErrorKey,
  fromUnixSeconds,
  Permission,
  PlanFeature,
  PROJECT_REPORT_PAGE_ITEMS,
  type ProjectMemberReportPage,
  ProjectReportGroup,
  projectTimeView,
  REPORT_RANGE_MAX_DAYS,
  Role,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { badRequest, forbidden } from '#src/common/errors/app.exception.js';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import { Clock } from '#src/common/time/clock.js';
import { ProjectAccessService } from '#src/modules/projects/index.js';
import type { ProjectReportFilterDto, ProjectReportPageQueryDto } from './project-reports.dto.js';
import { toProjectReportRow } from './project-report.mapper.js';
import { offsetLabel, posixZone, type ProjectReportScope } from './project-report-scope.js';
import { ProjectReportsRepository } from './project-reports.repository.js';

const DAY_SECONDS = 86_400;

/** A checked report call: what SQL reads, and what the caller may see of it. */
export interface ResolvedReport {
  scope: ProjectReportScope;
  projectName: string;
  /** The zone as the report states it: IANA name or `UTC+09:00`. */
  timeZone: string;
  readsAllRates: boolean;
  showEmails: boolean;
}

/**
 * Project member reports: duration and cost per member of one project, grouped by task or local
 * day, week or month. Who sees whose rows and money is the rule of GET /v1/projects/{id}/total:
 * VIEW_MEMBER_TIMESTAMPS every row, others the workspace's project report visibility (DETAILS
 * every row, SUMMARY the project's totals with their own rows, PERSONAL only their own time);
 * MANAGE_WORKSPACE_MEMBERS reads every rate and cost, others their own.
 */
@Injectable()
export class ProjectReportsService {
  constructor(
    private readonly plans: PlanRules,
    private readonly access: WorkspaceAccessService,
    private readonly projects: ProjectAccessService,
    private readonly reports: ProjectReportsRepository,
    private readonly clock: Clock,
  ) {}

  async page(
    access: WorkspaceAccess,
    query: ProjectReportPageQueryDto,
  ): Promise<ProjectMemberReportPage> {
    const report = await this.resolve(access, query);
    const page = query['marker.page'] ?? 1;
    const item = query['marker.item'] ?? PROJECT_REPORT_PAGE_ITEMS.default;
    const { totals, rows } = await this.reports.page(report.scope, report.showEmails, {
      offset: (page - 1) * item,
      limit: item,
    });
    const reader = { readsAllRates: report.readsAllRates, idViewer: report.scope.idViewer };
    return {
      id_project: report.scope.idProject,
      project_name: report.projectName,
      start: query.start_time,
      end: query.end_time,
      time_zone: report.timeZone,
      currency: access.workspace.currency,
      view: report.scope.view,
      groups: report.scope.groups,
      page,
      item,
      total_items: totals.total_items,
      totals: {
        duration: totals.total_seconds,
        cost: report.readsAllRates ? totals.total_cost : null,
      },
      items: rows.map((row) => toProjectReportRow(row, report.scope.groups, reader)),
    };
  }

  /** Checks the call (range, plan, project, view) and resolves what the statements read. */
  async resolve(access: WorkspaceAccess, query: ProjectReportFilterDto): Promise<ResolvedReport> {
    const span = query.end_time - query.start_time;
    if (span <= 0 || span > REPORT_RANGE_MAX_DAYS * DAY_SECONDS) {
      throw badRequest(
        ErrorKey.BadRequest,
        `end_time must be after start_time, at most ${REPORT_RANGE_MAX_DAYS} days later.`,
      );
    }
    // The project first: another workspace's project is 404 whatever that caller's plan.
    const project = await this.projects.requireVisible(access, query.id_project);
    if (!this.plans.has(access.workspace.plan, PlanFeature.ProjectReport)) {
      throw forbidden(
        ErrorKey.PlanFeatureUnavailable,
        'Project reports need a plan with the project report feature.',
      );
    }
    const { workspace } = access;
    const now = this.clock.now();
    const offset = query.timezone;
    const scope: ProjectReportScope = {
      idWorkspace: workspace.id,
      idProject: project.id,
      from: fromUnixSeconds(query.start_time),
      to: fromUnixSeconds(query.end_time),
      now,
      cutoff: this.plans.retentionCutoff(workspace.plan, now),
      zone: offset === undefined ? workspace.timeZone : posixZone(offset),
      weekStart: workspace.weekStart,
      groups: query.groups ?? ProjectReportGroup.Member,
      memberRates: this.plans.has(workspace.plan, PlanFeature.MemberRate),
      idViewer: access.member.idUser,
      view: projectTimeView(
        this.access.can(access, Permission.ViewMemberTimestamps),
        workspace.projectReportVisibility,
      ),
      members: query.members ? [...new Set(query.members.map((id) => id.toLowerCase()))] : null,
    };
    return {
      scope,
      projectName: project.name,
      timeZone: offset === undefined ? workspace.timeZone : offsetLabel(offset),
      readsAllRates: this.access.can(access, Permission.ManageWorkspaceMembers),
      showEmails: access.role !== Role.Guest,
    };
  }
}
