import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TaskTag } from '@punchcard/shared';
import type { Repository } from 'typeorm';
import { queryRows, type Tx } from '#src/database/transactions.js';
import {
  epoch,
  PROJECT_VISIBLE,
  type ProjectViewer,
  viewerParams,
} from '#src/modules/projects/project-viewer.js';
import { TaskEntity } from './task.entity.js';

/** A task as one viewer sees it, straight from SQL. */
export interface TaskRow {
  id: string;
  name: string;
  id_project: string | null;
  id_workspace: string;
  id_category: string | null;
  id_user: string;
  is_personal: boolean;
  category_name: string | null;
  estimation: number;
  due_at: number | null;
  repeat: string | null;
  priority: number;
  status: string;
  color: string | null;
  note: string | null;
  start_time: number | null;
  end_time: number | null;
  updated_at: number;
  created_at: number;
  archived_at: number | null;
  deleted_at: number | null;
  is_favorite: boolean;
  assignee: string[];
  tags: TaskTag[];
}

export interface TaskScope {
  /** Soft-deleted tasks too (restore, permanent delete, the in-use check). */
  includeDeleted: boolean;
  /**
   * Skip the visibility rule (still inside the workspace): only for describing a task after a
   * change the caller was allowed to make, which may have hidden it from them (made it personal).
   */
  bypass?: boolean;
}

export type TaskValues = Partial<
  Pick<
    TaskEntity,
    | 'name'
    | 'idProject'
    | 'idCategory'
    | 'isPersonal'
    | 'estimation'
    | 'dueAt'
    | 'repeat'
    | 'priority'
    | 'status'
    | 'color'
    | 'note'
    | 'startTime'
    | 'endTime'
    | 'archivedAt'
  >
>;

/**
 * The one visibility rule for tasks, over alias `t`, with $1..$4 from `viewerParams` and $5 the
 * bypass flag: personal tasks are their owner's alone, and a task in a project is seen by those
 * who see the project.
 */
const TASK_VISIBLE = `t.id_workspace = $1 AND ($5::boolean OR (
  (NOT t.is_personal OR t.id_user = $2)
  AND (t.id_project IS NULL OR EXISTS (SELECT 1 FROM projects p WHERE p.id = t.id_project AND ${PROJECT_VISIBLE}))))`;

const SELECT_TASK = `
  SELECT t.id, t.name, t.id_project, t.id_workspace, t.id_category, t.id_user, t.is_personal,
         c.name AS category_name, t.estimation, ${epoch('t.due_at')} AS due_at, t.repeat,
         t.priority, t.status, t.color, t.note, ${epoch('t.start_time')} AS start_time,
         ${epoch('t.end_time')} AS end_time, ${epoch('t.updated_at')} AS updated_at,
         ${epoch('t.created_at')} AS created_at, ${epoch('t.archived_at')} AS archived_at,
         ${epoch('t.deleted_at')} AS deleted_at,
         EXISTS (SELECT 1 FROM task_favorites f WHERE f.id_task = t.id AND f.id_user = $2) AS is_favorite,
         COALESCE((SELECT json_agg(a.id_user ORDER BY a.id_user) FROM task_assignees a
                    WHERE a.id_task = t.id), '[]'::json) AS assignee,
         COALESCE((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY lower(g.name), g.id)
                     FROM task_tags tt JOIN tags g ON g.id = tt.id_tag AND g.deleted_at IS NULL
                    WHERE tt.id_task = t.id), '[]'::json) AS tags
    FROM tasks t
    LEFT JOIN categories c ON c.id = t.id_category`;

const NEWEST_FIRST = 'ORDER BY t.created_at DESC, t.id';

function params(viewer: ProjectViewer, bypass = false, ...more: unknown[]): unknown[] {
  return [...viewerParams(viewer), bypass, ...more];
}

@Injectable()
export class TasksRepository {
  constructor(@InjectRepository(TaskEntity) private readonly tasks: Repository<TaskEntity>) {}

  private db(tx?: Tx): Tx {
    return tx ?? this.tasks.manager;
  }

  /** Live (not deleted, archived or not) tasks the viewer sees, newest first. */
  listLive(viewer: ProjectViewer): Promise<TaskRow[]> {
    return queryRows<TaskRow>(
      this.db(),
      `${SELECT_TASK} WHERE ${TASK_VISIBLE} AND t.deleted_at IS NULL ${NEWEST_FIRST}`,
      params(viewer),
    );
  }

  pageLive(viewer: ProjectViewer, offset: number, limit: number): Promise<TaskRow[]> {
    return queryRows<TaskRow>(
      this.db(),
      `${SELECT_TASK} WHERE ${TASK_VISIBLE} AND t.deleted_at IS NULL ${NEWEST_FIRST}
       OFFSET $6 LIMIT $7`,
      params(viewer, false, offset, limit),
    );
  }

  async countLive(viewer: ProjectViewer): Promise<number> {
    const rows = await queryRows<{ total: number }>(
      this.db(),
      `SELECT count(*)::int AS total FROM tasks t WHERE ${TASK_VISIBLE} AND t.deleted_at IS NULL`,
      params(viewer),
    );
    return rows[0]?.total ?? 0;
  }

