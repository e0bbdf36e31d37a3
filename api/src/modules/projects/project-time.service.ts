import { Injectable } from '@nestjs/common';
import {
  ErrorKey,
  fromUnixSeconds,
  Permission,
  PlanFeature,
  PROJECT_ACTIVITY_PAGE_SIZE,
  PROJECT_RANGE_MAX_DAYS,
  type ProjectActivityPage,
  projectTimeView,
  type ProjectTimeView,
  type ProjectTotal,
  Role,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { badRequest, forbidden } from '#src/common/errors/app.exception.js';
import { decodeBefore, toPage } from '#src/common/http/keyset-page.js';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import { Clock } from '#src/common/time/clock.js';
import { ProjectAccessService } from './project-access.service.js';
import { type ProjectTimeWindow, ProjectTimeRepository } from './project-time.repository.js';
import type { ProjectActivitiesQueryDto, ProjectTotalQueryDto } from './project-time.dto.js';
import {
  moneyText,
  sumMoney,
  toProjectActivity,
  toProjectMemberTotal,
} from './project-time.mapper.js';

const DAY_SECONDS = 86_400;

/** The window of a read: end after start, at most PROJECT_RANGE_MAX_DAYS long (else 400). */
function checkRange(query: { start: number; end: number }): void {
  if (query.end <= query.start || query.end - query.start > PROJECT_RANGE_MAX_DAYS * DAY_SECONDS) {
    throw badRequest(
      ErrorKey.BadRequest,
      `end must be after start, at most ${PROJECT_RANGE_MAX_DAYS} days later.`,
    );
  }
}

/**
 * Time spent on a project: totals per member and per task, and its activities. Whose time the
 * caller sees follows the workspace's project report visibility (`viewOf`); what it costs, who
 * may read rates (MANAGE_WORKSPACE_MEMBERS: everyone's; anyone else: their own).
 */
@Injectable()
export class ProjectTimeService {
  constructor(
    private readonly plans: PlanRules,
    private readonly access: WorkspaceAccessService,
    private readonly projectAccess: ProjectAccessService,
    private readonly time: ProjectTimeRepository,
    private readonly clock: Clock,
  ) {}

  /** Managers see everything; everyone else what the workspace's setting lets members see. */
  viewOf(access: WorkspaceAccess): ProjectTimeView {
    return projectTimeView(
      this.access.can(access, Permission.ViewMemberTimestamps),
      access.workspace.projectReportVisibility,
    );
  }

  async total(
    access: WorkspaceAccess,
    id: string,
    query: ProjectTotalQueryDto,
  ): Promise<ProjectTotal> {
    checkRange(query);
    await this.projectAccess.requireVisible(access, id);
    const view = this.viewOf(access);
    const me = access.member.idUser;
    const window = this.window(access, id, query, view === 'PERSONAL' ? me : null);
    const rates = {
      memberRates: this.plans.has(access.workspace.plan, PlanFeature.MemberRate),
    };
    const [members, tasks] = await Promise.all([
      this.time.memberTotals(window, rates),
      this.time.taskTotals(window, rates, me),
    ]);
    const readsAllRates = this.access.can(access, Permission.ManageWorkspaceMembers);
    const showEmail = access.role !== Role.Guest;
    return {
      id_project: id,
      start: query.start,
      end: query.end,
      currency: access.workspace.currency,
      view,
      duration: members.reduce((sum, row) => sum + row.duration, 0),
      cost: readsAllRates ? sumMoney(members.map((row) => row.cost)) : null,
      members: members
        .filter((row) => view === 'DETAILS' || row.id_user === me)
        .map((row) =>
          toProjectMemberTotal(row, {
            readsRate: readsAllRates || row.id_user === me,
            showEmail: showEmail || row.id_user === me,
          }),
        ),
      tasks: tasks.map((row) => ({ ...row, cost: readsAllRates ? moneyText(row.cost) : null })),
    };
  }

  /** Newest first, a page at a time; another member's need the DETAILS view (else 403). */
  async activities(
    access: WorkspaceAccess,
    id: string,
    query: ProjectActivitiesQueryDto,
  ): Promise<ProjectActivityPage> {
    checkRange(query);
    const before = query.before === undefined ? null : decodeBefore(query.before);
    await this.projectAccess.requireVisible(access, id);
    const view = this.viewOf(access);
    const me = access.member.idUser;
    const asked = query.id_user?.toLowerCase();
    if (view !== 'DETAILS' && asked !== undefined && asked !== me) {
      throw forbidden(
        ErrorKey.Forbidden,
        "Other members' entries on a project need the DETAILS project report visibility.",
      );
    }
    const idUser = view === 'DETAILS' ? (asked ?? null) : me;
    const window = this.window(access, id, query, idUser);
    const rows = await this.time.activities(window, me, before, PROJECT_ACTIVITY_PAGE_SIZE);
    const showEmail = access.role !== Role.Guest;
    const page = toPage(rows, PROJECT_ACTIVITY_PAGE_SIZE, (row) =>
      toProjectActivity(row, showEmail || row.id_user === me),
    );
    return { view, ...page };
  }

  private window(
    access: WorkspaceAccess,
    idProject: string,
    query: { start: number; end: number },
    idUser: string | null,
  ): ProjectTimeWindow {
    const now = this.clock.now();
    return {
      idWorkspace: access.workspace.id,
      idProject,
      from: fromUnixSeconds(query.start),
      to: fromUnixSeconds(query.end),
      now,
      cutoff: this.plans.retentionCutoff(access.workspace.plan, now),
      idUser,
    };
  }
}
