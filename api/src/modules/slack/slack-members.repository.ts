import { Injectable } from '@nestjs/common';
import { MemberStatus } from '@punchcard/shared';
import { Database, sql } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';
import { memberNameSql } from '#src/modules/members/index.js';

/** A member a Slack user maps to, with the account's language for the answer. */
export interface SlackMember {
  idUser: string;
  locale: string;
}

/** A one-time link token as its preview and confirmation need it. */
export interface SlackLinkTokenRecord {
  idIntegration: string;
  idWorkspace: string;
  teamName: string;
  slackUserId: string;
  slackUserName: string;
  expiresAt: Date;
}

export interface OpenState {
  clockedInAt: Date | null;
  breakSince: Date | null;
}

/** Receipts older than this are gone; Slack gives up retrying within minutes. */
const RECEIPT_DAYS = 1;
/** At most this many names answer `/punch who`, so the message stays readable. */
export const WHO_LIMIT = 50;

const ACTIVE_MEMBER = sql`m.status = ${MemberStatus.Active} AND m.deleted_at IS NULL`;

/**
 * Who a Slack user is in Punchcard (links by e-mail or one-time link), the link tokens, the
 * receipts that make a retried command answer once, and the reads the commands answer with.
 */
@Injectable()
export class SlackMembersRepository {
  constructor(private readonly db: Database) {}

  /** The linked member, while they are an ACTIVE member with a live account. */
  async linkedMember(
    idIntegration: string,
    idWorkspace: string,
    slackUserId: string,
  ): Promise<SlackMember | undefined> {
    return this.db.maybeOne<SlackMember>(
      sql.prepared(sql`SELECT u.id AS "idUser", u.locale
                         FROM slack_user_links l
                         JOIN workspace_members m ON m.id_user = l.id_user
                          AND m.id_workspace = ${idWorkspace} AND ${ACTIVE_MEMBER}
                         JOIN users u ON u.id = l.id_user AND u.deleted_at IS NULL
                        WHERE l.id_integration = ${idIntegration}
                          AND l.slack_user_id = ${slackUserId}`),
    );
  }

  /** The ACTIVE member whose account e-mail is `email` (stored and compared lower-case). */
  async memberByEmail(idWorkspace: string, email: string): Promise<SlackMember | undefined> {
    return this.db.maybeOne<SlackMember>(
      sql`SELECT u.id AS "idUser", u.locale
            FROM users u
            JOIN workspace_members m ON m.id_user = u.id AND m.id_workspace = ${idWorkspace}
             AND ${ACTIVE_MEMBER}
           WHERE lower(u.email) = ${email} AND u.deleted_at IS NULL`,
    );
  }

