import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '#src/common/time/clock.js';
import { Transactions, type Tx } from '#src/database/transactions.js';
import type { ProviderSubscription } from '../provider/billing-provider.js';
import { BillingSync } from '../billing-sync.service.js';
import { TestCustomersRepository } from './test-customers.repository.js';
import { TestInvoicesRepository } from './test-invoices.repository.js';
import { toProviderSubscription } from './test-objects.js';
import { TestPayments } from './test-payments.js';
import { addMonths, days, INCOMPLETE_EXPIRY_MS } from './test-periods.js';
import {
  type DueTransition,
  type TestSubscriptionRow,
  TestSubscriptionsRepository,
} from './test-subscriptions.repository.js';

/** A run stops after this many transitions (a year of renewals for many workspaces) and goes on next time. */
const MAX_TRANSITIONS_PER_RUN = 2000;

const CYCLING = new Set(['active', 'trialing', 'past_due']);

/**
 * Time on the built-in provider: each workspace has a test clock (real time plus an offset that
 * only moves forward, like Stripe's test clocks), and everything that falls due on it happens in
 * order: a period ends (renewal invoice charged to the default card, or cancellation at period
 * end), a trial ends (its first invoice), a first payment left unconfirmed expires. Every change
 * of a subscription is handed to BillingSync once committed, as Stripe's webhook would be.
 */
@Injectable()
export class TestBillingLifecycle {
  private readonly logger = new Logger('TestBilling');

  constructor(
    private readonly customers: TestCustomersRepository,
    private readonly subscriptions: TestSubscriptionsRepository,
    private readonly invoices: TestInvoicesRepository,
    private readonly payments: TestPayments,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly sync: BillingSync,
  ) {}

  /** The workspace's test-clock time. */
  async now(idWorkspace: string, tx?: Tx): Promise<Date> {
    const offset = await this.customers.clockOffset(idWorkspace, tx);
    return new Date(this.clock.now().getTime() + offset * 1000);
  }

  /** Moves the workspace's clock on and runs what falls due, in order. */
  async advance(idWorkspace: string, dayCount: number): Promise<void> {
    await this.customers.advanceClock(idWorkspace, days(dayCount) / 1000);
    await this.runDue(idWorkspace);
  }

  /**
   * Runs every transition due by now, earliest first, one transaction each: of one workspace, or
   * (the periodic run) of all. A transition whose sync fails is logged and the run goes on, so one
   * workspace cannot hold back the others; the first failure is thrown at the end. Answers how
   * many ran.
   */
  async runDue(idWorkspace?: string): Promise<number> {
    let ran = 0;
    let previous: DueTransition | undefined;
    let failure: Error | undefined;
    for (;;) {
      const due = await this.subscriptions.nextDue(this.clock.now(), idWorkspace);
      if (!due) break;
      // The same transition twice means it failed to move on: stop rather than spin.
      if (previous?.id === due.id && previous.due_at.getTime() === due.due_at.getTime()) break;
      if (ran >= MAX_TRANSITIONS_PER_RUN) {
        this.logger.warn(`Stopped after ${ran} transitions; the next run goes on`);
        break;
      }
      previous = due;
      ran += 1;
      if (!(await this.apply(due))) continue;
      try {
        await this.publish(due.id);
      } catch (error) {
        this.logger.error(
          `Syncing ${due.id} after its ${due.kind}: ${error instanceof Error ? error.message : String(error)}`,
        );
        failure ??= error instanceof Error ? error : new Error(String(error));
      }
    }
    if (failure !== undefined) throw failure;
    return ran;
  }

  /** Hands the subscription's current truth to BillingSync; answers it. */
  async publish(id: string): Promise<ProviderSubscription> {
    const row = await this.subscriptions.get(id);
    if (!row) throw new Error(`Test subscription ${id} vanished`);
    const subscription = toProviderSubscription(row);
    await this.sync.apply(row.id_workspace, subscription);
    return subscription;
  }

  /** Applies one transition under the subscription's lock, if it is still due. */
  private apply(due: DueTransition): Promise<boolean> {
    return this.transactions.run(async (tx) => {
      const sub = await this.subscriptions.lock(due.id, tx);
      if (!sub) return false;
      const now = await this.now(sub.id_workspace, tx);
      if (sub.status === 'incomplete') {
        const expiresAt = new Date(sub.created_at.getTime() + INCOMPLETE_EXPIRY_MS);
        if (expiresAt > now) return false;
        await this.end(sub, 'incomplete_expired', expiresAt, tx);
        return true;
      }
      if (!CYCLING.has(sub.status) || sub.current_period_end > now) return false;
      await this.cycle(sub, tx);
      return true;
    });
  }

  /**
   * The period (or trial) is over: a subscription set to cancel ends; any other starts its next
   * month with an invoice charged off-session. Paid, it is active; not (declined, 3-D Secure
   * needed, no card), it is past_due until a payment succeeds: Stripe's default, which keeps a
   * past_due subscription (and renews it) rather than cancelling it.
   */
  private async cycle(sub: TestSubscriptionRow, tx: Tx): Promise<void> {
    const at = sub.current_period_end;
    // A trial ending without a card on file is cancelled, as the Stripe provider asks Stripe to
    // (trial_settings.end_behavior.missing_payment_method = cancel).
    if (sub.cancel_at_period_end || (sub.status === 'trialing' && !(await this.hasCard(sub, tx)))) {
      await this.end(sub, 'canceled', at, tx);
      return;
    }
    const cycle = sub.cycle + 1;
    const period = { start: at, end: addMonths(sub.billing_anchor, cycle) };
    await this.subscriptions.update(
      sub.id,
      { cycle, current_period_start: period.start, current_period_end: period.end },
      tx,
    );
    const invoice = await this.payments.issue(sub, period, at, tx);
    const result =
      invoice.amountDue === 0
        ? 'paid'
        : await this.payments.chargeOffSession(sub, invoice.id, at, tx);
    await this.subscriptions.update(
      sub.id,
      { status: result === 'paid' ? 'active' : 'past_due' },
      tx,
    );
  }

  private async hasCard(sub: TestSubscriptionRow, tx: Tx): Promise<boolean> {
    if (sub.default_payment_method !== null) return true;
    const customer = await this.customers.customer(sub.id_customer, tx);
    return (customer?.default_payment_method ?? null) !== null;
  }

  /** Ends it: open invoices are voided and waiting prorations dropped. */
  async end(
    sub: TestSubscriptionRow,
    status: 'canceled' | 'incomplete_expired',
    at: Date,
    tx: Tx,
  ): Promise<void> {
    await this.invoices.voidOpen(sub.id, tx);
    await this.subscriptions.dropPendingItems(sub.id, tx);
    await this.subscriptions.update(sub.id, { status, ended_at: at }, tx);
  }
}
