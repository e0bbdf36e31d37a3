import { Injectable } from '@nestjs/common';
import { type ActivityDetails, ErrorKey } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { badRequest, notFound, preconditionFailed } from '#src/common/errors/app.exception.js';
import type { Tx } from '#src/database/transactions.js';
import { ProjectAccessService } from '#src/modules/projects/index.js';
import { LIVE, TaskAccessService } from '#src/modules/tasks/index.js';
import { ActivityRefsRepository, type SecondsSpan } from './activity-refs.repository.js';
import { type ActivityDetailValues, cleanText } from './activity-rules.js';

/** How a workspace time is named in a body: an id, null (none), or not at all (find one). */
export type WorkspaceTimeChoice = string | null | undefined;

const NO_DETAILS: ActivityDetailValues = {
  idProject: null,
  idTask: null,
  idCategory: null,
  tags: [],
  description: null,
};

/**
 * Checks what an activity body names. Every id must be a live object of the caller's workspace
 * that the caller sees (404 with the object's key otherwise); a task must belong to the
 * activity's project.
 */
@Injectable()
export class ActivityInputs {
  constructor(
    private readonly refs: ActivityRefsRepository,
    private readonly projectAccess: ProjectAccessService,
    private readonly taskAccess: TaskAccessService,
  ) {}

  /**
   * The details after applying `dto` to `current` (none for a new activity). A task sent without
   * a project brings its own project along.
   */
  async details(
    tx: Tx,
    access: WorkspaceAccess,
    dto: ActivityDetails,
    current: ActivityDetailValues = NO_DETAILS,
  ): Promise<ActivityDetailValues> {
    const next = { ...current };
    let taskProject: string | null | undefined;
    if (dto.id_task !== undefined) {
      next.idTask = dto.id_task ? await this.task(tx, access, dto.id_task) : null;
      taskProject = next.idTask ? await this.refs.projectOfTask(next.idTask, tx) : undefined;
      if (dto.id_project === undefined && taskProject !== undefined) next.idProject = taskProject;
    }
    if (dto.id_project !== undefined) {
      next.idProject = dto.id_project
        ? (await this.projectAccess.requireVisible(access, dto.id_project, tx)).id
        : null;
    }
    if (next.idTask && next.idProject) {
      const project = taskProject ?? (await this.refs.projectOfTask(next.idTask, tx));
      if (project !== next.idProject) {
        throw badRequest(
          ErrorKey.DetailsInvalid,
          "The task does not belong to the activity's project.",
        );
      }
    }
    if (dto.id_category !== undefined) {
      next.idCategory = dto.id_category ? await this.category(tx, access, dto.id_category) : null;
    }
    if (dto.id_tags !== undefined) next.tags = await this.tags(tx, access, dto.id_tags);
    if (dto.description !== undefined) next.description = cleanText(dto.description);
    return next;
  }

  /**
   * The workspace time an activity of `idUser` belongs to. A named one must be that member's live
   * workspace time (404 `not_found`; for a running activity it must be open) and contain the
   * activity (400 `invalidKey`). Otherwise the one containing it is found; when none does and the
   * workspace requires workspace time: 412 `workspace_time_required`.
   */
  async workspaceTime(
    tx: Tx,
    access: WorkspaceAccess,
    idUser: string,
    span: SecondsSpan,
    choice: WorkspaceTimeChoice,
    invalidKey: ErrorKey,
    preferred: string | null = null,
  ): Promise<string | null> {
    const idWorkspace = access.workspace.id;
    const required = access.workspace.isTimeRequired;
    if (choice) {
      const found = await this.refs.findWorkspaceTime(idWorkspace, idUser, choice, span, tx);
      if (!found || (span.end === null && !found.open)) {
        throw notFound(
          ErrorKey.TimeNotFound,
          span.end === null ? 'No such open workspace time of yours.' : 'No such workspace time.',
        );
      }
      if (!found.fits) {
        throw badRequest(invalidKey, 'The activity must lie inside its workspace time.');
      }
      return found.id;
    }
    if (choice === null) {
      if (required) {
        throw badRequest(invalidKey, 'This workspace requires activities inside workspace time.');
      }
      return null;
    }
    const id = await this.refs.findContainingWorkspaceTime(
      idWorkspace,
      idUser,
      span,
      preferred,
      tx,
    );
    if (id) return id;
    const clockedIn =
      required &&
      span.end === null &&
      (await this.refs.hasOpenWorkspaceTime(idWorkspace, idUser, tx));
    if (clockedIn) {
      throw badRequest(invalidKey, 'A running activity cannot start before your workspace time.');
    }
    if (required) {
      throw preconditionFailed(
        ErrorKey.WorkspaceTimeRequired,
        span.end === null
          ? 'Clock in first: this workspace records activities inside workspace time.'
          : 'This workspace records activities inside workspace time: no workspace time contains it.',
      );
    }
    return null;
  }

  /** Locked first, so a permanent delete of the task cannot slip in before the activity refers to it. */
  private async task(tx: Tx, access: WorkspaceAccess, id: string): Promise<string> {
    if (!(await this.refs.lockTask(access.workspace.id, id, tx))) {
      throw notFound(ErrorKey.TaskNotFound, 'Task not found.');
    }
    return (await this.taskAccess.require(access, id, LIVE, tx)).id;
  }

  private async category(tx: Tx, access: WorkspaceAccess, id: string): Promise<string> {
    const found = await this.refs.lockLiveCategory(access.workspace.id, id, tx);
    if (!found) throw notFound(ErrorKey.CategoryNotFound, 'Category not found.');
    return found;
  }

  private async tags(tx: Tx, access: WorkspaceAccess, ids: string[]): Promise<string[]> {
    const wanted = new Set(ids.map((id) => id.toLowerCase()));
    const found = await this.refs.lockLiveTags(access.workspace.id, [...wanted], tx);
    if (found.length !== wanted.size) throw notFound(ErrorKey.TagNotFound, 'Tag not found.');
    return found;
  }
}
