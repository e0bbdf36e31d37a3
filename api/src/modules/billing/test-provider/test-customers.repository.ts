import { Injectable } from '@nestjs/common';
import { Database, sql } from '#src/database/sql/index.js';
import type { TableRow } from '#src/database/sql/schema/index.js';
import type { Tx } from '#src/database/transactions.js';

export type TestCustomerRow = Pick<
  TableRow<'billing_test_customers'>,
  'id' | 'id_workspace' | 'email' | 'description' | 'default_payment_method'
>;

/** A card; `test_id` is the Stripe test id it was made from, which decides what charging does. */
export type TestPaymentMethodRow = Omit<TableRow<'billing_test_payment_methods'>, 'seq'>;

export type NewTestPaymentMethod = TestPaymentMethodRow;

const CUSTOMER_COLUMNS = sql`id, id_workspace, email, description, default_payment_method`;
const METHOD_COLUMNS = sql`id, id_customer, test_id, brand, last4, country, exp_month, exp_year,
  created_at`;

/** The test provider's customers, their cards and the per-workspace test clocks. */
@Injectable()
export class TestCustomersRepository {
  constructor(private readonly db: Database) {}

  /** Seconds the workspace's test clock runs ahead of real time. */
  async clockOffset(idWorkspace: string, tx?: Tx): Promise<number> {
    const row = await this.db.maybeOne<{ offset_seconds: number }>(
      sql`SELECT offset_seconds::float8 AS offset_seconds FROM billing_test_clocks
           WHERE id_workspace = ${idWorkspace}`,
      tx,
    );
    return row?.offset_seconds ?? 0;
  }

  /** Moves the workspace's test clock on by `seconds`; answers the new offset. */
  async advanceClock(idWorkspace: string, seconds: number): Promise<number> {
    const row = await this.db.one<{ offset_seconds: number }>(
      sql`INSERT INTO billing_test_clocks (id_workspace, offset_seconds)
          VALUES (${idWorkspace}, ${seconds})
          ON CONFLICT (id_workspace)
          DO UPDATE SET offset_seconds = billing_test_clocks.offset_seconds + EXCLUDED.offset_seconds
          RETURNING offset_seconds::float8 AS offset_seconds`,
    );
    return row.offset_seconds;
  }

  /** One customer per workspace: a second insert (a retry, a race) keeps the first. */
  async insertCustomer(row: TestCustomerRow & { created_at: Date }): Promise<TestCustomerRow> {
    await this.db.execute(
      sql`INSERT INTO billing_test_customers (id, id_workspace, email, description, created_at)
          VALUES (${row.id}, ${row.id_workspace}, ${row.email}, ${row.description},
                  ${row.created_at})
          ON CONFLICT (id_workspace) DO NOTHING`,
    );
    return this.db.one<TestCustomerRow>(
      sql`SELECT ${CUSTOMER_COLUMNS} FROM billing_test_customers
           WHERE id_workspace = ${row.id_workspace}`,
    );
  }

  customer(id: string, tx?: Tx): Promise<TestCustomerRow | undefined> {
    return this.db.maybeOne<TestCustomerRow>(
      sql`SELECT ${CUSTOMER_COLUMNS} FROM billing_test_customers WHERE id = ${id}`,
      tx,
    );
  }

  async setDefaultPaymentMethod(idCustomer: string, id: string | null, tx?: Tx): Promise<void> {
    await this.db.execute(
      sql`UPDATE billing_test_customers SET default_payment_method = ${id}
           WHERE id = ${idCustomer}`,
      tx,
    );
  }

  async insertPaymentMethod(row: NewTestPaymentMethod, tx?: Tx): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO billing_test_payment_methods
            (id, id_customer, test_id, brand, last4, country, exp_month, exp_year, created_at)
          VALUES (${row.id}, ${row.id_customer}, ${row.test_id}, ${row.brand}, ${row.last4},
                  ${row.country}, ${row.exp_month}, ${row.exp_year}, ${row.created_at})`,
      tx,
    );
  }

  /** The card, when it is attached to this customer. */
  paymentMethod(
    idCustomer: string,
    id: string,
    tx?: Tx,
  ): Promise<TestPaymentMethodRow | undefined> {
    return this.db.maybeOne<TestPaymentMethodRow>(
      sql`SELECT ${METHOD_COLUMNS} FROM billing_test_payment_methods
           WHERE id = ${id} AND id_customer = ${idCustomer}`,
      tx,
    );
  }

  /**
   * Newest first, `limit` + 1 rows so the caller knows whether more follow. `after` pages towards
   * older cards, `before` towards newer ones (answered newest first all the same).
   */
  async pageOfPaymentMethods(
    idCustomer: string,
    limit: number,
    cursor: { after?: string; before?: string },
  ): Promise<TestPaymentMethodRow[]> {
    const of = (id: string) =>
      sql`(SELECT seq FROM billing_test_payment_methods
            WHERE id = ${id} AND id_customer = ${idCustomer})`;
    if (cursor.before !== undefined) {
      const rows = await this.db.rows<TestPaymentMethodRow>(
        sql`SELECT ${METHOD_COLUMNS} FROM billing_test_payment_methods
             WHERE id_customer = ${idCustomer} AND seq > ${of(cursor.before)}
             ORDER BY seq ASC LIMIT ${limit + 1}`,
      );
      return rows.reverse();
    }
    const older = cursor.after === undefined ? sql.empty : sql`AND seq < ${of(cursor.after)}`;
    return this.db.rows<TestPaymentMethodRow>(
      sql`SELECT ${METHOD_COLUMNS} FROM billing_test_payment_methods
           WHERE id_customer = ${idCustomer} ${older}
           ORDER BY seq DESC LIMIT ${limit + 1}`,
    );
  }

  /** Detaches the card; defaults naming it fall back to none (the foreign keys' SET NULL). */
  async deletePaymentMethod(idCustomer: string, id: string): Promise<boolean> {
    const deleted = await this.db.execute(
      sql`DELETE FROM billing_test_payment_methods
           WHERE id = ${id} AND id_customer = ${idCustomer}`,
    );
    return deleted > 0;
  }
}
