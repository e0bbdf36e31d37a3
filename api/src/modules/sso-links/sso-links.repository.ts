import { Injectable } from '@nestjs/common';
import { ErrorKey, type SsoService } from '@punchcard/shared';
import { conflict } from '#src/common/errors/app.exception.js';
import { isPgError, PgErrorCode } from '#src/database/pg-errors.js';
import {
  camelRow,
  Database,
  sql,
  type TableRecord,
  type TableRow,
} from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';

export type SsoLinkRecord = TableRecord<'sso_links'>;

/** The provider identities linked to accounts (sso_links). */
@Injectable()
export class SsoLinksRepository {
  constructor(private readonly db: Database) {}

  async listForUser(idUser: string, tx?: Tx): Promise<SsoLinkRecord[]> {
    const rows = await this.db.rows<TableRow<'sso_links'>>(
      sql`SELECT * FROM sso_links WHERE id_user = ${idUser} ORDER BY created_at, service`,
      tx,
    );
    return rows.map(camelRow);
  }

  /** The account an identity signs in to, if any (deleted accounts lose their links). */
  async findByIdentity(
    service: SsoService,
    subject: string,
    tx?: Tx,
  ): Promise<SsoLinkRecord | undefined> {
    const row = await this.db.maybeOne<TableRow<'sso_links'>>(
      sql`SELECT * FROM sso_links WHERE service = ${service} AND subject = ${subject}`,
      tx,
    );
    return row && camelRow(row);
  }

  /**
   * Links the identity; the unique keys settle races: the identity already linked (here or to
   * another account) answers sso_identity_taken, the account already holding another identity of
   * the provider sso_already_linked.
   */
  async create(
    values: Pick<SsoLinkRecord, 'idUser' | 'subject' | 'email'> & { service: SsoService },
    tx?: Tx,
  ): Promise<void> {
    await this.db
      .execute(
        sql`INSERT INTO sso_links (id_user, service, subject, email)
            VALUES (${values.idUser}, ${values.service}, ${values.subject}, ${values.email})`,
        tx,
      )
      .catch((error: unknown) => {
        if (isPgError(error, PgErrorCode.UniqueViolation, 'sso_links_service_subject_key')) {
          throw conflict(
            ErrorKey.SsoIdentityTaken,
            'This account of the provider is already linked to a Punchcard account.',
          );
        }
        if (isPgError(error, PgErrorCode.UniqueViolation, 'sso_links_id_user_service_key')) {
          throw conflict(ErrorKey.SsoAlreadyLinked, 'A provider account is already linked.');
        }
        throw error;
      });
  }

  /** Keeps the provider's latest e-mail (a relay address can be changed by the person). */
  async updateEmail(id: string, email: string | null): Promise<void> {
    await this.db.execute(sql`UPDATE sso_links SET email = ${email} WHERE id = ${id}`);
  }

  /** Answers whether a link was removed. */
  async remove(idUser: string, service: SsoService, tx?: Tx): Promise<boolean> {
    const removed = await this.db.execute(
      sql`DELETE FROM sso_links WHERE id_user = ${idUser} AND service = ${service}`,
      tx,
    );
    return removed === 1;
  }

  /**
   * Locks the account's row until the transaction ends and answers whether it has a password:
   * two requests that each remove one way in (unlink Google, remove the password) then take
   * turns, and the second sees what the first left.
   */
  async lockSignInMethods(idUser: string, tx: Tx): Promise<{ hasPassword: boolean }> {
    const row = await this.db.one<{ has_password: boolean }>(
      sql`SELECT password_hash IS NOT NULL AS has_password FROM users WHERE id = ${idUser} FOR UPDATE`,
      tx,
    );
    return { hasPassword: row.has_password };
  }

  /** Removes every link of an account (deleting it frees its identities to sign up again). */
  async removeAllForUser(idUser: string, tx?: Tx): Promise<void> {
    await this.db.execute(sql`DELETE FROM sso_links WHERE id_user = ${idUser}`, tx);
  }
}
