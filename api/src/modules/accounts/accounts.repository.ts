import { Injectable } from '@nestjs/common';
import {
  camelRow,
  Database,
  sql,
  type TableRecord,
  type TableRow,
} from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';

export type SignupVerificationRecord = TableRecord<'signup_verifications'>;

/** One-time secrets of the account flows: sign-up codes and password reset links. */
@Injectable()
export class AccountsRepository {
  constructor(private readonly db: Database) {}

  async createVerification(
    values: Pick<SignupVerificationRecord, 'email' | 'codeHash' | 'locale' | 'expiresAt'>,
  ): Promise<SignupVerificationRecord> {
    const row = await this.db.one<TableRow<'signup_verifications'>>(
      sql`INSERT INTO signup_verifications (email, code_hash, locale, expires_at, attempts, consumed_at)
          VALUES (${values.email}, ${values.codeHash}, ${values.locale}, ${values.expiresAt}, 0, NULL)
          RETURNING *`,
    );
    return camelRow(row);
  }

  async findVerification(id: string): Promise<SignupVerificationRecord | null> {
    const row = await this.db.maybeOne<TableRow<'signup_verifications'>>(
      sql`SELECT * FROM signup_verifications WHERE id = ${id}`,
    );
    return row ? camelRow(row) : null;
  }

  /** Counts a wrong code; answers the attempts used, or undefined when none were left. */
  async recordFailedAttempt(id: string, maxAttempts: number): Promise<number | undefined> {
    const row = await this.db.maybeOne<Pick<TableRow<'signup_verifications'>, 'attempts'>>(
      sql`UPDATE signup_verifications SET attempts = attempts + 1
           WHERE id = ${id} AND attempts < ${maxAttempts} AND consumed_at IS NULL
          RETURNING attempts`,
    );
    return row?.attempts;
  }

  /** Marks the code used; false when another request consumed it first. */
  async consumeVerification(id: string, now: Date, maxAttempts: number, tx?: Tx): Promise<boolean> {
    const consumed = await this.db.execute(
      sql`UPDATE signup_verifications SET consumed_at = ${now}
           WHERE id = ${id} AND consumed_at IS NULL AND expires_at > ${now}
             AND attempts < ${maxAttempts}`,
      tx,
    );
    return consumed === 1;
  }

  async createReset(
    values: Pick<TableRecord<'password_resets'>, 'idUser' | 'tokenHash' | 'expiresAt'>,
  ): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO password_resets (id_user, token_hash, expires_at, used_at)
          VALUES (${values.idUser}, ${values.tokenHash}, ${values.expiresAt}, NULL)`,
    );
  }

  /** Uses a reset token once; answers its user when it was live. */
  async consumeReset(tokenHash: string, now: Date, tx?: Tx): Promise<string | undefined> {
    const row = await this.db.maybeOne<Pick<TableRow<'password_resets'>, 'id_user'>>(
      sql`UPDATE password_resets SET used_at = ${now}
           WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > ${now}
          RETURNING id_user`,
      tx,
    );
    return row?.id_user;
  }

  /** A new link replaces older unused ones, so only the latest e-mail works. */
  async retireResetsOf(idUser: string, now: Date): Promise<void> {
    await this.db.execute(
      sql`UPDATE password_resets SET used_at = ${now} WHERE id_user = ${idUser} AND used_at IS NULL`,
    );
  }
}
