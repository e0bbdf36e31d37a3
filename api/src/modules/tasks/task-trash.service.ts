import { Injectable } from '@nestjs/common';
import { ErrorKey, type Task, type TaskUsage } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { preconditionFailed } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { Transactions } from '#src/database/transactions.js';
import { ANY_STATE, LIVE, TaskAccessService } from './task-access.service.js';
import { toTask } from './tasks.mapper.js';
import { TasksRepository } from './tasks.repository.js';

const containsTimestamps = () =>
  preconditionFailed(
    ErrorKey.TaskContainsTimestamps,
    'Time has been recorded against this task: archive it or delete it softly instead.',
  );

/** Soft delete and restore (one or many, all or nothing), permanent delete, the in-use check. */
@Injectable()
export class TaskTrashService {
  constructor(
    private readonly tasks: TasksRepository,
    private readonly taskAccess: TaskAccessService,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  softDelete(access: WorkspaceAccess, id: string): Promise<Task> {
    return this.softDeleteMany(access, [id]).then(([task]) => task ?? this.missing());
  }

  restore(access: WorkspaceAccess, id: string): Promise<Task> {
    return this.restoreMany(access, [id]).then(([task]) => task ?? this.missing());
  }

  /** Every id must be a live task the caller sees and may delete. */
  async softDeleteMany(access: WorkspaceAccess, ids: string[]): Promise<Task[]> {
    const wanted = [...new Set(ids)];
    await this.transactions.run(async (tx) => {
      const rows = await this.taskAccess.requireAll(access, wanted, LIVE, tx);
      for (const row of rows) this.taskAccess.requireEdit(access, row);
      const now = this.clock.now();
      await this.tasks.setDeletedAt(wanted, now, now, tx);
    });
    return this.taskAccess.describeAll(access, wanted);
  }

  /** Every id must be a task the caller sees (deleted or not); live ones stay as they are. */
  async restoreMany(access: WorkspaceAccess, ids: string[]): Promise<Task[]> {
    const wanted = [...new Set(ids)];
    await this.transactions.run(async (tx) => {
      const rows = await this.taskAccess.requireAll(access, wanted, ANY_STATE, tx);
      for (const row of rows) this.taskAccess.requireEdit(access, row);
      const deleted = rows.filter((row) => row.deleted_at !== null).map((row) => row.id);
      if (deleted.length > 0) await this.tasks.setDeletedAt(deleted, null, this.clock.now(), tx);
    });
    return this.taskAccess.describeAll(access, wanted);
  }

  /**
   * Permanent, for live and soft-deleted tasks alike. Refused while anything recording time
   * points at the task: recent actions and activities (deleted ones too) are checked here, and
   * the activities' RESTRICT foreign key refuses a delete that races a new one: the same 412.
   */
  async removePermanently(access: WorkspaceAccess, id: string): Promise<Task> {
    const row = await this.taskAccess.require(access, id, ANY_STATE);
    this.taskAccess.requireEdit(access, row);
    await this.transactions.run(async (tx) => {
      // Locked first, so a writer that references the task (and locks it) waits or sees it gone.
      await this.tasks.lock(id, tx);
      if (await this.tasks.isReferenced(id, tx)) throw containsTimestamps();
      if (!(await this.tasks.deletePermanently(id, tx))) throw containsTimestamps();
    });
    // Nothing can be tracked on it any more: the activities' foreign key would have refused.
    return toTask(row, 0);
  }

  async isUsed(access: WorkspaceAccess, id: string): Promise<TaskUsage> {
    await this.taskAccess.require(access, id, ANY_STATE);
    return { is_used: await this.tasks.isReferenced(id) };
  }

  private missing(): never {
    throw new Error('A task that was just changed could not be read back');
  }
}
