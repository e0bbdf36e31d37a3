import { Injectable } from '@nestjs/common';
import { ErrorKey, type Task } from '@punchcard/shared';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { forbidden, notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import type { Tx } from '#src/database/transactions.js';
import { ProjectAccessService, type ProjectViewer } from '#src/modules/projects/index.js';
import { toTask } from './tasks.mapper.js';
import { type TaskRow, type TaskScope, TasksRepository } from './tasks.repository.js';

export const LIVE: TaskScope = { includeDeleted: false };
export const ANY_STATE: TaskScope = { includeDeleted: true };

/** The fields of a task that decide who may change it. */
type Ownership = Pick<TaskRow, 'is_personal' | 'id_user'>;

/** Loading tasks as the caller may see them, and who may change one. */
@Injectable()
export class TaskAccessService {
  constructor(
    private readonly plans: PlanRules,
    private readonly tasks: TasksRepository,
    private readonly projectAccess: ProjectAccessService,
    private readonly clock: Clock,
  ) {}

  viewerOf(access: WorkspaceAccess): ProjectViewer {
    return this.projectAccess.viewerOf(access);
  }

  /** Another workspace's task, someone else's personal one and a hidden project's are all 404. */
  async require(access: WorkspaceAccess, id: string, scope: TaskScope, tx?: Tx): Promise<TaskRow> {
    const row = await this.tasks.find(this.viewerOf(access), id, scope, tx);
    if (!row) throw notFound(ErrorKey.TaskNotFound, 'Task not found.');
    return row;
  }

  /** Every id must be a task the caller sees (in the scope), or nothing happens. */
  async requireAll(
    access: WorkspaceAccess,
    ids: string[],
    scope: TaskScope,
    tx: Tx,
  ): Promise<TaskRow[]> {
    const rows = await this.tasks.findMany(this.viewerOf(access), ids, scope, tx);
    if (rows.length !== ids.length) throw notFound(ErrorKey.TaskNotFound, 'Task not found.');
    return rows;
  }

  isOwnPersonal(access: WorkspaceAccess, task: Ownership): boolean {
    return task.is_personal && task.id_user === access.member.idUser;
  }

  /**
   * Creating, editing and deleting tasks needs CUD_PROJECT_TASK, except that every member runs
   * their own personal tasks (and a change must leave them personal to stay theirs alone).
   */
  requireEdit(access: WorkspaceAccess, before: Ownership, after: Ownership = before): void {
    if (this.projectAccess.canManage(access)) return;
    if (this.isOwnPersonal(access, before) && this.isOwnPersonal(access, after)) return;
    throw forbidden(
      ErrorKey.Forbidden,
      'Changing shared tasks needs the CUD_PROJECT_TASK permission; members manage their own personal tasks.',
    );
  }

  /** The answer after a change the caller was allowed to make, even if it hid the task. */
  async describe(access: WorkspaceAccess, id: string): Promise<Task> {
    const [task] = await this.describeAll(access, [id]);
    if (!task) throw notFound(ErrorKey.TaskNotFound, 'Task not found.');
    return task;
  }

  async describeAll(access: WorkspaceAccess, ids: string[]): Promise<Task[]> {
    const rows = await this.tasks.findMany(this.viewerOf(access), ids, {
      includeDeleted: true,
      bypass: true,
    });
    return this.withDurations(access, rows);
  }

  /** The tasks as the wire shows them, with the time tracked on each. */
  async withDurations(access: WorkspaceAccess, rows: TaskRow[]): Promise<Task[]> {
    const tracked = await this.trackedSeconds(access, rows);
    return rows.map((row) => toTask(row, tracked.get(row.id) ?? 0));
  }

  /** Seconds tracked per task id, as far as the plan's retention lets the caller see. */
  trackedSeconds(access: WorkspaceAccess, rows: TaskRow[]): Promise<Map<string, number>> {
    const now = this.clock.now();
    return this.tasks.trackedSeconds(
      rows.map((row) => row.id),
      now,
      this.plans.retentionCutoff(access.workspace.plan, now),
    );
  }
}
