import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ProjectClient } from '@punchcard/shared';
import type { Repository } from 'typeorm';
import { queryRows, type Tx } from '#src/database/transactions.js';
import { ProjectEntity } from './project.entity.js';
import { epoch, PROJECT_VISIBLE, type ProjectViewer, viewerParams } from './project-viewer.js';

/** A project as one viewer sees it, straight from SQL (snake_case, money as numeric text). */
export interface ProjectRow {
  id: string;
  id_workspace: string;
  name: string;
  description: string | null;
  is_public: boolean;
  hourly_rate: string;
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

export type ProjectSettings = Pick<ProjectEntity, 'name' | 'description' | 'isPublic'> & {
  hourlyRate: string;
};

/** Members whose workspace membership is gone no longer count (their row stays for history). */
const LIVE_PROJECT_MEMBER = `JOIN workspace_members wm
  ON wm.id_workspace = p.id_workspace AND wm.id_user = pm.id_user AND wm.deleted_at IS NULL`;

const SELECT_PROJECT = `
  SELECT p.id, p.id_workspace, p.name, p.description, p.is_public, p.hourly_rate::text AS hourly_rate,
         ${epoch('p.archived_at')} AS archived_at, ${epoch('p.created_at')} AS created_at,
         COALESCE(me.is_favorite, false) AS is_favorite, me.id_user IS NOT NULL AS is_member,
         (SELECT count(*)::int FROM project_members pm ${LIVE_PROJECT_MEMBER}
           WHERE pm.id_project = p.id) AS total_members,
         (SELECT count(*)::int FROM tasks t
           WHERE t.id_project = p.id AND t.deleted_at IS NULL
             AND (NOT t.is_personal OR t.id_user = $2)) AS total_tasks,
         COALESCE((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'avatar', c.avatar)
                                   ORDER BY lower(c.name), c.id)
                     FROM project_clients pc JOIN clients c ON c.id = pc.id_client AND c.deleted_at IS NULL
                    WHERE pc.id_project = p.id), '[]'::json) AS clients
    FROM projects p
    LEFT JOIN project_members me ON me.id_project = p.id AND me.id_user = $2
   WHERE ${PROJECT_VISIBLE}`;

@Injectable()
export class ProjectsRepository {
  constructor(
    @InjectRepository(ProjectEntity) private readonly projects: Repository<ProjectEntity>,
  ) {}

  private get db(): Tx {
    return this.projects.manager;
  }

  list(viewer: ProjectViewer, filter: ProjectFilter): Promise<ProjectRow[]> {
    const conditions = [filter.archived ? 'p.archived_at IS NOT NULL' : 'p.archived_at IS NULL'];
    if (filter.favorite) conditions.push('COALESCE(me.is_favorite, false)');
    if (filter.mine) conditions.push('me.id_user IS NOT NULL');
    return queryRows<ProjectRow>(
      this.db,
      `${SELECT_PROJECT} AND ${conditions.join(' AND ')} ORDER BY lower(p.name), p.id`,
      viewerParams(viewer),
    );
  }

  /** The project when the viewer may see it (archived or not). */
  async findVisible(viewer: ProjectViewer, id: string, tx?: Tx): Promise<ProjectRow | undefined> {
    const rows = await queryRows<ProjectRow>(tx ?? this.db, `${SELECT_PROJECT} AND p.id = $5`, [
      ...viewerParams(viewer),
      id,
    ]);
    return rows[0];
  }

  async create(
    tx: Tx,
    values: ProjectSettings & Pick<ProjectEntity, 'idWorkspace' | 'createdBy'>,
  ): Promise<string> {
    const projects = tx.getRepository(ProjectEntity);
    const project = await projects.save(projects.create(values));
    return project.id;
  }

  async updateSettings(id: string, settings: ProjectSettings): Promise<void> {
    await this.projects.update({ id }, settings);
  }

  /** Archiving keeps the first archive time; unarchiving clears it. */
  async setArchived(id: string, archived: boolean, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE projects SET archived_at = CASE WHEN $2::boolean THEN COALESCE(archived_at, $3) END,
              updated_at = now()
        WHERE id = $1`,
      [id, archived, now],
    );
  }

  /** Live clients of the workspace among `ids`. */
  async liveClientIds(idWorkspace: string, ids: string[]): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      `SELECT id FROM clients WHERE id_workspace = $1 AND deleted_at IS NULL AND id = ANY($2::uuid[])`,
      [idWorkspace, ids],
    );
    return rows.map((row) => row.id);
  }

  /** False when the client was already attached. */
  async attachClient(idProject: string, idClient: string): Promise<boolean> {
    const rows = await queryRows<{ id_client: string }>(
      this.db,
      `INSERT INTO project_clients (id_project, id_client) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING id_client`,
      [idProject, idClient],
    );
    return rows.length === 1;
  }

  async detachClients(idProject: string, ids: string[]): Promise<void> {
    await this.db.query(
      `DELETE FROM project_clients WHERE id_project = $1 AND id_client = ANY($2::uuid[])`,
      [idProject, ids],
    );
  }
}