  async find(
    viewer: ProjectViewer,
    id: string,
    scope: TaskScope,
    tx?: Tx,
  ): Promise<TaskRow | undefined> {
    const rows = await this.findMany(viewer, [id], scope, tx);
    return rows[0];
  }

  findMany(viewer: ProjectViewer, ids: string[], scope: TaskScope, tx?: Tx): Promise<TaskRow[]> {
    const live = scope.includeDeleted ? '' : 'AND t.deleted_at IS NULL';
    return queryRows<TaskRow>(
      this.db(tx),
      `${SELECT_TASK} WHERE ${TASK_VISIBLE} AND t.id = ANY($6::uuid[]) ${live} ${NEWEST_FIRST}`,
      params(viewer, scope.bypass ?? false, ids),
    );
  }

  /** Locks the task for the rest of the transaction; answers its version in unix seconds. */
  async lock(tx: Tx, id: string): Promise<number | undefined> {
    const rows = await queryRows<{ updated_at: number }>(
      tx,
      `SELECT ${epoch('updated_at')} AS updated_at FROM tasks WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0]?.updated_at;
  }

  async create(
    tx: Tx,
    values: TaskValues & Pick<TaskEntity, 'idWorkspace' | 'idUser' | 'name'>,
  ): Promise<string> {
    const tasks = tx.getRepository(TaskEntity);
    const task = await tasks.save(tasks.create(values));
    return task.id;
  }

  /** Applies the changes and moves the version on (also when only links changed). */
  async update(tx: Tx, id: string, changes: TaskValues, now: Date): Promise<void> {
    await tx.getRepository(TaskEntity).update({ id }, { ...changes, updatedAt: now });
  }

  async setAssignees(tx: Tx, id: string, users: string[]): Promise<void> {
    await tx.query(`DELETE FROM task_assignees WHERE id_task = $1`, [id]);
    await tx.query(
      `INSERT INTO task_assignees (id_task, id_user) SELECT $1, unnest($2::uuid[])
       ON CONFLICT DO NOTHING`,
      [id, users],
    );
  }

  async setTags(tx: Tx, id: string, tags: string[]): Promise<void> {
    await tx.query(`DELETE FROM task_tags WHERE id_task = $1`, [id]);
    await tx.query(
      `INSERT INTO task_tags (id_task, id_tag) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
      [id, tags],
    );
  }

  async setFavorite(id: string, idUser: string, isFavorite: boolean, tx?: Tx): Promise<void> {
    await this.db(tx).query(
      isFavorite
        ? `INSERT INTO task_favorites (id_task, id_user) VALUES ($1, $2) ON CONFLICT DO NOTHING`
        : `DELETE FROM task_favorites WHERE id_task = $1 AND id_user = $2`,
      [id, idUser],
    );
  }

  /**
   * Clears the viewer's favourite mark from the tasks of a project with that name (trimmed, any
   * case) that they can see; answers the tasks that had one.
   */
  async removeFavoritesByName(
    viewer: ProjectViewer,
    idProject: string,
    name: string,
  ): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      this.db(),
      `DELETE FROM task_favorites f USING tasks t
        WHERE f.id_task = t.id AND f.id_user = $2 AND t.id_project = $6
          AND lower(btrim(t.name)) = lower(btrim($7)) AND ${TASK_VISIBLE}
        RETURNING t.id`,
      params(viewer, false, idProject, name),
    );
    return rows.map((row) => row.id).sort();
  }

  async setDeletedAt(tx: Tx, ids: string[], deletedAt: Date | null, now: Date): Promise<void> {
    await tx.query(`UPDATE tasks SET deleted_at = $2, updated_at = $3 WHERE id = ANY($1::uuid[])`, [
      ids,
      deletedAt,
      now,
    ]);
  }

  /** Whether anything that records time points at the task: recent actions, activities (deleted too). */
  async isReferenced(id: string, tx?: Tx): Promise<boolean> {
    const rows = await queryRows(
      this.db(tx),
      `SELECT 1 FROM recent_actions WHERE id_task = $1
       UNION ALL
       SELECT 1 FROM activities WHERE id_task = $1
       LIMIT 1`,
      [id],
    );
    return rows.length > 0;
  }

  /**
   * Seconds tracked on each task: live activities, a running one counted up to `now`; those
   * older than the plan's retention `cutoff` are invisible and do not count. Tasks without
   * activities are missing from the map.
   */
  async trackedSeconds(
    ids: string[],
    now: Date,
    cutoff: Date | null,
  ): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<{ id_task: string; seconds: number }>(
      this.db(),
      `SELECT a.id_task,
              floor(sum(greatest(0, extract(epoch FROM COALESCE(a.end_at, $2::timestamptz) - a.start_at))))::float8 AS seconds
         FROM activities a
        WHERE a.id_task = ANY($1::uuid[]) AND a.deleted_at IS NULL
          AND ($3::timestamptz IS NULL OR a.start_at >= $3::timestamptz)
        GROUP BY a.id_task`,
      [ids, now, cutoff],
    );
    return new Map(rows.map((row) => [row.id_task, row.seconds]));
  }

  async deletePermanently(tx: Tx, id: string): Promise<void> {
    await tx.query(`DELETE FROM tasks WHERE id = $1`, [id]);
  }
}
