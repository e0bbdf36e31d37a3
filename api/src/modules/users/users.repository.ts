import { Injectable } from '@nestjs/common';
import { ErrorKey } from '@punchcard/shared';
import { conflict } from '#src/common/errors/app.exception.js';
import { isPgError, PgErrorCode } from '#src/database/pg-errors.js';
import { assignments } from '#src/database/sql/assignments.js';
import {
  camelRow,
  Database,
  sql,
  type TableRecord,
  type TableRow,
} from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';

/** An account as services see it. */
export type UserRecord = TableRecord<'users'>;

export type UserChange = Partial<
  Pick<
    UserRecord,
    | 'firstName'
    | 'lastName'
    | 'address'
    | 'contactNumber'
    | 'isTutorialDone'
    | 'passwordHash'
    | 'locale'
  >
>;

const CHANGE_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  address: 'address',
  contactNumber: 'contact_number',
  isTutorialDone: 'is_tutorial_done',
  passwordHash: 'password_hash',
  locale: 'locale',
} as const satisfies Record<keyof UserChange, keyof TableRow<'users'>>;

/** E-mail addresses are compared in this form everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

@Injectable()
export class UsersRepository {
  constructor(private readonly db: Database) {}

  async findLiveById(id: string, tx?: Tx): Promise<UserRecord | null> {
    const row = await this.db.maybeOne<TableRow<'users'>>(
      sql`SELECT * FROM users WHERE id = ${id} AND deleted_at IS NULL`,
      tx,
    );
    return row ? camelRow(row) : null;
  }

  async findLiveByEmail(email: string): Promise<UserRecord | null> {
    const row = await this.db.maybeOne<TableRow<'users'>>(
      sql`SELECT * FROM users WHERE email = ${normalizeEmail(email)} AND deleted_at IS NULL`,
    );
    return row ? camelRow(row) : null;
  }

  async existsByEmail(email: string): Promise<boolean> {
    const row = await this.db.maybeOne(
      sql`SELECT 1 FROM users WHERE email = ${normalizeEmail(email)} AND deleted_at IS NULL`,
    );
    return row !== undefined;
  }

  /** A second live account with the e-mail (a concurrent sign-up) answers 409. */
  async create(
    values: Pick<UserRecord, 'email' | 'passwordHash' | 'locale'> &
      Partial<Pick<UserRecord, 'firstName' | 'lastName'>>,
    tx?: Tx,
  ): Promise<UserRecord> {
    const row = await this.db
      .one<TableRow<'users'>>(
        sql`INSERT INTO users (email, password_hash, locale, first_name, last_name)
            VALUES (${normalizeEmail(values.email)}, ${values.passwordHash}, ${values.locale},
                    ${values.firstName ?? null}, ${values.lastName ?? null})
            RETURNING *`,
        tx,
      )
      .catch((error: unknown) => {
        if (isPgError(error, PgErrorCode.UniqueViolation, 'users_email_key')) {
          throw conflict(ErrorKey.SignupConflict, 'An account with this e-mail already exists.');
        }
        throw error;
      });
    return camelRow(row);
  }

  async update(id: string, change: UserChange, tx?: Tx): Promise<void> {
    const set = assignments(change, CHANGE_COLUMNS);
    await this.db.execute(
      sql`UPDATE users SET ${sql.join([...set, sql`updated_at = now()`])} WHERE id = ${id}`,
      tx,
    );
  }

  async softDelete(id: string, now: Date, tx?: Tx): Promise<void> {
    await this.db.execute(
      sql`UPDATE users SET deleted_at = ${now}, password_hash = NULL, updated_at = now()
           WHERE id = ${id}`,
      tx,
    );
  }
}
