import { Injectable } from '@nestjs/common';
import type { SubscriptionStatus } from '@punchcard/shared';
import { Database, type Sql, sql } from '#src/database/sql/index.js';
import type { TableRow } from '#src/database/sql/schema/index.js';
import type { Tx } from '#src/database/transactions.js';
import { INCOMPLETE_EXPIRY_MS } from './test-periods.js';

/** A subscription as read: its table row, its customer's workspace and its latest payment. */
export type TestSubscriptionRow = Omit<
  TableRow<'billing_test_subscriptions'>,
  'idempotency_key' | 'status'
> & {
  status: SubscriptionStatus;
  id_workspace: string;
  /** The latest invoice's payment, while one exists. */
  payment_status: string | null;
  client_secret: string | null;
};

export interface NewTestSubscription {
  id: string;
  id_item: string;
  id_customer: string;
  idempotency_key: string;
  price_id: string;
  quantity: number;
  status: SubscriptionStatus;
  created_at: Date;
  billing_anchor: Date;
  /** Months from the anchor to the current period's end (0 while trialing). */
  cycle: number;
  current_period_start: Date;
  current_period_end: Date;
  trial_end: Date | null;
}

/** The columns transitions change (all optional: a patch). */
export interface TestSubscriptionPatch {
  price_id?: string;
  quantity?: number;
  status?: SubscriptionStatus;
  cycle?: number;
  current_period_start?: Date;
  current_period_end?: Date;
  cancel_at_period_end?: boolean;
  ended_at?: Date | null;
  default_payment_method?: string | null;
}

/** A line waiting for the next invoice (a proration), as invoices also carry their lines. */
export type PendingItem = Omit<TableRow<'billing_test_pending_items'>, 'id' | 'id_subscription'>;

/** A transition that has fallen due on the test clock: a first payment expiring, a period ending. */
export interface DueTransition {
  id: string;
  kind: 'expire' | 'cycle';
  due_at: Date;
}

const EXPIRY = sql.raw(`interval '${INCOMPLETE_EXPIRY_MS / 1000} seconds'`);

const SELECT_SUBSCRIPTION = sql`
  SELECT s.id, s.id_item, s.id_customer, c.id_workspace, s.price_id, s.quantity, s.status,
         s.created_at, s.billing_anchor, s.cycle, s.current_period_start, s.current_period_end,
         s.cancel_at_period_end, s.trial_end, s.ended_at, s.default_payment_method,
         latest.status AS payment_status, latest.client_secret
    FROM billing_test_subscriptions s
    JOIN billing_test_customers c ON c.id = s.id_customer
    LEFT JOIN LATERAL (
      SELECT pi.status, pi.client_secret
        FROM billing_test_invoices i
        JOIN billing_test_payment_intents pi ON pi.id_invoice = i.id
       WHERE i.id_subscription = s.id
       ORDER BY i.seq DESC LIMIT 1) latest ON true`;

const DUE = sql`
  SELECT s.id, e.kind, e.due_at
    FROM billing_test_subscriptions s
    JOIN billing_test_customers c ON c.id = s.id_customer
    LEFT JOIN billing_test_clocks k ON k.id_workspace = c.id_workspace
   CROSS JOIN LATERAL (
     SELECT CASE WHEN s.status = 'incomplete' THEN 'expire' ELSE 'cycle' END AS kind,
            CASE WHEN s.status = 'incomplete' THEN s.created_at + ${EXPIRY}
                 ELSE s.current_period_end END AS due_at) e
   WHERE s.status IN ('incomplete', 'active', 'trialing', 'past_due')`;

/** Column names of a patch: a closed set, so they may be written into the statement. */
const PATCH_COLUMNS: readonly (keyof TestSubscriptionPatch)[] = [
  'price_id',
  'quantity',
  'status',
  'cycle',
  'current_period_start',
  'current_period_end',
  'cancel_at_period_end',
  'ended_at',
  'default_payment_method',
];

/** The test provider's subscriptions and the prorations waiting for their next invoice. */
@Injectable()
export class TestSubscriptionsRepository {
  constructor(private readonly db: Database) {}

  /** Inserts it, or answers the id already made under the same idempotency key. */
  async insert(row: NewTestSubscription, tx: Tx): Promise<{ id: string; created: boolean }> {
    const inserted = await this.db.maybeOne<{ id: string }>(
      sql`INSERT INTO billing_test_subscriptions
            (id, id_item, id_customer, idempotency_key, price_id, quantity, status, created_at,
             billing_anchor, cycle, current_period_start, current_period_end, trial_end)
          VALUES (${row.id}, ${row.id_item}, ${row.id_customer}, ${row.idempotency_key},
                  ${row.price_id}, ${row.quantity}, ${row.status}, ${row.created_at},
                  ${row.billing_anchor}, ${row.cycle}, ${row.current_period_start},
                  ${row.current_period_end},
                  ${row.trial_end})
          ON CONFLICT (id_customer, idempotency_key) DO NOTHING
          RETURNING id`,
      tx,
    );
    if (inserted) return { id: inserted.id, created: true };
    const earlier = await this.db.one<{ id: string }>(
      sql`SELECT id FROM billing_test_subscriptions
           WHERE id_customer = ${row.id_customer} AND idempotency_key = ${row.idempotency_key}`,
      tx,
    );
    return { id: earlier.id, created: false };
  }

