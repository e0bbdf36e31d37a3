import { Injectable } from '@nestjs/common';
import {
  camelRow,
  Database,
  sql,
  type TableRecord,
  type TableRow,
} from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';

export type ClientRecord = TableRecord<'clients'>;

@Injectable()
export class ClientsRepository {
  constructor(private readonly db: Database) {}

  /** Sorted by name ignoring case; the id breaks ties so the order is stable. */
  async listForWorkspace(idWorkspace: string, includeDeleted: boolean): Promise<ClientRecord[]> {
    const rows = await this.db.rows<TableRow<'clients'>>(
      sql`SELECT * FROM clients
           WHERE id_workspace = ${idWorkspace} AND ${includeDeleted ? sql`true` : sql`deleted_at IS NULL`}
           ORDER BY lower(name), id`,
    );
    return rows.map(camelRow);
  }

  async create(values: Pick<ClientRecord, 'idWorkspace' | 'name'>): Promise<ClientRecord> {
    const row = await this.db.one<TableRow<'clients'>>(
      sql`INSERT INTO clients (id_workspace, name) VALUES (${values.idWorkspace}, ${values.name})
          RETURNING *`,
    );
    return camelRow(row);
  }

  async findLive(idWorkspace: string, id: string): Promise<ClientRecord | null> {
    const row = await this.db.maybeOne<TableRow<'clients'>>(
      sql`SELECT * FROM clients
           WHERE id = ${id} AND id_workspace = ${idWorkspace} AND deleted_at IS NULL`,
    );
    return row ? camelRow(row) : null;
  }

  /** A live client of the workspace, locked for the rest of the transaction. */
  async findLiveForUpdate(idWorkspace: string, id: string, tx?: Tx): Promise<ClientRecord | null> {
    const row = await this.db.maybeOne<TableRow<'clients'>>(
      sql`SELECT * FROM clients
           WHERE id = ${id} AND id_workspace = ${idWorkspace} AND deleted_at IS NULL
           FOR UPDATE`,
      tx,
    );
    return row ? camelRow(row) : null;
  }

  async setAvatar(id: string, avatar: string, tx?: Tx): Promise<void> {
    await this.db.execute(
      sql`UPDATE clients SET avatar = ${avatar}, updated_at = now() WHERE id = ${id}`,
      tx,
    );
  }

  /** Renames a live client of the workspace; null when there is none. */
  async rename(idWorkspace: string, id: string, name: string): Promise<ClientRecord | null> {
    const row = await this.db.maybeOne<TableRow<'clients'>>(
      sql`UPDATE clients SET name = ${name}, updated_at = now()
           WHERE id = ${id} AND id_workspace = ${idWorkspace} AND deleted_at IS NULL
          RETURNING *`,
    );
    return row ? camelRow(row) : null;
  }

  /**
   * Soft-deletes a live client (`deletedAt` set) or restores a deleted one (null) in one statement,
   * so two racing calls cannot both succeed; null when no client was in the expected state.
   */
  async setDeletedAt(
    idWorkspace: string,
    id: string,
    deletedAt: Date | null,
  ): Promise<ClientRecord | null> {
    const row = await this.db.maybeOne<TableRow<'clients'>>(
      sql`UPDATE clients SET deleted_at = ${deletedAt}, updated_at = now()
           WHERE id = ${id} AND id_workspace = ${idWorkspace}
             AND ${deletedAt ? sql`deleted_at IS NULL` : sql`deleted_at IS NOT NULL`}
          RETURNING *`,
    );
    return row ? camelRow(row) : null;
  }
}
