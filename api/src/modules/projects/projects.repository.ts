import { Injectable } from '@nestjs/common';
import { ErrorKey, type ProjectClient } from '@punchcard/shared';
import { conflict } from '#src/common/errors/app.exception.js';
import { isPgError, PgErrorCode } from '#src/database/pg-errors.js';
import { epoch } from '#src/database/sql/epoch.js';
import {
  Database,
  type Sql,
  sql,
  type TableRecord,
  type TableRow,
} from '#src/database/sql/index.js';
import { projectVisible, type ProjectViewer } from '#src/database/sql/project-visible.js';
import type { Tx } from '#src/database/transactions.js';

/** A project as one viewer sees it, straight from SQL (snake_case, money as numeric text). */
export interface ProjectRow extends Pick<
  TableRow<'projects'>,
  'id' | 'id_workspace' | 'name' | 'description' | 'is_public' | 'hourly_rate'
> {
  archived_at: number | null;
  created_at: number;
  is_favorite: boolean;
  is_member: boolean;
  total_members: number;
  total_tasks: number;
  clients: ProjectClient[];
}

export interface ProjectFilter {
  archived: boolean;
  favorite: boolean;
  mine: boolean;
}

export type ProjectSettings = Pick<
  TableRecord<'projects'>,
  'name' | 'description' | 'isPublic' | 'hourlyRate'
>;

/** The unique index on (workspace, lower(btrim(name))) decides; no check-then-insert race. */
async function uniqueName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isPgError(error, PgErrorCode.UniqueViolation, 'projects_workspace_name_key')) {
      throw conflict(
        ErrorKey.ConflictProject,
        'A project with this name already exists in the workspace.',
      );
    }
    throw error;
  }
}

/** Members whose workspace membership is gone no longer count (their row stays for history). */
const LIVE_PROJECT_MEMBER = sql`JOIN workspace_members wm
  ON wm.id_workspace = p.id_workspace AND wm.id_user = pm.id_user AND wm.deleted_at IS NULL`;

function selectProjects(viewer: ProjectViewer, where: Sql): Sql {
  return sql`
  SELECT p.id, p.id_workspace, p.name, p.description, p.is_public, p.hourly_rate::text AS hourly_rate,
         ${epoch('p.archived_at')} AS archived_at, ${epoch('p.created_at')} AS created_at,
         COALESCE(me.is_favorite, false) AS is_favorite, me.id_user IS NOT NULL AS is_member,
         (SELECT count(*)::int FROM project_members pm ${LIVE_PROJECT_MEMBER}
           WHERE pm.id_project = p.id) AS total_members,
         (SELECT count(*)::int FROM tasks t
           WHERE t.id_project = p.id AND t.deleted_at IS NULL
             AND (NOT t.is_personal OR t.id_user = ${viewer.idUser})) AS total_tasks,
         COALESCE((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'avatar', c.avatar)
                                   ORDER BY lower(c.name), c.id)
                     FROM project_clients pc JOIN clients c ON c.id = pc.id_client AND c.deleted_at IS NULL
                    WHERE pc.id_project = p.id), '[]'::json) AS clients
    FROM projects p
    LEFT JOIN project_members me ON me.id_project = p.id AND me.id_user = ${viewer.idUser}
   WHERE ${projectVisible(viewer)} AND ${where}`;
}

@Injectable()
export class ProjectsRepository {
  constructor(private readonly db: Database) {}

  list(viewer: ProjectViewer, filter: ProjectFilter): Promise<ProjectRow[]> {
    const conditions = [
      filter.archived ? sql`p.archived_at IS NOT NULL` : sql`p.archived_at IS NULL`,
    ];
    if (filter.favorite) conditions.push(sql`COALESCE(me.is_favorite, false)`);
    if (filter.mine) conditions.push(sql`me.id_user IS NOT NULL`);
    return this.db.rows<ProjectRow>(
      sql`${selectProjects(viewer, sql.join(conditions, sql` AND `))} ORDER BY lower(p.name), p.id`,
    );
  }

  /** The project when the viewer may see it (archived or not). */
  findVisible(viewer: ProjectViewer, id: string, tx?: Tx): Promise<ProjectRow | undefined> {
    return this.db.maybeOne<ProjectRow>(selectProjects(viewer, sql`p.id = ${id}`), tx);
  }

  /** A live project with the same name in the workspace answers 409. */
  async create(
    values: ProjectSettings & Pick<TableRecord<'projects'>, 'idWorkspace' | 'createdBy'>,
    tx?: Tx,
  ): Promise<string> {
    const row = await uniqueName(
      this.db.one<Pick<TableRow<'projects'>, 'id'>>(
        sql`INSERT INTO projects (id_workspace, created_by, name, description, is_public, hourly_rate)
            VALUES (${values.idWorkspace}, ${values.createdBy}, ${values.name},
                    ${values.description}, ${values.isPublic}, ${values.hourlyRate})
            RETURNING id`,
        tx,
      ),
    );
    return row.id;
  }

  async updateSettings(id: string, settings: ProjectSettings): Promise<void> {
    await uniqueName(
      this.db.execute(
        sql`UPDATE projects
               SET name = ${settings.name}, description = ${settings.description},
                   is_public = ${settings.isPublic}, hourly_rate = ${settings.hourlyRate},
                   updated_at = now()
             WHERE id = ${id}`,
      ),
    );
  }

  /** Archiving keeps the first archive time; unarchiving clears it. */
  async setArchived(id: string, archived: boolean, now: Date): Promise<void> {
    await this.db.execute(
      sql`UPDATE projects
             SET archived_at = CASE WHEN ${archived}::boolean THEN COALESCE(archived_at, ${now}) END,
                 updated_at = now()
           WHERE id = ${id}`,
    );
  }

  /** Live clients of the workspace among `ids`. */
  async liveClientIds(idWorkspace: string, ids: string[]): Promise<string[]> {
    const rows = await this.db.rows<Pick<TableRow<'clients'>, 'id'>>(
      sql`SELECT id FROM clients
           WHERE id_workspace = ${idWorkspace} AND deleted_at IS NULL AND id = ANY(${ids}::uuid[])`,
    );
    return rows.map((row) => row.id);
  }

  /** False when the client was already attached. */
  async attachClient(idProject: string, idClient: string): Promise<boolean> {
    const attached = await this.db.execute(
      sql`INSERT INTO project_clients (id_project, id_client) VALUES (${idProject}, ${idClient})
          ON CONFLICT DO NOTHING`,
    );
    return attached === 1;
  }

  async detachClients(idProject: string, ids: string[]): Promise<void> {
    await this.db.execute(
      sql`DELETE FROM project_clients
           WHERE id_project = ${idProject} AND id_client = ANY(${ids}::uuid[])`,
    );
  }
}
