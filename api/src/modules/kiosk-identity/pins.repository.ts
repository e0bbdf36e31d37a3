import { Injectable } from '@nestjs/common';
import { MemberStatus } from '@punchcard/shared';
import { Database, sql } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';

/**
 * Account PINs and their reset links. A PIN arrives here already keyed-hashed; nothing in this
 * file ever sees one in clear.
 */
@Injectable()
export class PinsRepository {
  constructor(private readonly db: Database) {}

  async pinHashOf(idUser: string, tx?: Tx): Promise<string | undefined> {
    const row = await this.db.maybeOne<{ pin_hash: string }>(
      sql`SELECT pin_hash FROM account_pins WHERE id_user = ${idUser}`,
      tx,
    );
    return row?.pin_hash;
  }

  async hasPin(idUser: string): Promise<boolean> {
    return (await this.pinHashOf(idUser)) !== undefined;
  }

  /**
   * Serializes PIN writes of one hash (whoever writes it), so two members choosing the same PIN
   * at once cannot both pass the collision check. Held until the transaction ends.
   */
  async lockHash(pinHash: string, tx: Tx): Promise<void> {
    await this.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`pin:${pinHash}`}))`, tx);
  }

  /**
   * Whether another account with this PIN is an ACTIVE member of a workspace the user belongs to
   * (in any live status: an invited or inactive member may become active with this PIN). Found
   * through account_pins_pin_hash_idx, then the few accounts that share the hash.
   */
  async collides(idUser: string, pinHash: string, tx: Tx): Promise<boolean> {
    const row = await this.db.maybeOne<{ one: number }>(
      sql`SELECT 1 AS one
            FROM account_pins p
            JOIN workspace_members other ON other.id_user = p.id_user
             AND other.status = ${MemberStatus.Active} AND other.deleted_at IS NULL
            JOIN workspace_members mine ON mine.id_workspace = other.id_workspace
             AND mine.id_user = ${idUser} AND mine.deleted_at IS NULL
           WHERE p.pin_hash = ${pinHash} AND p.id_user <> ${idUser}
           LIMIT 1`,
      tx,
    );
    return row !== undefined;
  }

  async save(idUser: string, pinHash: string, tx: Tx): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO account_pins (id_user, pin_hash) VALUES (${idUser}, ${pinHash})
          ON CONFLICT (id_user) DO UPDATE SET pin_hash = EXCLUDED.pin_hash, updated_at = now()`,
      tx,
    );
  }

  /** Whether a workspace the user is an active member of lets its kiosks identify by PIN. */
  async pinUsefulFor(idUser: string): Promise<boolean> {
    const row = await this.db.maybeOne<{ one: number }>(
      sql`SELECT 1 AS one FROM workspace_members m
            JOIN workspaces w ON w.id = m.id_workspace AND w.deleted_at IS NULL
           WHERE m.id_user = ${idUser} AND m.status = ${MemberStatus.Active}
             AND m.deleted_at IS NULL AND w.is_kiosk_enabled AND w.is_pin_enabled
           LIMIT 1`,
    );
    return row !== undefined;
  }

  async createReset(idUser: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO pin_resets (id_user, token_hash, expires_at)
          VALUES (${idUser}, ${tokenHash}, ${expiresAt})`,
    );
  }

  /** Older links stop working when a new one is mailed. */
  async retireResetsOf(idUser: string, now: Date): Promise<void> {
    await this.db.execute(
      sql`UPDATE pin_resets SET used_at = ${now} WHERE id_user = ${idUser} AND used_at IS NULL`,
    );
  }

  /** Uses a reset token once; answers its user when it was live. */
  /** Whose live reset link this is, without using it up. */
  async resetOwner(tokenHash: string, now: Date): Promise<string | undefined> {
    const row = await this.db.maybeOne<{ id_user: string }>(
      sql`SELECT id_user FROM pin_resets
           WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > ${now}`,
    );
    return row?.id_user;
  }

  async consumeReset(tokenHash: string, now: Date, tx: Tx): Promise<string | undefined> {
    const row = await this.db.maybeOne<{ id_user: string }>(
      sql`UPDATE pin_resets SET used_at = ${now}
           WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > ${now}
          RETURNING id_user`,
      tx,
    );
    return row?.id_user;
  }
}
