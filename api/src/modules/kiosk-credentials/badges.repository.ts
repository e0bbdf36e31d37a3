import { Injectable } from '@nestjs/common';
import { Database, sql } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';

/** A workspace's stored badge key and card salt. */
export interface StoredKeys {
  kid: string;
  publicKey: Record<string, string>;
  privateKeySealed: string;
  cardSalt: string;
}

export interface LiveBadge {
  version: number;
  issuedAt: Date;
}

/** Who holds a live badge, and whether they are an ACTIVE member now. */
export interface BadgeHolder {
  idUser: string;
  version: number;
  active: boolean;
}

/** Whether a membership is ACTIVE and live, with a live account; a condition on alias `m`. */
const ACTIVE = sql`(m.status = 'ACTIVE' AND m.deleted_at IS NULL AND u.deleted_at IS NULL)`;

/** kiosk_credential_keys and kiosk_badges. */
@Injectable()
export class BadgesRepository {
  constructor(private readonly db: Database) {}

  async keys(idWorkspace: string): Promise<StoredKeys | undefined> {
    return this.db.maybeOne<StoredKeys>(
      sql.prepared(sql`SELECT kid, public_key AS "publicKey",
                              private_key_sealed AS "privateKeySealed", card_salt AS "cardSalt"
                         FROM kiosk_credential_keys WHERE id_workspace = ${idWorkspace}`),
    );
  }

  /** Stores keys unless another call already did; answers the ones that are kept. */
  async keepKeys(idWorkspace: string, keys: StoredKeys): Promise<StoredKeys> {
    await this.db.execute(
      sql`INSERT INTO kiosk_credential_keys
                 (id_workspace, kid, public_key, private_key_sealed, card_salt)
          VALUES (${idWorkspace}, ${keys.kid}, ${JSON.stringify(keys.publicKey)}::jsonb,
                  ${keys.privateKeySealed}, ${keys.cardSalt})
          ON CONFLICT (id_workspace) DO NOTHING`,
    );
    const kept = await this.keys(idWorkspace);
    if (!kept) throw new Error('The workspace vanished while its keys were stored');
    return kept;
  }

  /** The member's live badge, issuing version 1 on first use. */
  async liveBadge(idWorkspace: string, idUser: string, now: Date): Promise<LiveBadge> {
    await this.db.execute(
      sql`INSERT INTO kiosk_badges (id_workspace, id_user, version, issued_at)
          SELECT ${idWorkspace}, ${idUser}, 1, ${now}
           WHERE NOT EXISTS (SELECT 1 FROM kiosk_badges
                              WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser})
          ON CONFLICT DO NOTHING`,
    );
    return this.db.one<LiveBadge>(
      sql`SELECT version, issued_at AS "issuedAt" FROM kiosk_badges
           WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser} AND revoked_at IS NULL`,
    );
  }

  /**
   * Revokes the live version and issues the next. The caller holds the membership row's lock
   * (liveMemberRole with its transaction), so two rotations of one member queue and each sees the other's result.
   */
  async rotate(
    idWorkspace: string,
    idUser: string,
    by: string,
    now: Date,
    tx: Tx,
  ): Promise<LiveBadge> {
    await this.db.execute(
      sql`UPDATE kiosk_badges SET revoked_at = ${now}, revoked_by = ${by}
           WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser} AND revoked_at IS NULL`,
      tx,
    );
    return this.db.one<LiveBadge>(
      sql`INSERT INTO kiosk_badges (id_workspace, id_user, version, issued_at)
          SELECT ${idWorkspace}, ${idUser}, coalesce(max(version), 0) + 1, ${now}
            FROM kiosk_badges WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser}
          RETURNING version, issued_at AS "issuedAt"`,
      tx,
    );
  }

  /**
   * The role of a live (not removed) membership, undefined when there is none; with `tx`, the
   * row stays locked until it ends.
   */
  async liveMemberRole(idWorkspace: string, idUser: string, tx?: Tx): Promise<string | undefined> {
    const row = await this.db.maybeOne<{ role: string }>(
      sql`SELECT role FROM workspace_members
           WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser} AND deleted_at IS NULL
          ${tx ? sql`FOR UPDATE` : sql``}`,
      tx,
    );
    return row?.role;
  }

  /**
   * Whether the badge version was valid at `at` (live, or revoked later than `at`) and its
   * holder is an ACTIVE member now.
   */
  async validAt(idWorkspace: string, idUser: string, version: number, at: Date): Promise<boolean> {
    const row = await this.db.maybeOne(
      sql.prepared(sql`SELECT 1 FROM kiosk_badges b
                         JOIN workspace_members m
                           ON m.id_workspace = b.id_workspace AND m.id_user = b.id_user
                         JOIN users u ON u.id = m.id_user
                        WHERE b.id_workspace = ${idWorkspace} AND b.id_user = ${idUser}
                          AND b.version = ${version}
                          AND (b.revoked_at IS NULL OR b.revoked_at > ${at}) AND ${ACTIVE}`),
    );
    return row !== undefined;
  }

  /** Every live badge of the workspace with its holder's standing, in a stable order. */
  async holders(idWorkspace: string): Promise<BadgeHolder[]> {
    return this.db.rows<BadgeHolder>(
      sql.prepared(sql`SELECT b.id_user AS "idUser", b.version,
                              coalesce(${ACTIVE}, false) AS active
                         FROM kiosk_badges b
                         LEFT JOIN workspace_members m
                           ON m.id_workspace = b.id_workspace AND m.id_user = b.id_user
                         LEFT JOIN users u ON u.id = m.id_user
                        WHERE b.id_workspace = ${idWorkspace} AND b.revoked_at IS NULL
                        ORDER BY b.id_user`),
    );
  }
}
