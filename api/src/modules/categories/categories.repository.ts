import { Injectable } from '@nestjs/common';
import { assignments } from '#src/database/sql/assignments.js';
import {
  camelRow,
  Database,
  sql,
  type TableRecord,
  type TableRow,
} from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';

export type CategoryRecord = TableRecord<'categories'>;

export type CategoryChanges = Partial<Pick<CategoryRecord, 'name' | 'color'>>;

const CHANGE_COLUMNS = { name: 'name', color: 'color' } as const satisfies Record<
  keyof CategoryChanges,
  keyof TableRow<'categories'>
>;

/**
 * Categories, plus the task and activity queries that deleting one needs (how many use it, moving
 * them to another): they are about the category, and keeping them here keeps the delete in one
 * place.
 */
@Injectable()
export class CategoriesRepository {
  constructor(private readonly db: Database) {}

  /** Sorted by name ignoring case; the id breaks ties so the order is stable. */
  async listForWorkspace(idWorkspace: string, includeDeleted: boolean): Promise<CategoryRecord[]> {
    const rows = await this.db.rows<TableRow<'categories'>>(
      sql`SELECT * FROM categories
           WHERE id_workspace = ${idWorkspace} AND ${includeDeleted ? sql`true` : sql`deleted_at IS NULL`}
           ORDER BY lower(name), id`,
    );
    return rows.map(camelRow);
  }

  async create(
    values: Pick<CategoryRecord, 'idWorkspace' | 'name' | 'color'>,
  ): Promise<CategoryRecord> {
    const row = await this.db.one<TableRow<'categories'>>(
      sql`INSERT INTO categories (id_workspace, name, color)
          VALUES (${values.idWorkspace}, ${values.name}, ${values.color})
          RETURNING *`,
    );
    return camelRow(row);
  }

  async findLive(idWorkspace: string, id: string): Promise<CategoryRecord | null> {
    const row = await this.db.maybeOne<TableRow<'categories'>>(
      sql`SELECT * FROM categories
           WHERE id = ${id} AND id_workspace = ${idWorkspace} AND deleted_at IS NULL`,
    );
    return row ? camelRow(row) : null;
  }

  /**
   * The workspace's categories among `ids`, deleted or not, locked for the rest of the transaction.
   * Locking in id order keeps two transactions that lock the same pair from deadlocking.
   */
  async lockInWorkspace(idWorkspace: string, ids: string[], tx?: Tx): Promise<CategoryRecord[]> {
    const rows = await this.db.rows<TableRow<'categories'>>(
      sql`SELECT * FROM categories
           WHERE id = ANY(${ids}::uuid[]) AND id_workspace = ${idWorkspace}
           ORDER BY id FOR UPDATE`,
      tx,
    );
    return rows.map(camelRow);
  }

  async update(id: string, changes: CategoryChanges, tx?: Tx): Promise<void> {
    const set = assignments(changes, CHANGE_COLUMNS);
    if (set.length === 0) return;
    await this.db.execute(
      sql`UPDATE categories SET ${sql.join([...set, sql`updated_at = now()`])} WHERE id = ${id}`,
      tx,
    );
  }

  async setDeletedAt(id: string, deletedAt: Date | null, tx?: Tx): Promise<void> {
    await this.db.execute(
      sql`UPDATE categories SET deleted_at = ${deletedAt}, updated_at = now() WHERE id = ${id}`,
      tx,
    );
  }

  /** Restores a deleted category of the workspace in one statement; null when there is none. */
  async restore(idWorkspace: string, id: string): Promise<CategoryRecord | null> {
    const row = await this.db.maybeOne<TableRow<'categories'>>(
      sql`UPDATE categories SET deleted_at = NULL, updated_at = now()
           WHERE id = ${id} AND id_workspace = ${idWorkspace} AND deleted_at IS NOT NULL
          RETURNING *`,
    );
    return row ? camelRow(row) : null;
  }

  async findByIds(ids: string[], tx?: Tx): Promise<CategoryRecord[]> {
    const rows = await this.db.rows<TableRow<'categories'>>(
      sql`SELECT * FROM categories WHERE id = ANY(${ids}::uuid[])`,
      tx,
    );
    return rows.map(camelRow);
  }

  /** Tasks that are not deleted (live or archived) using the category. */
  async countTasksUsing(idCategory: string, tx?: Tx): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM tasks
           WHERE id_category = ${idCategory} AND deleted_at IS NULL`,
      tx,
    );
    return row.n;
  }

  /** Live activities (time recorded) in the category. */
  async countActivitiesUsing(idCategory: string, tx?: Tx): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM activities
           WHERE id_category = ${idCategory} AND deleted_at IS NULL`,
      tx,
    );
    return row.n;
  }

  /**
   * Moves every task and activity of the workspace in category `from` (deleted ones too) to `to`;
   * a moved task's version moves on. Activities that start meanwhile share-lock the category they
   * name, so none is left behind.
   */
  async moveTasksAndActivities(
    idWorkspace: string,
    from: string,
    to: string,
    tx?: Tx,
  ): Promise<void> {
    await this.db.execute(
      sql`UPDATE tasks SET id_category = ${to}, updated_at = now()
           WHERE id_workspace = ${idWorkspace} AND id_category = ${from}`,
      tx,
    );
    await this.db.execute(
      sql`UPDATE activities SET id_category = ${to}
           WHERE id_workspace = ${idWorkspace} AND id_category = ${from}`,
      tx,
    );
  }
}
