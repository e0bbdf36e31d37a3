import { Injectable } from '@nestjs/common';
import {
  ErrorKey,
  Permission,
  PlanFeature,
  type ProjectDetails,
  type ProjectMember,
  type ProjectMemberRate,
  Role,
} from '@punchcard/shared';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { badRequest, conflict, forbidden, notFound } from '#src/common/errors/app.exception.js';
import { Transactions } from '#src/database/transactions.js';
import { ProjectAccessService } from './project-access.service.js';
import { ProjectMembersRepository } from './project-members.repository.js';
import type { ProjectMemberRateDto } from './projects.dto.js';
import { money, toNumeric, toProjectMember } from './projects.mapper.js';
import { ProjectsService } from './projects.service.js';

const memberNotFound = () =>
  notFound(ErrorKey.ProjectMemberNotFound, 'That user is not a member of this project.');

/** Who is on a project, joining and leaving, and members' own hourly rates. */
@Injectable()
export class ProjectMembersService {
  constructor(
    private readonly plans: PlanRules,
    private readonly members: ProjectMembersRepository,
    private readonly projects: ProjectsService,
    private readonly projectAccess: ProjectAccessService,
    private readonly access: WorkspaceAccessService,
    private readonly transactions: Transactions,
  ) {}

  /**
   * Rates are shown with the plan's member-rate feature, to managers of members (all rows) and
   * to each member (their own row).
   */
  async list(access: WorkspaceAccess, id: string): Promise<ProjectMember[]> {
    await this.projectAccess.requireVisible(access, id);
    const rows = await this.members.list(id);
    const rated = this.plans.has(access.workspace.plan, PlanFeature.MemberRate);
    const manager = this.access.can(access, Permission.ManageWorkspaceMembers);
    const own = (row: { id_user: string }) => row.id_user === access.member.idUser;
    const guest = access.role === Role.Guest;
    return rows.map((row) =>
      toProjectMember(row, rated && (manager || own(row)), !guest || own(row)),
    );
  }

  /**
   * A public project is open to every member. A private one is joined only by those who may add
   * members; others must be added, and learn so (403) rather than "not found": they hold its id.
   */
  async join(access: WorkspaceAccess, id: string): Promise<ProjectDetails> {
    const project = await this.projectAccess.requireInWorkspace(access, id);
    if (
      !project.is_member &&
      this.projectAccess.isPrivate(access, project) &&
      !this.projectAccess.canManage(access)
    ) {
      throw forbidden(
        ErrorKey.ProjectAddMemberForbidden,
        'A private project is joined by being added to it.',
      );
    }
    if (!(await this.members.add(id, access.member.idUser))) {
      throw conflict(ErrorKey.ConflictProjectMember, 'You are already a member of this project.');
    }
    return this.projects.get(access, id);
  }

  async leave(access: WorkspaceAccess, id: string): Promise<ProjectDetails> {
    await this.projectAccess.requireVisible(access, id);
    if (!(await this.members.remove(id, access.member.idUser))) throw memberNotFound();
    return this.projects.describeAfterChange(access, id);
  }

  /** The user must be an ACTIVE member of the workspace. */
  async add(access: WorkspaceAccess, id: string, idUser: string): Promise<ProjectMember[]> {
    await this.projectAccess.requireVisible(access, id);
    if (!this.projectAccess.canManage(access)) {
      throw forbidden(
        ErrorKey.ProjectAddMemberForbidden,
        'Adding project members needs the CUD_PROJECT_TASK permission.',
      );
    }
    if (!(await this.members.isActiveWorkspaceMember(access.workspace.id, idUser))) {
      throw notFound(ErrorKey.ProjectMemberNotFound, 'No active workspace member has that id.');
    }
    if (!(await this.members.add(id, idUser))) {
      throw conflict(ErrorKey.ConflictProjectMember, 'That user is already a member.');
    }
    return this.list(access, id);
  }

  async remove(access: WorkspaceAccess, id: string, idUser: string): Promise<ProjectMember[]> {
    await this.projectAccess.requireVisible(access, id);
    if (!(await this.members.remove(id, idUser))) throw memberNotFound();
    return this.list(access, id);
  }

  /** All or nothing: one unknown project or non-member refuses the whole list. */
  async setRates(
    access: WorkspaceAccess,
    rates: ProjectMemberRateDto[],
  ): Promise<ProjectMemberRate[]> {
    if (!this.plans.has(access.workspace.plan, PlanFeature.MemberRate)) {
      throw forbidden(
        ErrorKey.PlanFeatureUnavailable,
        'Member rates need a plan with the member-rate feature.',
      );
    }
    const pairs = new Set(rates.map((rate) => `${rate.id_project}/${rate.id_user}`));
    if (pairs.size !== rates.length) {
      throw badRequest(ErrorKey.BadRequest, 'Each project member may appear once.');
    }
    await this.transactions.run(async (tx) => {
      for (const rate of rates) {
        await this.projectAccess.requireVisible(access, rate.id_project, tx);
        const hourlyRate = rate.hourly_rate === null ? null : toNumeric(rate.hourly_rate);
        const changed = await this.members.setRate(
          {
            idProject: rate.id_project,
            idUser: rate.id_user,
            hourlyRate,
          },
          tx,
        );
        if (!changed) throw memberNotFound();
      }
    });
    return rates.map((rate) => ({
      id_project: rate.id_project,
      id_user: rate.id_user,
      hourly_rate: rate.hourly_rate === null ? null : money(toNumeric(rate.hourly_rate)),
    }));
  }
}
