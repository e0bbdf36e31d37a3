import { Injectable } from '@nestjs/common';
import {
  camelRow,
  Database,
  sql,
  type TableRecord,
  type TableRow,
} from '#src/database/sql/index.js';

export type FeedbackEntryRecord = TableRecord<'feedback_entries'>;
export type SupportRequestRecord = TableRecord<'support_requests'>;

/** What a new row holds; the database gives its id. */
export type NewFeedbackEntry = Omit<FeedbackEntryRecord, 'id' | 'mailedAt'>;
export type NewSupportRequest = Omit<SupportRequestRecord, 'id' | 'mailedAt'>;

/** Someone a message is mailed to, in their own language. */
export interface Recipient {
  email: string;
  locale: string;
}

/** The two tables that keep what people wrote in: only these statements touch them. */
@Injectable()
export class FeedbackRepository {
  constructor(private readonly db: Database) {}

  async insertFeedback(entry: NewFeedbackEntry): Promise<FeedbackEntryRecord> {
    const row = await this.db.one<TableRow<'feedback_entries'>>(
      sql`INSERT INTO feedback_entries
            (id_user, id_workspace, kind, rating, message, page, may_contact, locale, user_agent,
             routed_to, created_at)
          VALUES (${entry.idUser}, ${entry.idWorkspace}, ${entry.kind}, ${entry.rating},
                  ${entry.message}, ${entry.page}, ${entry.mayContact}, ${entry.locale},
                  ${entry.userAgent}, ${entry.routedTo}, ${entry.createdAt})
          RETURNING *`,
    );
    return camelRow(row);
  }

  async insertSupportRequest(request: NewSupportRequest): Promise<SupportRequestRecord> {
    const row = await this.db.one<TableRow<'support_requests'>>(
      sql`INSERT INTO support_requests
            (id_user, id_workspace, category, subject, message, email, page, locale, user_agent,
             routed_to, created_at)
          VALUES (${request.idUser}, ${request.idWorkspace}, ${request.category},
                  ${request.subject}, ${request.message}, ${request.email}, ${request.page},
                  ${request.locale}, ${request.userAgent}, ${request.routedTo}, ${request.createdAt})
          RETURNING *`,
    );
    return camelRow(row);
  }

  /** Records that the mail about a message reached every recipient. */
  async markMailed(
    table: 'feedback_entries' | 'support_requests',
    id: string,
    at: Date,
  ): Promise<void> {
    await this.db.execute(
      sql`UPDATE ${sql.raw(table)} SET mailed_at = ${at} WHERE id = ${id} AND mailed_at IS NULL`,
    );
  }

  /**
   * The live accounts that are active super owners of the workspace: on a self-hosted install,
   * the people who run Punchcard for its members. Oldest membership first, for a stable order.
   */
  async superOwnersOf(idWorkspace: string): Promise<Recipient[]> {
    return this.db.rows<Recipient>(
      sql`SELECT u.email, u.locale
            FROM workspace_members m JOIN users u ON u.id = m.id_user
           WHERE m.id_workspace = ${idWorkspace} AND m.role = 'SuperOwner'
             AND m.status = 'ACTIVE' AND m.deleted_at IS NULL AND u.deleted_at IS NULL
           ORDER BY m.joined_at, u.email`,
    );
  }
}
