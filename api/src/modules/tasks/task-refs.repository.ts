import { Injectable } from '@nestjs/common';
import { DEFAULT_CATEGORY_COLOR, MemberStatus } from '@punchcard/shared';
import { queryRows, type Tx } from '#src/database/transactions.js';

/**
 * The workspace objects a task points at (members, tags, categories), looked up the way a task
 * body needs them: scoped to one workspace, inside the task's transaction.
 */
@Injectable()
export class TaskRefsRepository {
  /** Users among `ids` with a live membership of the workspace (any status). */
  async liveMemberIds(tx: Tx, idWorkspace: string, ids: string[]): Promise<string[]> {
    const rows = await queryRows<{ id_user: string }>(
      tx,
      `SELECT id_user FROM workspace_members
        WHERE id_workspace = $1 AND deleted_at IS NULL AND id_user = ANY($2::uuid[])`,
      [idWorkspace, ids],
    );
    return rows.map((row) => row.id_user);
  }

  async isActiveMember(tx: Tx, idWorkspace: string, idUser: string): Promise<boolean> {
    const rows = await queryRows(
      tx,
      `SELECT 1 FROM workspace_members
        WHERE id_workspace = $1 AND id_user = $2 AND deleted_at IS NULL AND status = $3`,
      [idWorkspace, idUser, MemberStatus.Active],
    );
    return rows.length > 0;
  }

  async liveTagIds(tx: Tx, idWorkspace: string, ids: string[]): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      tx,
      `SELECT id FROM tags WHERE id_workspace = $1 AND deleted_at IS NULL AND id = ANY($2::uuid[])`,
      [idWorkspace, ids],
    );
    return rows.map((row) => row.id);
  }

  /** Share-locked, so a concurrent delete-and-reassign of the category waits for this task. */
  async hasLiveCategory(tx: Tx, idWorkspace: string, id: string): Promise<boolean> {
    const rows = await queryRows(
      tx,
      `SELECT 1 FROM categories WHERE id = $1 AND id_workspace = $2 AND deleted_at IS NULL
       FOR SHARE`,
      [id, idWorkspace],
    );
    return rows.length > 0;
  }

  /** The oldest live category with that name (trimmed, any case), if any. */
  async findCategoryByName(tx: Tx, idWorkspace: string, name: string): Promise<string | undefined> {
    // Serialises find-or-create of one name in one workspace: two tasks naming a new category
    // at once must not create it twice (categories have no unique name index).
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `category:${idWorkspace}:${name.toLowerCase()}`,
    ]);
    const rows = await queryRows<{ id: string }>(
      tx,
      `SELECT id FROM categories
        WHERE id_workspace = $1 AND deleted_at IS NULL AND lower(btrim(name)) = lower($2)
        ORDER BY created_at, id LIMIT 1`,
      [idWorkspace, name],
    );
    return rows[0]?.id;
  }

  async createCategory(tx: Tx, idWorkspace: string, name: string): Promise<string> {
    const rows = await queryRows<{ id: string }>(
      tx,
      `INSERT INTO categories (id_workspace, name, color) VALUES ($1, $2, $3) RETURNING id`,
      [idWorkspace, name, DEFAULT_CATEGORY_COLOR],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('INSERT ... RETURNING gave no row');
    return id;
  }
}
