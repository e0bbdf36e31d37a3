import { Injectable } from '@nestjs/common';
import { TEST_PAYMENT_METHODS, type TestPaymentMethodId } from '@punchcard/shared';
import type { Tx } from '#src/database/transactions.js';
import { TestCustomersRepository, type TestPaymentMethodRow } from './test-customers.repository.js';
import { type TestIntentRow, TestInvoicesRepository } from './test-invoices.repository.js';
import {
  type CardOutcome,
  isTestPaymentMethodId,
  newClientSecret,
  newTestId,
  periodLine,
  requirePrice,
} from './test-objects.js';
import {
  type TestSubscriptionRow,
  TestSubscriptionsRepository,
} from './test-subscriptions.repository.js';

/** What one attempt to collect an invoice came to. */
export type ChargeResult = 'paid' | 'requires_action' | 'declined';

/** A card as a charge sees it: the attached id (or the raw test id, not yet saved) and its fate. */
export interface ChargeCard {
  id: string;
  outcome: CardOutcome;
  /** Set when the browser paid with a raw test id: saved to the customer once it succeeds. */
  unsaved?: TestPaymentMethodId;
}

const CARD_YEARS = 3;

/**
 * Invoices and their collection, as Stripe's billing engine does it for our one price per plan:
 * an invoice bills the next period plus the prorations waiting for it, is numbered when issued,
 * and carries one payment intent that every attempt (off-session renewal, the browser's
 * confirmation, a retry with a new default card) moves on. Callers hold the subscription's row
 * lock (TestSubscriptionsRepository.lock), so no invoice is ever paid twice.
 */
@Injectable()
export class TestPayments {
  constructor(
    private readonly customers: TestCustomersRepository,
    private readonly subscriptions: TestSubscriptionsRepository,
    private readonly invoices: TestInvoicesRepository,
  ) {}

  /** Saves a card made from a Stripe test id to the customer: a new `pm_...` id each time. */
  async saveCard(
    idCustomer: string,
    testId: TestPaymentMethodId,
    at: Date,
    tx?: Tx,
  ): Promise<TestPaymentMethodRow> {
    const card = TEST_PAYMENT_METHODS[testId];
    const row: TestPaymentMethodRow = {
      id: newTestId('pm'),
      id_customer: idCustomer,
      test_id: testId,
      brand: card.brand,
      last4: card.last4,
      country: card.country,
      exp_month: 12,
      exp_year: at.getUTCFullYear() + CARD_YEARS,
      created_at: at,
    };
    await this.customers.insertPaymentMethod(row, tx);
    return row;
  }

  /** The card behind an id the browser sent: one of the customer's, or a raw Stripe test id. */
  async cardFor(idCustomer: string, id: string, tx: Tx): Promise<ChargeCard | undefined> {
    const saved = await this.customers.paymentMethod(idCustomer, id, tx);
    if (saved) return this.savedCard(saved);
    if (isTestPaymentMethodId(id)) {
      return { id, outcome: TEST_PAYMENT_METHODS[id].outcome, unsaved: id };
    }
    return undefined;
  }

  /**
   * Issues the invoice for `period` at `at`: the waiting prorations, then the period at the
   * subscription's price and quantity. Nothing to collect (a credit covers it) is paid at once, and
   * a credit larger than the invoice waits for the next one, as a customer balance would.
   */
  async issue(
    sub: TestSubscriptionRow,
    period: { start: Date; end: Date },
    at: Date,
    tx: Tx,
  ): Promise<{ id: string; amountDue: number }> {
    const price = requirePrice(sub.price_id);
    const lines = [
      ...(await this.subscriptions.takePendingItems(sub.id, tx)),
      periodLine(price, sub.quantity, period.start, period.end),
    ];
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const amountDue = Math.max(0, total);
    const id = newTestId('in');
    const { number } = await this.invoices.insert(
      {
        id,
        id_customer: sub.id_customer,
        id_subscription: sub.id,
        status: amountDue === 0 ? 'paid' : 'open',
        currency: price.currency,
        subtotal: total,
        total,
        amount_due: amountDue,
        created_at: at,
        period_start: period.start,
        period_end: period.end,
        lines,
      },
      tx,
    );
    if (total < 0) {
      await this.subscriptions.addPendingItems(
        sub.id,
        [
          {
            description: `Credit carried from invoice ${number}`,
            amount: total,
            quantity: 1,
            proration: false,
            period_start: period.start,
            period_end: period.end,
          },
        ],
        tx,
      );
    }
    if (amountDue > 0) {
      const intent = newTestId('pi');
      await this.invoices.insertIntent(
        { id: intent, client_secret: newClientSecret(intent), id_invoice: id },
        tx,
      );
    }
    return { id, amountDue };
  }

