import { Injectable } from '@nestjs/common';
import type { InvoiceStatus } from '@punchcard/shared';
import { Database, sql } from '#src/database/sql/index.js';
import type { TableRow } from '#src/database/sql/schema/index.js';
import type { Tx } from '#src/database/transactions.js';
import type { PendingItem } from './test-subscriptions.repository.js';

export type TestIntentStatus =
  'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';

/** An invoice as read: its table row with its lines. */
export type TestInvoiceRow = Omit<TableRow<'billing_test_invoices'>, 'seq' | 'status'> & {
  status: InvoiceStatus;
  lines: PendingItem[];
};

export interface NewTestInvoice {
  id: string;
  id_customer: string;
  id_subscription: string;
  status: 'open' | 'paid';
  currency: string;
  subtotal: number;
  total: number;
  amount_due: number;
  created_at: Date;
  period_start: Date;
  period_end: Date;
  lines: PendingItem[];
}

export interface TestIntentRow {
  id: string;
  client_secret: string;
  id_invoice: string;
  id_subscription: string | null;
  status: TestIntentStatus;
  payment_method: string | null;
}

/** How invoice numbers read: `PC-000123`, six digits at least. */
export const invoiceNumber = (seq: number): string => `PC-${String(seq).padStart(6, '0')}`;

/** Lines come back as JSON: their instants are text until turned into Dates here. */
interface JsonLine extends Omit<PendingItem, 'period_start' | 'period_end'> {
  period_start: string;
  period_end: string;
}

const SELECT_INVOICE = sql`
  SELECT i.id, i.number, i.id_customer, i.id_subscription, i.status, i.currency, i.subtotal,
         i.total, i.amount_due, i.amount_paid, i.created_at, i.period_start, i.period_end,
         i.paid_at,
         COALESCE((SELECT json_agg(json_build_object(
                     'description', l.description, 'amount', l.amount, 'quantity', l.quantity,
                     'proration', l.proration, 'period_start', l.period_start,
                     'period_end', l.period_end) ORDER BY l.position)
                     FROM billing_test_invoice_lines l WHERE l.id_invoice = i.id), '[]') AS lines
    FROM billing_test_invoices i`;

function withDates(row: Omit<TestInvoiceRow, 'lines'> & { lines: JsonLine[] }): TestInvoiceRow {
  return {
    ...row,
    lines: row.lines.map((line) => ({
      ...line,
      period_start: new Date(line.period_start),
      period_end: new Date(line.period_end),
    })),
  };
}

const INTENT_COLUMNS = sql`pi.id, pi.client_secret, pi.id_invoice, i.id_subscription, pi.status,
  pi.payment_method`;

