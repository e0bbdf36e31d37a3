import { Injectable } from '@nestjs/common';
import { isPgError, PgErrorCode } from '#src/database/pg-errors.js';
import { Database, sql } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';

export interface CardRecord {
  id: string;
  idUser: string;
  lastDigits: string;
  boundAt: Date;
}

export interface NewCard {
  idWorkspace: string;
  idUser: string;
  uidHash: string;
  offlineHash: string;
  lastDigits: string;
  boundAt: Date;
  boundBy: string;
  idKiosk: string | null;
}

export interface PendingEnrolment {
  idUser: string;
  requestedBy: string;
}

/** The card's UID is already bound to someone in this workspace. */
export class CardTaken extends Error {}

/**
 * A card counts from a little before its binding: a kiosk's clock may run behind the server's,
 * and the tap that enrolled a card is stamped with the kiosk's time.
 */
const BIND_SKEW = '2 minutes';

const CARD = sql`id, id_user AS "idUser", last_digits AS "lastDigits", bound_at AS "boundAt"`;

/** kiosk_cards and kiosk_card_enrolments. */
@Injectable()
export class CardsRepository {
  constructor(private readonly db: Database) {}

  /** Binds a card; throws CardTaken when its UID is bound in the workspace already. */
  async bind(card: NewCard, tx?: Tx): Promise<CardRecord> {
    try {
      return await this.db.one<CardRecord>(
        sql`INSERT INTO kiosk_cards (id_workspace, id_user, uid_hash, offline_hash, last_digits,
                                     bound_at, bound_by, id_kiosk)
            VALUES (${card.idWorkspace}, ${card.idUser}, ${card.uidHash}, ${card.offlineHash},
                    ${card.lastDigits}, ${card.boundAt}, ${card.boundBy}, ${card.idKiosk})
            RETURNING ${CARD}`,
        tx,
      );
    } catch (error) {
      if (isPgError(error, PgErrorCode.UniqueViolation, 'kiosk_cards_live_uid_key')) {
        throw new CardTaken();
      }
      throw error;
    }
  }

  async liveCards(idWorkspace: string, idUser: string): Promise<CardRecord[]> {
    return this.db.rows<CardRecord>(
      sql`SELECT ${CARD} FROM kiosk_cards
           WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser} AND unbound_at IS NULL
           ORDER BY bound_at, id`,
    );
  }

  /** Unbinds a live card of the member; undefined when there is none. */
  async unbind(
    idWorkspace: string,
    idUser: string,
    id: string,
    by: string,
    now: Date,
  ): Promise<CardRecord | undefined> {
    return this.db.maybeOne<CardRecord>(
      sql`UPDATE kiosk_cards SET unbound_at = ${now}, unbound_by = ${by}
           WHERE id = ${id} AND id_workspace = ${idWorkspace} AND id_user = ${idUser}
             AND unbound_at IS NULL
          RETURNING ${CARD}`,
    );
  }

  /**
   * The member a card was bound to at `at` (the binding that covered `at`, else one made within
   * BIND_SKEW after it), when that member is ACTIVE now.
   */
  async memberAt(idWorkspace: string, uidHash: string, at: Date): Promise<string | undefined> {
    const row = await this.db.maybeOne<{ idUser: string }>(
      sql.prepared(sql`SELECT c.id_user AS "idUser"
             FROM (SELECT id_user FROM kiosk_cards
                    WHERE id_workspace = ${idWorkspace} AND uid_hash = ${uidHash}
                      AND bound_at <= ${at}::timestamptz + ${BIND_SKEW}::interval
                      AND (unbound_at IS NULL OR unbound_at > ${at})
                    ORDER BY bound_at <= ${at} DESC, bound_at DESC
                    LIMIT 1) c
             JOIN workspace_members m ON m.id_workspace = ${idWorkspace} AND m.id_user = c.id_user
             JOIN users u ON u.id = m.id_user
            WHERE m.status = 'ACTIVE' AND m.deleted_at IS NULL AND u.deleted_at IS NULL`),
    );
    return row?.idUser;
  }

  /** Offline hash -> id_user of every live card of an ACTIVE member, in a stable order. */
  async offlineHashes(idWorkspace: string): Promise<{ hash: string; idUser: string }[]> {
    return this.db.rows(
      sql.prepared(sql`SELECT c.offline_hash AS hash, c.id_user AS "idUser"
             FROM kiosk_cards c
             JOIN workspace_members m ON m.id_workspace = c.id_workspace AND m.id_user = c.id_user
             JOIN users u ON u.id = m.id_user
            WHERE c.id_workspace = ${idWorkspace} AND c.unbound_at IS NULL
              AND m.status = 'ACTIVE' AND m.deleted_at IS NULL AND u.deleted_at IS NULL
            ORDER BY c.offline_hash`),
    );
  }

  /** Whether the kiosk is a live (not revoked) kiosk of the workspace; undefined: none. */
  async kioskState(idWorkspace: string, idKiosk: string): Promise<'live' | 'revoked' | undefined> {
    const row = await this.db.maybeOne<{ revoked: boolean }>(
      sql`SELECT revoked_at IS NOT NULL AS revoked FROM kiosks
           WHERE id = ${idKiosk} AND id_workspace = ${idWorkspace}`,
    );
    if (!row) return undefined;
    return row.revoked ? 'revoked' : 'live';
  }

  /** Puts the kiosk into enrolment mode for one member, replacing any earlier request. */
  async startEnrolment(
    idKiosk: string,
    idWorkspace: string,
    enrolment: PendingEnrolment,
    expiresAt: Date,
  ): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO kiosk_card_enrolments (id_kiosk, id_workspace, id_user, requested_by,
                                             expires_at)
          VALUES (${idKiosk}, ${idWorkspace}, ${enrolment.idUser}, ${enrolment.requestedBy},
                  ${expiresAt})
          ON CONFLICT (id_kiosk) DO UPDATE
             SET id_workspace = excluded.id_workspace, id_user = excluded.id_user,
                 requested_by = excluded.requested_by, expires_at = excluded.expires_at`,
    );
  }

  async cancelEnrolment(idKiosk: string, idWorkspace: string): Promise<boolean> {
    const count = await this.db.execute(
      sql`DELETE FROM kiosk_card_enrolments
           WHERE id_kiosk = ${idKiosk} AND id_workspace = ${idWorkspace}`,
    );
    return count > 0;
  }

  /**
   * Takes the kiosk's enrolment when it is still open at `at`: deleted in the caller's
   * transaction, so it comes back if the binding then fails, and two taps cannot both use it.
   */
  async takeEnrolment(
    idKiosk: string,
    idWorkspace: string,
    at: Date,
    tx: Tx,
  ): Promise<PendingEnrolment | undefined> {
    return this.db.maybeOne<PendingEnrolment>(
      sql`DELETE FROM kiosk_card_enrolments
           WHERE id_kiosk = ${idKiosk} AND id_workspace = ${idWorkspace} AND expires_at > ${at}
          RETURNING id_user AS "idUser", requested_by AS "requestedBy"`,
      tx,
    );
  }
}