  /**
   * Collects an open invoice without the customer present (a renewal, a retry): the
   * subscription's card, else the customer's default. A card that needs 3-D Secure cannot pass
   * off-session: the payment waits for the browser (requires_action), as Stripe's does.
   */
  async chargeOffSession(
    sub: TestSubscriptionRow,
    idInvoice: string,
    at: Date,
    tx: Tx,
  ): Promise<ChargeResult> {
    const intent = await this.invoices.intentOfInvoice(idInvoice, tx);
    if (!intent || intent.status === 'succeeded' || intent.status === 'canceled') return 'paid';
    const customer = await this.customers.customer(sub.id_customer, tx);
    const cardId = sub.default_payment_method ?? customer?.default_payment_method ?? null;
    const saved = cardId ? await this.customers.paymentMethod(sub.id_customer, cardId, tx) : null;
    if (!saved) {
      await this.invoices.setIntent(
        intent.id,
        { status: 'requires_payment_method', payment_method: null, last_error: 'no_card' },
        tx,
      );
      return 'declined';
    }
    return this.charge(sub, intent, this.savedCard(saved), at, tx);
  }

  /**
   * One attempt with `card`: succeeds (the invoice is paid), declines (the payment wants another
   * card) or stops for 3-D Secure (the browser completes it with `authenticate`).
   */
  async charge(
    sub: TestSubscriptionRow,
    intent: TestIntentRow,
    card: ChargeCard,
    at: Date,
    tx: Tx,
  ): Promise<ChargeResult> {
    if (card.outcome === 'succeed') {
      await this.pay(sub, intent, card, at, tx);
      return 'paid';
    }
    if (card.outcome === 'authenticate') {
      await this.invoices.setIntent(
        intent.id,
        { status: 'requires_action', payment_method: card.id, last_error: null },
        tx,
      );
      return 'requires_action';
    }
    // Any other test card's charge fails, whatever Stripe calls its way of failing.
    await this.invoices.setIntent(
      intent.id,
      { status: 'requires_payment_method', payment_method: card.id, last_error: 'card_declined' },
      tx,
    );
    return 'declined';
  }

  /** The browser's 3-D Secure challenge came back: passed, the payment goes through. */
  async authenticate(
    sub: TestSubscriptionRow,
    intent: TestIntentRow,
    passed: boolean,
    at: Date,
    tx: Tx,
  ): Promise<ChargeResult> {
    const card = intent.payment_method
      ? await this.cardFor(sub.id_customer, intent.payment_method, tx)
      : undefined;
    if (!passed || !card) {
      await this.invoices.setIntent(
        intent.id,
        {
          status: 'requires_payment_method',
          payment_method: intent.payment_method,
          last_error: 'authentication_failed',
        },
        tx,
      );
      return 'declined';
    }
    await this.pay(sub, intent, card, at, tx);
    return 'paid';
  }

  /**
   * Marks the payment and its invoice paid. A card the browser paid with becomes the
   * subscription's (and, when it has none, the customer's) default, as Stripe's
   * `save_default_payment_method: on_subscription` does, so renewals charge it. Paying the
   * newest invoice makes an incomplete or past_due subscription active.
   */
  private async pay(
    sub: TestSubscriptionRow,
    intent: TestIntentRow,
    card: ChargeCard,
    at: Date,
    tx: Tx,
  ): Promise<void> {
    const cardId = card.unsaved
      ? (await this.saveCard(sub.id_customer, card.unsaved, at, tx)).id
      : card.id;
    await this.invoices.setIntent(
      intent.id,
      { status: 'succeeded', payment_method: cardId, last_error: null },
      tx,
    );
    await this.invoices.markPaid(intent.id_invoice, at, tx);
    if (sub.default_payment_method !== cardId) {
      await this.subscriptions.update(sub.id, { default_payment_method: cardId }, tx);
    }
    const customer = await this.customers.customer(sub.id_customer, tx);
    if (customer && customer.default_payment_method === null) {
      await this.customers.setDefaultPaymentMethod(sub.id_customer, cardId, tx);
    }
    const overdue = sub.status === 'incomplete' || sub.status === 'past_due';
    if (overdue && (await this.invoices.latestPaid(sub.id, tx))) {
      await this.subscriptions.update(sub.id, { status: 'active' }, tx);
    }
  }

  private savedCard(row: TestPaymentMethodRow): ChargeCard {
    const outcome = isTestPaymentMethodId(row.test_id)
      ? TEST_PAYMENT_METHODS[row.test_id].outcome
      : 'decline';
    return { id: row.id, outcome };
  }
}
