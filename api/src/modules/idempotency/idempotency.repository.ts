import { Injectable } from '@nestjs/common';
import {
  camelRow,
  Database,
  sql,
  type TableRecord,
  type TableRow,
} from '#src/database/sql/index.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type IdempotencyKeyRecord = TableRecord<'idempotency_keys'>;

@Injectable()
export class IdempotencyRepository {
  constructor(private readonly db: Database) {}

  /**
   * Takes the key for this request; true when we own it: new, expired, or abandoned (the same
   * request claimed it over a minute ago and never recorded an answer: its process died, or the
   * database went away before the answer or the release could be written). A retry then runs
   * again instead of hearing "not finished" for a day; the clock statements' own invariants make
   * a rerun of an action that did commit answer its usual refusal (already clocked in), never a
   * second row. The primary key makes concurrent claims race safely: exactly one wins.
   */
  async claim(idUser: string, key: string, requestHash: string, now: Date): Promise<boolean> {
    const rows = await this.db.rows<{ key: string }>(
      sql`INSERT INTO idempotency_keys (id_user, key, request_hash, created_at)
          VALUES (${idUser}, ${key}, ${requestHash}, ${now})
          ON CONFLICT (id_user, key) DO UPDATE
            SET request_hash = EXCLUDED.request_hash, status_code = NULL, response = NULL,
                created_at = EXCLUDED.created_at
            WHERE idempotency_keys.created_at < ${now}::timestamptz - interval '24 hours'
               OR (idempotency_keys.status_code IS NULL
                   AND idempotency_keys.request_hash = EXCLUDED.request_hash
                   AND idempotency_keys.created_at < ${now}::timestamptz - interval '1 minute')
          RETURNING key`,
    );
    return rows.length === 1;
  }

  async find(idUser: string, key: string): Promise<IdempotencyKeyRecord | undefined> {
    const row = await this.db.maybeOne<TableRow<'idempotency_keys'>>(
      sql`SELECT * FROM idempotency_keys WHERE id_user = ${idUser} AND key = ${key}`,
    );
    return row && camelRow(row);
  }

  async complete(
    idUser: string,
    key: string,
    statusCode: number,
    response: unknown,
  ): Promise<void> {
    await this.db.execute(
      sql`UPDATE idempotency_keys
             SET status_code = ${statusCode}, response = ${JSON.stringify(response ?? null)}
           WHERE id_user = ${idUser} AND key = ${key}`,
    );
  }

  /** The request failed unexpectedly: free the key so a retry runs again. */
  async release(idUser: string, key: string): Promise<void> {
    await this.db.execute(
      sql`DELETE FROM idempotency_keys WHERE id_user = ${idUser} AND key = ${key}`,
    );
  }

  purgeExpired(now: Date): Promise<number> {
    return this.db.execute(
      sql`DELETE FROM idempotency_keys
           WHERE created_at < ${now}::timestamptz - interval '24 hours'`,
    );
  }
}