  async saveLink(
    link: {
      idIntegration: string;
      slackUserId: string;
      slackUserName: string;
      idUser: string;
      linkedBy: 'email' | 'link';
      at: Date;
    },
    tx?: Tx,
  ): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO slack_user_links (id_integration, slack_user_id, id_user, slack_user_name,
                                        linked_by, linked_at)
          VALUES (${link.idIntegration}, ${link.slackUserId}, ${link.idUser},
                  ${link.slackUserName}, ${link.linkedBy}, ${link.at})
          ON CONFLICT (id_integration, slack_user_id) DO UPDATE
             SET id_user = EXCLUDED.id_user, slack_user_name = EXCLUDED.slack_user_name,
                 linked_by = EXCLUDED.linked_by, linked_at = EXCLUDED.linked_at`,
      tx,
    );
  }

  /** Stores a new token's hash, dropping the integration's expired ones on the way. */
  async createLinkToken(token: {
    hash: string;
    idIntegration: string;
    slackUserId: string;
    slackUserName: string;
    expiresAt: Date;
    now: Date;
  }): Promise<void> {
    await this.db.execute(
      sql`WITH expired AS (
            DELETE FROM slack_link_tokens
             WHERE id_integration = ${token.idIntegration} AND expires_at <= ${token.now}
          )
          INSERT INTO slack_link_tokens (token_hash, id_integration, slack_user_id,
                                         slack_user_name, expires_at)
          VALUES (${token.hash}, ${token.idIntegration}, ${token.slackUserId},
                  ${token.slackUserName}, ${token.expiresAt})`,
    );
  }

  /** An unused, unexpired token. */
  previewToken(hash: string, now: Date): Promise<SlackLinkTokenRecord | undefined> {
    return this.db.maybeOne<SlackLinkTokenRecord>(
      sql`SELECT t.id_integration AS "idIntegration", i.id_workspace AS "idWorkspace",
                 i.name AS "teamName", t.slack_user_id AS "slackUserId",
                 t.slack_user_name AS "slackUserName", t.expires_at AS "expiresAt"
            FROM slack_link_tokens t
            JOIN slack_integrations i ON i.id = t.id_integration
           WHERE t.token_hash = ${hash} AND t.used_at IS NULL AND t.expires_at > ${now}`,
    );
  }

  /** Uses the token once: the UPDATE's conditions let only one of racing confirmations win. */
  useToken(
    hash: string,
    idUser: string,
    now: Date,
    tx: Tx,
  ): Promise<SlackLinkTokenRecord | undefined> {
    return this.db.maybeOne<SlackLinkTokenRecord>(
      sql`UPDATE slack_link_tokens t SET used_at = ${now}, used_by = ${idUser}
            FROM slack_integrations i
           WHERE i.id = t.id_integration AND t.token_hash = ${hash} AND t.used_at IS NULL
             AND t.expires_at > ${now}
       RETURNING t.id_integration AS "idIntegration", i.id_workspace AS "idWorkspace",
                 i.name AS "teamName", t.slack_user_id AS "slackUserId",
                 t.slack_user_name AS "slackUserName", t.expires_at AS "expiresAt"`,
      tx,
    );
  }

  /**
   * Claims a command's trigger for this transaction: true for the first delivery. A retry racing
   * the first waits on the unique key until it commits, then gets false and reads its answer.
   */
  async claimReceipt(idIntegration: string, triggerId: string, tx: Tx): Promise<boolean> {
    await this.db.execute(
      sql`DELETE FROM slack_command_receipts
           WHERE created_at < now() - make_interval(days => ${RECEIPT_DAYS})`,
      tx,
    );
    const claimed = await this.db.maybeOne<{ claimed: boolean }>(
      sql`INSERT INTO slack_command_receipts (id_integration, trigger_id, answer)
          VALUES (${idIntegration}, ${triggerId}, '{}'::jsonb)
          ON CONFLICT DO NOTHING RETURNING true AS claimed`,
      tx,
    );
    return claimed !== undefined;
  }

  async receiptAnswer(
    idIntegration: string,
    triggerId: string,
    tx?: Tx,
  ): Promise<Record<string, unknown> | undefined> {
    const row = await this.db.maybeOne<{ answer: Record<string, unknown> }>(
      sql`SELECT answer FROM slack_command_receipts
           WHERE id_integration = ${idIntegration} AND trigger_id = ${triggerId}`,
      tx,
    );
    return row?.answer;
  }

  async saveReceiptAnswer(
    idIntegration: string,
    triggerId: string,
    answer: Record<string, unknown>,
    tx: Tx,
  ): Promise<void> {
    await this.db.execute(
      sql`UPDATE slack_command_receipts SET answer = ${JSON.stringify(answer)}::jsonb
           WHERE id_integration = ${idIntegration} AND trigger_id = ${triggerId}`,
      tx,
    );
  }

  /** The member's open workspace time and its open break, if any. */
  async openState(idWorkspace: string, idUser: string, tx?: Tx): Promise<OpenState> {
    const row = await this.db.maybeOne<OpenState>(
      sql`SELECT w.start_at AS "clockedInAt", b.start_at AS "breakSince"
            FROM workspace_times w
            LEFT JOIN breaks b ON b.id_workspace_time = w.id AND b.end_at IS NULL
                              AND b.deleted_at IS NULL
           WHERE w.id_workspace = ${idWorkspace} AND w.id_user = ${idUser} AND w.end_at IS NULL
             AND w.deleted_at IS NULL`,
      tx,
    );
    return row ?? { clockedInAt: null, breakSince: null };
  }

  /** ACTIVE members clocked in now, by name, at most WHO_LIMIT + 1 (to tell there are more). */
  clockedIn(idWorkspace: string, tx?: Tx): Promise<{ name: string; onBreak: boolean }[]> {
    return this.db.rows<{ name: string; onBreak: boolean }>(
      sql`SELECT ${memberNameSql('m', 'u')} AS name, b.id IS NOT NULL AS "onBreak"
            FROM workspace_times w
            JOIN workspace_members m ON m.id_workspace = w.id_workspace AND m.id_user = w.id_user
             AND ${ACTIVE_MEMBER}
            JOIN users u ON u.id = w.id_user AND u.deleted_at IS NULL
            LEFT JOIN breaks b ON b.id_workspace_time = w.id AND b.end_at IS NULL
                              AND b.deleted_at IS NULL
           WHERE w.id_workspace = ${idWorkspace} AND w.end_at IS NULL AND w.deleted_at IS NULL
           ORDER BY name
           LIMIT ${WHO_LIMIT + 1}`,
      tx,
    );
  }
}
