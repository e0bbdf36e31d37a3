import { Injectable } from '@nestjs/common';
import type { TaskTag } from '@punchcard/shared';
import { isPgError, PgErrorCode } from '#src/database/pg-errors.js';
import { assignments, insertion } from '#src/database/sql/assignments.js';
import { epoch } from '#src/database/sql/epoch.js';
import {
  Database,
  type Sql,
  sql,
  type TableRecord,
  type TableRow,
} from '#src/database/sql/index.js';
import { projectVisible, type ProjectViewer } from '#src/database/sql/project-visible.js';
import { retained } from '#src/database/sql/retained.js';
import type { Tx } from '#src/database/transactions.js';

/** A task as one viewer sees it, straight from SQL (times in unix seconds). */
export interface TaskRow extends Pick<
  TableRow<'tasks'>,
  | 'id'
  | 'name'
  | 'id_project'
  | 'id_workspace'
  | 'id_category'
  | 'id_user'
  | 'is_personal'
  | 'estimation'
  | 'repeat'
  | 'priority'
  | 'status'
  | 'color'
  | 'note'
> {
  category_name: string | null;
  due_at: number | null;
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

type TaskRecord = TableRecord<'tasks'>;

export type TaskValues = Partial<
  Pick<
    TaskRecord,
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

const VALUE_COLUMNS = {
  name: 'name',
  idProject: 'id_project',
  idCategory: 'id_category',
  isPersonal: 'is_personal',
  estimation: 'estimation',
  dueAt: 'due_at',
  repeat: 'repeat',
  priority: 'priority',
  status: 'status',
  color: 'color',
  note: 'note',
  startTime: 'start_time',
  endTime: 'end_time',
  archivedAt: 'archived_at',
} as const satisfies Record<keyof TaskValues, keyof TableRow<'tasks'>>;

const NEW_TASK_COLUMNS = {
  ...VALUE_COLUMNS,
  idWorkspace: 'id_workspace',
  idUser: 'id_user',
} as const satisfies Record<keyof TaskValues | 'idWorkspace' | 'idUser', keyof TableRow<'tasks'>>;

/**
 * The one visibility rule for tasks, over alias `t`: personal tasks are their owner's alone, and
 * a task in a project is seen by those who see the project. `bypass` keeps only the workspace.
 */
function taskVisible(viewer: ProjectViewer, bypass = false): Sql {
  return sql`t.id_workspace = ${viewer.idWorkspace} AND (${bypass}::boolean OR (
    (NOT t.is_personal OR t.id_user = ${viewer.idUser})
    AND (t.id_project IS NULL OR EXISTS (SELECT 1 FROM projects p
                                          WHERE p.id = t.id_project AND ${projectVisible(viewer)}))))`;
}

function selectTasks(viewer: ProjectViewer, where: Sql): Sql {
  return sql`
  SELECT t.id, t.name, t.id_project, t.id_workspace, t.id_category, t.id_user, t.is_personal,
         c.name AS category_name, t.estimation, ${epoch('t.due_at')} AS due_at, t.repeat,
         t.priority, t.status, t.color, t.note, ${epoch('t.start_time')} AS start_time,
         ${epoch('t.end_time')} AS end_time, ${epoch('t.updated_at')} AS updated_at,
         ${epoch('t.created_at')} AS created_at, ${epoch('t.archived_at')} AS archived_at,
         ${epoch('t.deleted_at')} AS deleted_at,
         EXISTS (SELECT 1 FROM task_favorites f
                  WHERE f.id_task = t.id AND f.id_user = ${viewer.idUser}) AS is_favorite,
         COALESCE((SELECT json_agg(a.id_user ORDER BY a.id_user) FROM task_assignees a
                    WHERE a.id_task = t.id), '[]'::json) AS assignee,
         COALESCE((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY lower(g.name), g.id)
                     FROM task_tags tt JOIN tags g ON g.id = tt.id_tag AND g.deleted_at IS NULL
                    WHERE tt.id_task = t.id), '[]'::json) AS tags
    FROM tasks t
    LEFT JOIN categories c ON c.id = t.id_category
   WHERE ${where}`;
}

const NEWEST_FIRST = sql`ORDER BY t.created_at DESC, t.id`;
const RECENTLY_DELETED_FIRST = sql`ORDER BY t.deleted_at DESC, t.id`;

const deletedState = (deleted: boolean): Sql =>
  deleted ? sql`t.deleted_at IS NOT NULL` : sql`t.deleted_at IS NULL`;

@Injectable()
export class TasksRepository {
  constructor(private readonly db: Database) {}

  /** Live (not deleted, archived or not) tasks the viewer sees, newest first. */
  listLive(viewer: ProjectViewer): Promise<TaskRow[]> {
    return this.db.rows<TaskRow>(
      sql`${selectTasks(viewer, sql`${taskVisible(viewer)} AND t.deleted_at IS NULL`)} ${NEWEST_FIRST}`,
    );
  }

  /**
   * A page of the tasks the viewer sees: the live ones newest first, or (`deleted`) the
   * soft-deleted ones most recently deleted first.
   */
  page(viewer: ProjectViewer, deleted: boolean, offset: number, limit: number): Promise<TaskRow[]> {
    const where = sql`${taskVisible(viewer)} AND ${deletedState(deleted)}`;
    const order = deleted ? RECENTLY_DELETED_FIRST : NEWEST_FIRST;
    return this.db.rows<TaskRow>(
      sql`${selectTasks(viewer, where)} ${order} OFFSET ${offset} LIMIT ${limit}`,
    );
  }

  async count(viewer: ProjectViewer, deleted: boolean): Promise<number> {
    const row = await this.db.one<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM tasks t
           WHERE ${taskVisible(viewer)} AND ${deletedState(deleted)}`,
    );
    return row.total;
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
    const live = scope.includeDeleted ? sql.empty : sql`AND t.deleted_at IS NULL`;
    const where = sql`${taskVisible(viewer, scope.bypass)} AND t.id = ANY(${ids}::uuid[]) ${live}`;
    return this.db.rows<TaskRow>(sql`${selectTasks(viewer, where)} ${NEWEST_FIRST}`, tx);
  }

  /** Locks the task for the rest of the transaction; answers its version in unix seconds. */
  async lock(id: string, tx?: Tx): Promise<number | undefined> {
    const row = await this.db.maybeOne<{ updated_at: number }>(
      sql`SELECT ${epoch('updated_at')} AS updated_at FROM tasks WHERE id = ${id} FOR UPDATE`,
      tx,
    );
    return row?.updated_at;
  }

  async create(
    values: TaskValues & Pick<TaskRecord, 'idWorkspace' | 'idUser' | 'name'>,
    tx?: Tx,
  ): Promise<string> {
    const row = await this.db.one<Pick<TableRow<'tasks'>, 'id'>>(
      sql`INSERT INTO tasks ${insertion(values, NEW_TASK_COLUMNS)} RETURNING id`,
      tx,
    );
    return row.id;
  }

  /** Applies the changes and moves the version on (also when only links changed). */
  async update(id: string, changes: TaskValues, now: Date, tx?: Tx): Promise<void> {
    const set = [...assignments(changes, VALUE_COLUMNS), sql`updated_at = ${now}`];
    await this.db.execute(sql`UPDATE tasks SET ${sql.join(set)} WHERE id = ${id}`, tx);
  }

  async setAssignees(id: string, users: string[], tx?: Tx): Promise<void> {
    await this.db.execute(sql`DELETE FROM task_assignees WHERE id_task = ${id}`, tx);
    await this.db.execute(
      sql`INSERT INTO task_assignees (id_task, id_user) SELECT ${id}::uuid, unnest(${users}::uuid[])
          ON CONFLICT DO NOTHING`,
      tx,
    );
  }

  async setTags(id: string, tags: string[], tx?: Tx): Promise<void> {
    await this.db.execute(sql`DELETE FROM task_tags WHERE id_task = ${id}`, tx);
    await this.db.execute(
      sql`INSERT INTO task_tags (id_task, id_tag) SELECT ${id}::uuid, unnest(${tags}::uuid[])
          ON CONFLICT DO NOTHING`,
      tx,
    );
  }

  async setFavorite(id: string, idUser: string, isFavorite: boolean, tx?: Tx): Promise<void> {
    await this.db.execute(
      isFavorite
        ? sql`INSERT INTO task_favorites (id_task, id_user) VALUES (${id}, ${idUser})
              ON CONFLICT DO NOTHING`
        : sql`DELETE FROM task_favorites WHERE id_task = ${id} AND id_user = ${idUser}`,
      tx,
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
    const rows = await this.db.rows<Pick<TableRow<'tasks'>, 'id'>>(
      sql`DELETE FROM task_favorites f USING tasks t
           WHERE f.id_task = t.id AND f.id_user = ${viewer.idUser} AND t.id_project = ${idProject}
             AND lower(btrim(t.name)) = lower(btrim(${name})) AND ${taskVisible(viewer)}
          RETURNING t.id`,
    );
    return rows.map((row) => row.id).sort();
  }

  async setDeletedAt(ids: string[], deletedAt: Date | null, now: Date, tx?: Tx): Promise<void> {
    await this.db.execute(
      sql`UPDATE tasks SET deleted_at = ${deletedAt}, updated_at = ${now}
           WHERE id = ANY(${ids}::uuid[])`,
      tx,
    );
  }

  /** Whether anything that records time points at the task: recent actions, activities (deleted too). */
  async isReferenced(id: string, tx?: Tx): Promise<boolean> {
    const row = await this.db.maybeOne(
      sql`SELECT 1 FROM recent_actions WHERE id_task = ${id}
          UNION ALL
          SELECT 1 FROM activities WHERE id_task = ${id}
          LIMIT 1`,
      tx,
    );
    return row !== undefined;
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
    const rows = await this.db.rows<{ id_task: string; seconds: number }>(
      sql`SELECT a.id_task,
                 floor(sum(greatest(0, extract(epoch FROM
                   COALESCE(a.end_at, ${now}::timestamptz) - a.start_at))))::float8 AS seconds
            FROM activities a
           WHERE a.id_task = ANY(${ids}::uuid[]) AND a.deleted_at IS NULL
             AND ${retained(cutoff, 'a.start_at')}
           GROUP BY a.id_task`,
    );
    return new Map(rows.map((row) => [row.id_task, row.seconds]));
  }

  /**
   * Deletes the task for good; false when something recording time still points at it (the
   * activities' RESTRICT foreign key refuses a delete that races a new activity).
   */
  async deletePermanently(id: string, tx?: Tx): Promise<boolean> {
    try {
      await this.db.execute(sql`DELETE FROM tasks WHERE id = ${id}`, tx);
      return true;
    } catch (error) {
      if (
        isPgError(error, PgErrorCode.ForeignKeyViolation) ||
        isPgError(error, PgErrorCode.RestrictViolation)
      ) {
        return false;
      }
      throw error;
    }
  }
}
