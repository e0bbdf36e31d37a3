import { Injectable } from '@nestjs/common';
import { Database, sql } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';

/**
 * Member API keys as credentials: they live on `workspace_members` (one per membership, stored
 * hashed), and revoking one clears it, so the key stops working at its next call.
 */
@Injectable()
export class ApiKeysRepository {
  constructor(private readonly db: Database) {}

  async revokeAllForUser(idUser: string, tx?: Tx): Promise<void> {
    await this.db.execute(
      sql`UPDATE workspace_members SET api_key_hash = NULL, api_key_created_at = NULL
           WHERE id_user = ${idUser} AND api_key_hash IS NOT NULL`,
      tx,
    );
  }
}
