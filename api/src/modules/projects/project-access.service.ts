import { Injectable } from '@nestjs/common';
import { ErrorKey, Permission, PlanFeature } from '@punchcard/shared';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { notFound } from '#src/common/errors/app.exception.js';
import type { Tx } from '#src/database/transactions.js';
import type { ProjectViewer } from './project-viewer.js';
import { type ProjectRow, ProjectsRepository } from './projects.repository.js';

/** What a caller may see and do with projects; tasks use it for their project checks too. */
@Injectable()
export class ProjectAccessService {
  constructor(
    private readonly plans: PlanRules,
    private readonly access: WorkspaceAccessService,
    private readonly projects: ProjectsRepository,
  ) {}

  /** Creating, editing or deleting projects and tasks. */
  canManage(access: WorkspaceAccess): boolean {
    return this.access.can(access, Permission.CudProjectTask);
  }

  viewerOf(access: WorkspaceAccess): ProjectViewer {
    return {
      idWorkspace: access.workspace.id,
      idUser: access.member.idUser,
      seesAll: this.canManage(access),
      privateProjects: this.plans.has(access.workspace.plan, PlanFeature.PrivateProjects),
    };
  }

  /** Another workspace's project, a deleted one and one the caller may not see are all 404. */
  async requireVisible(access: WorkspaceAccess, id: string, tx?: Tx): Promise<ProjectRow> {
    const row = await this.projects.findVisible(this.viewerOf(access), id, tx);
    if (!row) throw notFound(ErrorKey.ProjectNotFound, 'Project not found.');
    return row;
  }

  /**
   * Any live project of the caller's workspace, whether or not they may see it: for answers after
   * a change they were allowed to make, and for refusing with a reason rather than "not found".
   */
  async requireInWorkspace(access: WorkspaceAccess, id: string): Promise<ProjectRow> {
    const row = await this.projects.findVisible({ ...this.viewerOf(access), seesAll: true }, id);
    if (!row) throw notFound(ErrorKey.ProjectNotFound, 'Project not found.');
    return row;
  }

  /** Whether the project is private in effect (the plan allows private projects). */
  isPrivate(access: WorkspaceAccess, row: ProjectRow): boolean {
    return !row.is_public && this.viewerOf(access).privateProjects;
  }
}
