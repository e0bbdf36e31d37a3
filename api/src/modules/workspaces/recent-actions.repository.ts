import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThanOrEqual, type Repository } from 'typeorm';
import { queryRows, type Tx } from '#src/database/transactions.js';
import { RecentActionEntity } from './recent-action.entity.js';

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
  constructor(
    @InjectRepository(RecentActionEntity)
    private readonly recentActions: Repository<RecentActionEntity>,
  ) {}

  /** One member's recent actions in one workspace, newest first, none older than `since`. */
  listForMember(
    idWorkspace: string,
    idUser: string,
    limit: number,
    since: Date | null,
  ): Promise<RecentActionEntity[]> {
    return this.recentActions.find({
      where: { idWorkspace, idUser, ...(since ? { usedAt: MoreThanOrEqual(since) } : {}) },
      order: { usedAt: 'DESC', id: 'ASC' },
      take: limit,
    });
  }

  /** Deletes only rows of this member in this workspace: other ids simply match nothing. */
  async deleteForMember(idWorkspace: string, idUser: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.recentActions.delete({ idWorkspace, idUser, id: In(ids) });
  }

  /**
   * Records that the member used this template now: the same project, task, category, tag set
   * and description moves to the top instead of being added twice, and only the newest `keep`
   * stay. The member's row is locked so two recordings of one member cannot both insert; a task
   * is share-locked so a permanent delete of it either waits for this transaction or has already
   * happened (then there is nothing to record a reference to).
   */
  async record(tx: Tx, action: RecentActionTemplate, usedAt: Date, keep: number): Promise<void> {
    const { idWorkspace, idUser, idTask } = action;
    if (idTask) {
      const task = await queryRows(tx, `SELECT 1 FROM tasks WHERE id = $1 FOR SHARE`, [idTask]);
      if (task.length === 0) return;
    }
    await tx.query(
      `SELECT 1 FROM workspace_members WHERE id_workspace = $1 AND id_user = $2 FOR NO KEY UPDATE`,
      [idWorkspace, idUser],
    );
    const idTags = [...new Set(action.idTags)].sort();
    const same = {
      idWorkspace,
      idUser,
      idProject: action.idProject,
      idTask,
      idCategory: action.idCategory,
      description: action.description,
    };
    const updated = await queryRows(
      tx,
      `UPDATE recent_actions SET used_at = $8
        WHERE id_workspace = $1 AND id_user = $2
          AND id_project IS NOT DISTINCT FROM $3::uuid AND id_task IS NOT DISTINCT FROM $4::uuid
          AND id_category IS NOT DISTINCT FROM $5::uuid AND id_tags = $6::uuid[]
          AND description IS NOT DISTINCT FROM $7::text
        RETURNING id`,
      [
        idWorkspace,
        idUser,
        same.idProject,
        idTask,
        same.idCategory,
        idTags,
        same.description,
        usedAt,
      ],
    );
    if (updated.length === 0) {
      await tx.getRepository(RecentActionEntity).insert({ ...same, idTags, usedAt });
    }
    await tx.query(
      `DELETE FROM recent_actions WHERE id IN (
         SELECT id FROM recent_actions WHERE id_workspace = $1 AND id_user = $2
          ORDER BY used_at DESC, id OFFSET $3)`,
      [idWorkspace, idUser, keep],
    );
  }
}
