import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MemberStatus } from '@punchcard/shared';
import type { Repository } from 'typeorm';
import { queryRows, type Tx } from '#src/database/transactions.js';
import { ProjectMemberEntity } from './project-member.entity.js';
import { epoch } from './project-viewer.js';

/** One member of a project with what the member list shows. */
export interface ProjectMemberRow {
  id_user: string;
  name: string;
  email: string;
  role: string;
  is_favorite: boolean;
  /** Their own rate, else the project's (numeric text). */
  hourly_rate: string;
  joined_at: number;
}

export interface MemberRateChange {
  idProject: string;
  idUser: string;
  hourlyRate: string | null;
}

@Injectable()
export class ProjectMembersRepository {
  constructor(
    @InjectRepository(ProjectMemberEntity)
    private readonly members: Repository<ProjectMemberEntity>,
  ) {}

  private db(tx?: Tx): Tx {
    return tx ?? this.members.manager;
  }

  /** Members whose workspace membership is live, by name. */
  list(idProject: string): Promise<ProjectMemberRow[]> {
    return queryRows<ProjectMemberRow>(
      this.db(),
      `SELECT * FROM (
         SELECT pm.id_user, u.email, wm.role, pm.is_favorite,
                COALESCE(pm.hourly_rate, p.hourly_rate)::text AS hourly_rate,
                ${epoch('pm.joined_at')} AS joined_at,
                COALESCE(NULLIF(btrim(wm.nickname), ''),
                         NULLIF(btrim(concat_ws(' ', COALESCE(wm.first_name, u.first_name),
                                                     COALESCE(wm.last_name, u.last_name))), ''),
                         u.email) AS name
           FROM project_members pm
           JOIN projects p ON p.id = pm.id_project
           JOIN workspace_members wm
             ON wm.id_workspace = p.id_workspace AND wm.id_user = pm.id_user AND wm.deleted_at IS NULL
           JOIN users u ON u.id = pm.id_user AND u.deleted_at IS NULL
          WHERE pm.id_project = $1) m
        ORDER BY lower(m.name), m.id_user`,
      [idProject],
    );
  }

  /** Whether the user is an ACTIVE, live member of the workspace. */
  async isActiveWorkspaceMember(idWorkspace: string, idUser: string): Promise<boolean> {
    const rows = await queryRows(
      this.db(),
      `SELECT 1 FROM workspace_members
        WHERE id_workspace = $1 AND id_user = $2 AND deleted_at IS NULL AND status = $3`,
      [idWorkspace, idUser, MemberStatus.Active],
    );
    return rows.length > 0;
  }

  /** False when they already were a member; the primary key settles concurrent joins. */
  async add(idProject: string, idUser: string, isFavorite = false, tx?: Tx): Promise<boolean> {
    const rows = await queryRows(
      this.db(tx),
      `INSERT INTO project_members (id_project, id_user, is_favorite) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING id_user`,
      [idProject, idUser, isFavorite],
    );
    return rows.length === 1;
  }

  /** False when they were not a member. */
  async remove(idProject: string, idUser: string): Promise<boolean> {
    const rows = await queryRows(
      this.db(),
      `DELETE FROM project_members WHERE id_project = $1 AND id_user = $2 RETURNING id_user`,
      [idProject, idUser],
    );
    return rows.length === 1;
  }

  /** False when they are not a member. */
  async setFavorite(idProject: string, idUser: string, isFavorite: boolean): Promise<boolean> {
    const rows = await queryRows(
      this.db(),
      `UPDATE project_members SET is_favorite = $3 WHERE id_project = $1 AND id_user = $2
       RETURNING id_user`,
      [idProject, idUser, isFavorite],
    );
    return rows.length === 1;
  }

  /** False when the user is not a member of the project. */
  async setRate(tx: Tx, change: MemberRateChange): Promise<boolean> {
    const rows = await queryRows(
      tx,
      `UPDATE project_members SET hourly_rate = $3 WHERE id_project = $1 AND id_user = $2
       RETURNING id_user`,
      [change.idProject, change.idUser, change.hourlyRate],
    );
    return rows.length === 1;
  }
}