/** The test provider's invoices (numbered, with their lines) and their payment intents. */
@Injectable()
export class TestInvoicesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Numbers the invoice from the install's one counter, inside the invoice's transaction: the
   * counter row stays locked until it commits, and a rollback gives the number back.
   */
  async insert(invoice: NewTestInvoice, tx: Tx): Promise<{ number: string }> {
    const { seq } = await this.db.one<{ seq: number }>(
      sql`UPDATE billing_test_invoice_numbers SET last_number = last_number + 1
          RETURNING last_number::float8 AS seq`,
      tx,
    );
    const number = invoiceNumber(seq);
    await this.db.execute(
      sql`INSERT INTO billing_test_invoices
            (id, seq, number, id_customer, id_subscription, status, currency, subtotal, total,
             amount_due, amount_paid, created_at, period_start, period_end, paid_at)
          VALUES (${invoice.id}, ${seq}, ${number}, ${invoice.id_customer},
                  ${invoice.id_subscription}, ${invoice.status}, ${invoice.currency},
                  ${invoice.subtotal}, ${invoice.total}, ${invoice.amount_due},
                  ${invoice.status === 'paid' ? invoice.amount_due : 0}, ${invoice.created_at},
                  ${invoice.period_start}, ${invoice.period_end},
                  ${invoice.status === 'paid' ? invoice.created_at : null})`,
      tx,
    );
    for (const [position, line] of invoice.lines.entries()) {
      await this.db.execute(
        sql`INSERT INTO billing_test_invoice_lines
              (id_invoice, position, description, amount, quantity, proration, period_start,
               period_end)
            VALUES (${invoice.id}, ${position}, ${line.description}, ${line.amount},
                    ${line.quantity}, ${line.proration}, ${line.period_start},
                    ${line.period_end})`,
        tx,
      );
    }
    return { number };
  }

  async invoice(idCustomer: string, id: string): Promise<TestInvoiceRow | undefined> {
    const row = await this.db.maybeOne<Omit<TestInvoiceRow, 'lines'> & { lines: JsonLine[] }>(
      sql`${SELECT_INVOICE} WHERE i.id = ${id} AND i.id_customer = ${idCustomer}`,
    );
    return row && withDates(row);
  }

  /** Newest first. */
  async invoicesOf(idCustomer: string, limit: number): Promise<TestInvoiceRow[]> {
    const rows = await this.db.rows<Omit<TestInvoiceRow, 'lines'> & { lines: JsonLine[] }>(
      sql`${SELECT_INVOICE} WHERE i.id_customer = ${idCustomer}
           ORDER BY i.seq DESC LIMIT ${limit}`,
    );
    return rows.map(withDates);
  }

  /** The subscription's open invoices, oldest first: the order a new card pays them in. */
  openInvoicesOf(idSubscription: string, tx: Tx): Promise<{ id: string; amount_due: number }[]> {
    return this.db.rows(
      sql`SELECT id, amount_due FROM billing_test_invoices
           WHERE id_subscription = ${idSubscription} AND status = 'open' ORDER BY seq`,
      tx,
    );
  }

  /** Whether the subscription's newest invoice is paid (what makes it active again). */
  async latestPaid(idSubscription: string, tx: Tx): Promise<boolean> {
    const row = await this.db.maybeOne<{ status: InvoiceStatus }>(
      sql`SELECT status FROM billing_test_invoices WHERE id_subscription = ${idSubscription}
           ORDER BY seq DESC LIMIT 1`,
      tx,
    );
    return row?.status === 'paid';
  }

  /** Marks an open invoice paid; false when it was not open (paid already, or voided). */
  async markPaid(id: string, at: Date, tx: Tx): Promise<boolean> {
    const updated = await this.db.execute(
      sql`UPDATE billing_test_invoices SET status = 'paid', amount_paid = amount_due, paid_at = ${at}
           WHERE id = ${id} AND status = 'open'`,
      tx,
    );
    return updated > 0;
  }

  /** Voids the subscription's open invoices and cancels their payments (it ended unpaid). */
  async voidOpen(idSubscription: string, tx: Tx): Promise<void> {
    await this.db.execute(
      sql`UPDATE billing_test_payment_intents SET status = 'canceled'
           WHERE id_invoice IN (SELECT id FROM billing_test_invoices
                                 WHERE id_subscription = ${idSubscription} AND status = 'open')`,
      tx,
    );
    await this.db.execute(
      sql`UPDATE billing_test_invoices SET status = 'void'
           WHERE id_subscription = ${idSubscription} AND status = 'open'`,
      tx,
    );
  }

  async insertIntent(
    row: { id: string; client_secret: string; id_invoice: string },
    tx: Tx,
  ): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO billing_test_payment_intents (id, client_secret, id_invoice, status)
          VALUES (${row.id}, ${row.client_secret}, ${row.id_invoice}, 'requires_payment_method')`,
      tx,
    );
  }

  /** The payment behind `clientSecret`, when it belongs to the workspace's customer. */
  intentBySecret(clientSecret: string, idWorkspace: string): Promise<TestIntentRow | undefined> {
    return this.db.maybeOne<TestIntentRow>(
      sql`SELECT ${INTENT_COLUMNS}
            FROM billing_test_payment_intents pi
            JOIN billing_test_invoices i ON i.id = pi.id_invoice
            JOIN billing_test_customers c ON c.id = i.id_customer
           WHERE pi.client_secret = ${clientSecret} AND c.id_workspace = ${idWorkspace}`,
    );
  }

  intentOfInvoice(idInvoice: string, tx: Tx): Promise<TestIntentRow | undefined> {
    return this.db.maybeOne<TestIntentRow>(
      sql`SELECT ${INTENT_COLUMNS}
            FROM billing_test_payment_intents pi
            JOIN billing_test_invoices i ON i.id = pi.id_invoice
           WHERE pi.id_invoice = ${idInvoice}`,
      tx,
    );
  }

  async setIntent(
    id: string,
    change: { status: TestIntentStatus; payment_method: string | null; last_error: string | null },
    tx: Tx,
  ): Promise<void> {
    await this.db.execute(
      sql`UPDATE billing_test_payment_intents
             SET status = ${change.status}, payment_method = ${change.payment_method},
                 last_error = ${change.last_error}
           WHERE id = ${id}`,
      tx,
    );
  }
}
