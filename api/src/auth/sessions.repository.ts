import { Injectable } from '@nestjs/common';
import {
  camelRow,
  Database,
  sql,
  type TableRecord,
  type TableRow,
} from '#src/database/sql/index.js';
import {
  prefixedColumns,
  SESSION_COLUMNS,
  unprefixed,
  USER_COLUMNS,
} from '#src/database/sql/columns.js';
import type { Tx } from '#src/database/transactions.js';

/** A signed-in browser, as services see it. */
export type SessionRecord = TableRecord<'sessions'>;

const S = prefixedColumns('s', 's', SESSION_COLUMNS);
const U = prefixedColumns('u', 'u', USER_COLUMNS);

@Injectable()
export class SessionsRepository {
  constructor(private readonly db: Database) {}

  async create(
    values: Omit<SessionRecord, 'id' | 'createdAt' | 'revokedAt'>,
    tx?: Tx,
  ): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO sessions (id_user, token_hash, user_agent, ip_address, last_seen_at,
                                expires_at, revoked_at)
          VALUES (${values.idUser}, ${values.tokenHash}, ${values.userAgent}, ${values.ipAddress},
                  ${values.lastSeenAt}, ${values.expiresAt}, NULL)`,
      tx,
    );
  }

  async findLiveByTokenHash(
    tokenHash: string,
    now: Date,
    tx?: Tx,
  ): Promise<SessionRecord | undefined> {
    const row = await this.db.maybeOne<TableRow<'sessions'>>(
      sql`SELECT * FROM sessions
           WHERE token_hash = ${tokenHash} AND revoked_at IS NULL AND expires_at > ${now}`,
      tx,
    );
    return row ? camelRow(row) : undefined;
  }

  /**
   * What authenticating a browser call needs, in one prepared statement: the live session and
   * its live user.
   */
  async findLiveWithUser(
    tokenHash: string,
    now: Date,
  ): Promise<{ session: SessionRecord; user: TableRecord<'users'> } | undefined> {
    const row = await this.db.maybeOne<Record<string, unknown>>(
      sql.prepared(sql`SELECT ${S}, ${U}
                         FROM sessions s JOIN users u ON u.id = s.id_user AND u.deleted_at IS NULL
                        WHERE s.token_hash = ${tokenHash} AND s.revoked_at IS NULL
                          AND s.expires_at > ${now}`),
    );
    if (!row) return undefined;
    return {
      session: camelRow(unprefixed<'sessions'>(row, 's', SESSION_COLUMNS)),
      user: camelRow(unprefixed<'users'>(row, 'u', USER_COLUMNS)),
    };
  }

  async touch(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
    await this.db.execute(
      sql`UPDATE sessions SET last_seen_at = ${lastSeenAt}, expires_at = ${expiresAt}
           WHERE id = ${id}`,
    );
  }

  async revoke(id: string, now: Date, tx?: Tx): Promise<void> {
    await this.db.execute(
      sql`UPDATE sessions SET revoked_at = ${now} WHERE id = ${id} AND revoked_at IS NULL`,
      tx,
    );
  }

  /** Revokes every live session of a user, except `keepId` when given. */
  async revokeAllForUser(idUser: string, now: Date, keepId?: string, tx?: Tx): Promise<void> {
    await this.db.execute(
      sql`UPDATE sessions SET revoked_at = ${now}
           WHERE id_user = ${idUser} AND revoked_at IS NULL
             AND ${keepId ? sql`id <> ${keepId}` : sql`true`}`,
      tx,
    );
  }
}
