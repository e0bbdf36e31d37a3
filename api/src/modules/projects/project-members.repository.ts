import { Injectable } from '@nestjs/common';
import { MemberStatus } from '@punchcard/shared';
import { epoch } from '#src/database/sql/epoch.js';
import { Database, sql, type TableRow } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';

/** One member of a project with what the member list shows. */
export interface ProjectMemberRow
  extends
    Pick<TableRow<'project_members'>, 'id_user' | 'is_favorite'>,
    Pick<TableRow<'users'>, 'email'>,
    Pick<TableRow<'workspace_members'>, 'role'> {
  name: string;
  /** Whether `name` is a name rather than the e-mail address it falls back to. */
  named: boolean;
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
  constructor(private readonly db: Database) {}

  /** Members whose workspace membership is live, by name. */
  list(idProject: string): Promise<ProjectMemberRow[]> {
    return this.db.rows<ProjectMemberRow>(
      sql`SELECT * FROM (
            SELECT pm.id_user, u.email, wm.role, pm.is_favorite,
                   COALESCE(pm.hourly_rate, p.hourly_rate)::text AS hourly_rate,
                   ${epoch('pm.joined_at')} AS joined_at,
                   COALESCE(NULLIF(btrim(wm.nickname), ''),
                            NULLIF(btrim(concat_ws(' ', COALESCE(wm.first_name, u.first_name),
                                                        COALESCE(wm.last_name, u.last_name))), ''),
                            u.email) AS name,
                   COALESCE(NULLIF(btrim(wm.nickname), ''),
                            NULLIF(btrim(concat_ws(' ', COALESCE(wm.first_name, u.first_name),
                                                        COALESCE(wm.last_name, u.last_name))), ''))
                     IS NOT NULL AS named
              FROM project_members pm
              JOIN projects p ON p.id = pm.id_project
              JOIN workspace_members wm
                ON wm.id_workspace = p.id_workspace AND wm.id_user = pm.id_user
               AND wm.deleted_at IS NULL
              JOIN users u ON u.id = pm.id_user AND u.deleted_at IS NULL
             WHERE pm.id_project = ${idProject}) m
          ORDER BY lower(m.name), m.id_user`,
    );
  }

  /** Whether the user is an ACTIVE, live member of the workspace. */
  async isActiveWorkspaceMember(idWorkspace: string, idUser: string): Promise<boolean> {
    const row = await this.db.maybeOne(
      sql`SELECT 1 FROM workspace_members
           WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser} AND deleted_at IS NULL
             AND status = ${MemberStatus.Active}`,
    );
    return row !== undefined;
  }

  /** False when they already were a member; the primary key settles concurrent joins. */
  async add(idProject: string, idUser: string, isFavorite = false, tx?: Tx): Promise<boolean> {
    const added = await this.db.execute(
      sql`INSERT INTO project_members (id_project, id_user, is_favorite)
          VALUES (${idProject}, ${idUser}, ${isFavorite})
          ON CONFLICT DO NOTHING`,
      tx,
    );
    return added === 1;
  }

  /** False when they were not a member. */
  async remove(idProject: string, idUser: string): Promise<boolean> {
    const removed = await this.db.execute(
      sql`DELETE FROM project_members WHERE id_project = ${idProject} AND id_user = ${idUser}`,
    );
    return removed === 1;
  }

  /** False when they are not a member. */
  async setFavorite(idProject: string, idUser: string, isFavorite: boolean): Promise<boolean> {
    const changed = await this.db.execute(
      sql`UPDATE project_members SET is_favorite = ${isFavorite}
           WHERE id_project = ${idProject} AND id_user = ${idUser}`,
    );
    return changed === 1;
  }

  /** False when the user is not a member of the project. */
  async setRate(change: MemberRateChange, tx?: Tx): Promise<boolean> {
    const changed = await this.db.execute(
      sql`UPDATE project_members SET hourly_rate = ${change.hourlyRate}
           WHERE id_project = ${change.idProject} AND id_user = ${change.idUser}`,
      tx,
    );
    return changed === 1;
  }
}
