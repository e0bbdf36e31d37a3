import { Injectable } from '@nestjs/common';
import { ErrorKey } from '@punchcard/shared';
import { conflict } from '#src/common/errors/app.exception.js';
import { isPgError, PgErrorCode } from '#src/database/pg-errors.js';
import {
  camelRow,
  Database,
  sql,
  type TableRecord,
  type TableRow,
} from '#src/database/sql/index.js';

export type TagRecord = TableRecord<'tags'>;

/**
 * Name uniqueness is the database's (`tags_workspace_name_key`, a unique expression index among
 * live tags), so racing writes cannot both succeed: the loser gets 409 tag_conflict.
 */
@Injectable()
export class TagsRepository {
  constructor(private readonly db: Database) {}

  /** Sorted by name ignoring case; the id breaks ties so the order is stable. */
  async listForWorkspace(idWorkspace: string, includeDeleted: boolean): Promise<TagRecord[]> {
    const rows = await this.db.rows<TableRow<'tags'>>(
      sql`SELECT * FROM tags
           WHERE id_workspace = ${idWorkspace} AND ${includeDeleted ? sql`true` : sql`deleted_at IS NULL`}
           ORDER BY lower(name), id`,
    );
    return rows.map(camelRow);
  }

  async create(values: Pick<TagRecord, 'idWorkspace' | 'name'>): Promise<TagRecord> {
    const row = await uniqueName(
      this.db.one<TableRow<'tags'>>(
        sql`INSERT INTO tags (id_workspace, name) VALUES (${values.idWorkspace}, ${values.name})
            RETURNING *`,
      ),
    );
    return camelRow(row);
  }

  /** Renames a live tag of the workspace; null when there is none. */
  async rename(idWorkspace: string, id: string, name: string): Promise<TagRecord | null> {
    const row = await uniqueName(
      this.db.maybeOne<TableRow<'tags'>>(
        sql`UPDATE tags SET name = ${name}
             WHERE id = ${id} AND id_workspace = ${idWorkspace} AND deleted_at IS NULL
            RETURNING *`,
      ),
    );
    return row ? camelRow(row) : null;
  }

  /**
   * Soft-deletes a live tag (`deletedAt` set) or restores a deleted one (null) in one statement;
   * null when no tag was in the expected state.
   */
  async setDeletedAt(
    idWorkspace: string,
    id: string,
    deletedAt: Date | null,
  ): Promise<TagRecord | null> {
    const row = await uniqueName(
      this.db.maybeOne<TableRow<'tags'>>(
        sql`UPDATE tags SET deleted_at = ${deletedAt}
             WHERE id = ${id} AND id_workspace = ${idWorkspace}
               AND ${deletedAt ? sql`deleted_at IS NULL` : sql`deleted_at IS NOT NULL`}
            RETURNING *`,
      ),
    );
    return row ? camelRow(row) : null;
  }
}

async function uniqueName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isPgError(error, PgErrorCode.UniqueViolation, 'tags_workspace_name_key')) {
      throw conflict(ErrorKey.TagConflict, 'A tag with this name already exists.');
    }
    throw error;
  }
}
