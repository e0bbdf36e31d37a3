import { Injectable } from '@nestjs/common';
import { DEFAULT_CATEGORY_COLOR, MemberStatus } from '@punchcard/shared';
import { Database, sql, type TableRow } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';

/**
 * The workspace objects a task points at (members, tags, categories), looked up the way a task
 * body needs them: scoped to one workspace, inside the task's transaction.
 */
@Injectable()
export class TaskRefsRepository {
  constructor(private readonly db: Database) {}

  /** Users among `ids` with a live membership of the workspace (any status). */
  async liveMemberIds(idWorkspace: string, ids: string[], tx?: Tx): Promise<string[]> {
    const rows = await this.db.rows<Pick<TableRow<'workspace_members'>, 'id_user'>>(
      sql`SELECT id_user FROM workspace_members
           WHERE id_workspace = ${idWorkspace} AND deleted_at IS NULL
             AND id_user = ANY(${ids}::uuid[])`,
      tx,
    );
    return rows.map((row) => row.id_user);
  }

  async isActiveMember(idWorkspace: string, idUser: string, tx?: Tx): Promise<boolean> {
    const row = await this.db.maybeOne(
      sql`SELECT 1 FROM workspace_members
           WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser} AND deleted_at IS NULL
             AND status = ${MemberStatus.Active}`,
      tx,
    );
    return row !== undefined;
  }

  async liveTagIds(idWorkspace: string, ids: string[], tx?: Tx): Promise<string[]> {
    const rows = await this.db.rows<Pick<TableRow<'tags'>, 'id'>>(
      sql`SELECT id FROM tags
           WHERE id_workspace = ${idWorkspace} AND deleted_at IS NULL AND id = ANY(${ids}::uuid[])`,
      tx,
    );
    return rows.map((row) => row.id);
  }

  /** Share-locked, so a concurrent delete-and-reassign of the category waits for this task. */
  async hasLiveCategory(idWorkspace: string, id: string, tx?: Tx): Promise<boolean> {
    const row = await this.db.maybeOne(
      sql`SELECT 1 FROM categories
           WHERE id = ${id} AND id_workspace = ${idWorkspace} AND deleted_at IS NULL
          FOR SHARE`,
      tx,
    );
    return row !== undefined;
  }

  /** The oldest live category with that name (trimmed, any case), if any. */
  async findCategoryByName(
    idWorkspace: string,
    name: string,
    tx?: Tx,
  ): Promise<string | undefined> {
    // Serialises find-or-create of one name in one workspace: two tasks naming a new category
    // at once must not create it twice (categories have no unique name index).
    const lock = `category:${idWorkspace}:${name.toLowerCase()}`;
    await this.db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${lock}, 0))`, tx);
    const row = await this.db.maybeOne<Pick<TableRow<'categories'>, 'id'>>(
      sql`SELECT id FROM categories
           WHERE id_workspace = ${idWorkspace} AND deleted_at IS NULL
             AND lower(btrim(name)) = lower(${name})
           ORDER BY created_at, id LIMIT 1`,
      tx,
    );
    return row?.id;
  }

  async createCategory(idWorkspace: string, name: string, tx?: Tx): Promise<string> {
    const row = await this.db.one<Pick<TableRow<'categories'>, 'id'>>(
      sql`INSERT INTO categories (id_workspace, name, color)
          VALUES (${idWorkspace}, ${name}, ${DEFAULT_CATEGORY_COLOR})
          RETURNING id`,
      tx,
    );
    return row.id;
  }
}