  get(id: string, tx?: Tx): Promise<TestSubscriptionRow | undefined> {
    return this.db.maybeOne<TestSubscriptionRow>(
      sql`${SELECT_SUBSCRIPTION} WHERE s.id = ${id}`,
      tx,
    );
  }

  /**
   * Takes the subscription's row lock for the transaction: every change of a subscription, its
   * invoices and their payments happens under it, so two confirmations, a renewal and a clock
   * advance can never act on the same state twice.
   */
  async lock(id: string, tx: Tx): Promise<TestSubscriptionRow | undefined> {
    const locked = await this.db.maybeOne<{ id: string }>(
      sql`SELECT id FROM billing_test_subscriptions WHERE id = ${id} FOR UPDATE`,
      tx,
    );
    return locked ? this.get(id, tx) : undefined;
  }

  /** The customer's subscriptions that still bill or may (newest first). */
  async liveOf(idCustomer: string, tx?: Tx): Promise<TestSubscriptionRow[]> {
    return this.db.rows<TestSubscriptionRow>(
      sql`${SELECT_SUBSCRIPTION}
           WHERE s.id_customer = ${idCustomer}
             AND s.status IN ('incomplete', 'active', 'trialing', 'past_due')
           ORDER BY s.created_at DESC, s.id`,
      tx,
    );
  }

  async update(id: string, patch: TestSubscriptionPatch, tx: Tx): Promise<void> {
    const sets: Sql[] = PATCH_COLUMNS.filter((column) => patch[column] !== undefined).map(
      (column) => sql`${sql.raw(column)} = ${patch[column]}`,
    );
    if (sets.length === 0) return;
    await this.db.execute(
      sql`UPDATE billing_test_subscriptions SET ${sql.join(sets)} WHERE id = ${id}`,
      tx,
    );
  }

  /** Sets the card renewals charge on every live subscription of the customer. */
  async setDefaultPaymentMethod(idCustomer: string, id: string, tx?: Tx): Promise<void> {
    await this.db.execute(
      sql`UPDATE billing_test_subscriptions SET default_payment_method = ${id}
           WHERE id_customer = ${idCustomer}
             AND status IN ('incomplete', 'active', 'trialing', 'past_due')`,
      tx,
    );
  }

  /**
   * The earliest transition due by each customer's own test-clock time (real `now` plus the
   * workspace's offset), of one workspace or of all.
   */
  nextDue(now: Date, idWorkspace?: string): Promise<DueTransition | undefined> {
    const scope = idWorkspace === undefined ? sql.empty : sql`AND c.id_workspace = ${idWorkspace}`;
    return this.db.maybeOne<DueTransition>(
      sql`${DUE} ${scope}
             AND e.due_at <= ${now}::timestamptz
                 + make_interval(secs => COALESCE(k.offset_seconds, 0)::float8)
           ORDER BY e.due_at, s.id LIMIT 1`,
    );
  }

  async addPendingItems(idSubscription: string, items: PendingItem[], tx: Tx): Promise<void> {
    for (const item of items) {
      await this.db.execute(
        sql`INSERT INTO billing_test_pending_items
              (id_subscription, description, amount, quantity, proration, period_start,
               period_end)
            VALUES (${idSubscription}, ${item.description}, ${item.amount}, ${item.quantity},
                    ${item.proration}, ${item.period_start}, ${item.period_end})`,
        tx,
      );
    }
  }

  pendingItems(idSubscription: string, tx?: Tx): Promise<PendingItem[]> {
    return this.db.rows<PendingItem>(
      sql`SELECT description, amount, quantity, proration, period_start, period_end
            FROM billing_test_pending_items WHERE id_subscription = ${idSubscription}
           ORDER BY id`,
      tx,
    );
  }

  /** Hands the pending items to an invoice: they are billed once. */
  async takePendingItems(idSubscription: string, tx: Tx): Promise<PendingItem[]> {
    const items = await this.pendingItems(idSubscription, tx);
    await this.dropPendingItems(idSubscription, tx);
    return items;
  }

  async dropPendingItems(idSubscription: string, tx: Tx): Promise<void> {
    await this.db.execute(
      sql`DELETE FROM billing_test_pending_items WHERE id_subscription = ${idSubscription}`,
      tx,
    );
  }
}
