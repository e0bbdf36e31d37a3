import { Injectable } from '@nestjs/common';
import {
  camelRow,
  Database,
  sql,
  type TableRecord,
  type TableRow,
} from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';

export type RecentActionRecord = TableRecord<'recent_actions'>;

/** What a member just used: the template a recent action offers again. */
export interface RecentActionTemplate {
  idWorkspace: string;
  idUser: string;
  idProject: string | null;
  idTask: string | null;
  idCategory: string | null;
  idTags: string[];
  description: string | null;
}

@Injectable()
export class RecentActionsRepository {
  constructor(private readonly db: Database) {}

  /** One member's recent actions in one workspace, newest first, none older than `since`. */
  async listForMember(
    idWorkspace: string,
    idUser: string,
    limit: number,
    since: Date | null,
  ): Promise<RecentActionRecord[]> {
    const rows = await this.db.rows<TableRow<'recent_actions'>>(
      sql`SELECT * FROM recent_actions
           WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser}
             AND (${since}::timestamptz IS NULL OR used_at >= ${since}::timestamptz)
           ORDER BY used_at DESC, id ASC
           LIMIT ${limit}`,
    );
    return rows.map(camelRow);
  }

  /** Deletes only rows of this member in this workspace: other ids simply match nothing. */
  async deleteForMember(idWorkspace: string, idUser: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.execute(
      sql`DELETE FROM recent_actions
           WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser} AND id = ANY(${ids}::uuid[])`,
    );
  }

  /**
   * Records that the member used this template now: the same project, task, category, tag set
   * and description moves to the top instead of being added twice, and only the newest `keep`
   * stay. The member's row is locked so two recordings of one member cannot both insert; a task
   * is share-locked so a permanent delete of it either waits for this transaction or has already
   * happened (then there is nothing to record a reference to).
   */
  async record(action: RecentActionTemplate, usedAt: Date, keep: number, tx: Tx): Promise<void> {
    const { idWorkspace, idUser, idProject, idTask, idCategory, description } = action;
    if (idTask) {
      const task = await this.db.rows(sql`SELECT 1 FROM tasks WHERE id = ${idTask} FOR SHARE`, tx);
      if (task.length === 0) return;
    }
    await this.db.rows(
      sql`SELECT 1 FROM workspace_members
           WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser} FOR NO KEY UPDATE`,
      tx,
    );
    const idTags = [...new Set(action.idTags)].sort();
    const updated = await this.db.execute(
      sql`UPDATE recent_actions SET used_at = ${usedAt}
           WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser}
             AND id_project IS NOT DISTINCT FROM ${idProject}::uuid
             AND id_task IS NOT DISTINCT FROM ${idTask}::uuid
             AND id_category IS NOT DISTINCT FROM ${idCategory}::uuid
             AND id_tags = ${idTags}::uuid[]
             AND description IS NOT DISTINCT FROM ${description}::text`,
      tx,
    );
    if (updated === 0) {
      await this.db.execute(
        sql`INSERT INTO recent_actions (id_workspace, id_user, id_project, id_task, id_category,
                                        description, id_tags, used_at)
            VALUES (${idWorkspace}, ${idUser}, ${idProject}, ${idTask}, ${idCategory},
                    ${description}, ${idTags}::uuid[], ${usedAt})`,
        tx,
      );
    }
    await this.db.execute(
      sql`DELETE FROM recent_actions WHERE id IN (
            SELECT id FROM recent_actions WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser}
             ORDER BY used_at DESC, id OFFSET ${keep})`,
      tx,
    );
  }
}
