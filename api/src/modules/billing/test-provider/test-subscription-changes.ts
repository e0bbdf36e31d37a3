import { Injectable } from '@nestjs/common';
import { Transactions, type Tx } from '#src/database/transactions.js';
import {
  type InvoicePreview,
  type ProviderInvoice,
  type ProviderPrice,
  ProviderNotFoundError,
  type SubscriptionChange,
} from '../provider/billing-provider.js';
import { TestCustomersRepository } from './test-customers.repository.js';
import { TestBillingLifecycle } from './test-lifecycle.service.js';
import { TestInvoicesRepository } from './test-invoices.repository.js';
import { periodLine, prorationLines, requirePrice } from './test-objects.js';
import { type ChargeResult, TestPayments } from './test-payments.js';
import { addMonths, prorated } from './test-periods.js';
import { testPrice } from './test-prices.js';
import {
  type PendingItem,
  type TestSubscriptionRow,
  TestSubscriptionsRepository,
} from './test-subscriptions.repository.js';

/** A change Stripe would refuse in the subscription's state (an ended or unpaid-first one). */
export class TestSubscriptionStateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TestSubscriptionStateError';
  }
}

const CHANGEABLE = new Set(['active', 'trialing', 'past_due']);

interface Item {
  price: ProviderPrice;
  quantity: number;
}

/**
 * What the owner does to a running subscription: change its price or seats (prorated by the
 * seconds left in the period, the lines waiting for the next invoice), cancel at period end or
 * resume, cancel now, retry open invoices with a new card, and preview the next invoice.
 */
@Injectable()
export class TestSubscriptionChanges {
  constructor(
    private readonly customers: TestCustomersRepository,
    private readonly subscriptions: TestSubscriptionsRepository,
    private readonly invoices: TestInvoicesRepository,
    private readonly payments: TestPayments,
    private readonly lifecycle: TestBillingLifecycle,
    private readonly transactions: Transactions,
  ) {}

  /** The first invoice of a new (incomplete) subscription, open for the browser to pay. */
  async issueFirstInvoice(sub: TestSubscriptionRow, tx: Tx): Promise<void> {
    await this.payments.issue(
      sub,
      { start: sub.current_period_start, end: sub.current_period_end },
      sub.created_at,
      tx,
    );
  }

  /**
   * A new price or seat count from now on. A paying subscription gets Stripe's two proration
   * lines for the rest of the period (credit for the old item, charge for the new one) on its
   * next invoice; a trial just changes what its first invoice will bill.
   */
  async change(id: string, change: SubscriptionChange): Promise<void> {
    await this.locked(id, async (sub, tx) => {
      if (!CHANGEABLE.has(sub.status)) {
        throw new TestSubscriptionStateError(`A ${sub.status} subscription cannot change`);
      }
      const now = await this.lifecycle.now(sub.id_workspace, tx);
      const from = itemOf(sub);
      const to = this.changed(from, change);
      const lines = sub.status === 'trialing' ? [] : this.prorations(sub, from, to, now);
      await this.subscriptions.addPendingItems(sub.id, lines, tx);
      await this.subscriptions.update(sub.id, { price_id: to.price.id, quantity: to.quantity }, tx);
    });
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<void> {
    await this.locked(id, async (sub, tx) => {
      if (!CHANGEABLE.has(sub.status)) {
        throw new TestSubscriptionStateError(`A ${sub.status} subscription cannot be scheduled`);
      }
      await this.subscriptions.update(sub.id, { cancel_at_period_end: cancel }, tx);
    });
  }

  /** Ends it now; ending an ended subscription changes nothing (a retried request). */
  async cancelNow(id: string): Promise<void> {
    await this.locked(id, async (sub, tx) => {
      if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return;
      await this.lifecycle.end(sub, 'canceled', await this.lifecycle.now(sub.id_workspace, tx), tx);
    });
  }

  /** Tries every open invoice of the subscription again with its default card, oldest first. */
  retryOpenInvoices(id: string): Promise<ChargeResult[]> {
    return this.locked(id, async (locked, tx) => {
      const now = await this.lifecycle.now(locked.id_workspace, tx);
      const results: ChargeResult[] = [];
      for (const invoice of await this.invoices.openInvoicesOf(id, tx)) {
        const sub = await this.subscriptions.get(id, tx);
        if (!sub) break;
        results.push(await this.payments.chargeOffSession(sub, invoice.id, now, tx));
      }
      return results;
    });
  }

  /**
   * The next invoice as it stands, or with `priceId` / `quantity` as if changed now (prorations
   * included); for a customer without a subscription, the first invoice of `priceId`. Null when
   * nothing will be billed: no price to preview, an unpaid first invoice, an ended subscription or
   * one cancelling at period end.
   */
  async preview(preview: InvoicePreview): Promise<ProviderInvoice | null> {
    const sub = await this.previewed(preview);
    const change: SubscriptionChange = {
      ...(preview.priceId === undefined ? {} : { priceId: preview.priceId }),
      ...(preview.quantity === undefined ? {} : { quantity: preview.quantity }),
    };
    const changing = change.priceId !== undefined || change.quantity !== undefined;
    if (!sub) {
      if (change.priceId === undefined) return null;
      const price = testPrice(change.priceId);
      if (!price) throw new ProviderNotFoundError('price', `No such price ${change.priceId}`);
      const item = this.changed({ price, quantity: 1 }, change);
      const now = await this.nowOfCustomer(preview.customerId);
      return draft(
        item.price,
        [periodLine(item.price, item.quantity, now, addMonths(now, 1))],
        now,
      );
    }
    if (!CHANGEABLE.has(sub.status) || (sub.cancel_at_period_end && !changing)) return null;
    const now = await this.lifecycle.now(sub.id_workspace);
    const from = itemOf(sub);
    const to = this.changed(from, change);
    const prorations = sub.status === 'trialing' ? [] : this.prorations(sub, from, to, now);
    const start = sub.current_period_end;
    const lines = [
      ...(await this.subscriptions.pendingItems(sub.id)),
      ...prorations,
      periodLine(to.price, to.quantity, start, addMonths(sub.billing_anchor, sub.cycle + 1)),
    ];
    return draft(to.price, lines, start);
  }

  private async previewed(preview: InvoicePreview): Promise<TestSubscriptionRow | undefined> {
    if (preview.subscriptionId !== undefined) {
      const sub = await this.subscriptions.get(preview.subscriptionId);
      const mine = sub?.id_customer === preview.customerId;
      const item = preview.itemId === undefined || preview.itemId === sub?.id_item;
      if (!sub || !mine || !item) {
        throw new ProviderNotFoundError(
          'subscription',
          `No such subscription ${preview.subscriptionId}`,
        );
      }
      return sub;
    }
    const live = await this.subscriptions.liveOf(preview.customerId);
    return live.find((sub) => sub.status !== 'incomplete');
  }

  private async nowOfCustomer(customerId: string): Promise<Date> {
    const customer = await this.customers.customer(customerId);
    if (!customer) throw new ProviderNotFoundError('customer', `No such customer ${customerId}`);
    return this.lifecycle.now(customer.id_workspace);
  }

  private changed(from: Item, change: SubscriptionChange): Item {
    const price = change.priceId === undefined ? from.price : testPrice(change.priceId);
    if (!price) throw new ProviderNotFoundError('price', `No such price ${change.priceId}`);
    if (price.currency !== from.price.currency) {
      throw new TestSubscriptionStateError(
        `A ${from.price.currency} subscription cannot move to a ${price.currency} price`,
      );
    }
    const quantity = change.quantity ?? from.quantity;
    if (!Number.isInteger(quantity) || quantity < 1) {
      throw new TestSubscriptionStateError(
        `A subscription needs at least one seat, got ${quantity}`,
      );
    }
    return { price, quantity };
  }

  private prorations(sub: TestSubscriptionRow, from: Item, to: Item, at: Date): PendingItem[] {
    const { current_period_start: start, current_period_end: end } = sub;
    const amount = (item: Item) => prorated(item.price.unitAmount * item.quantity, start, end, at);
    const fromAmount = amount(from);
    const toAmount = amount(to);
    if (fromAmount === toAmount) return [];
    return prorationLines(
      { from: { ...from, amount: fromAmount }, to: { ...to, amount: toAmount } },
      at,
      end,
    );
  }

  private locked<T>(
    id: string,
    work: (sub: TestSubscriptionRow, tx: Tx) => Promise<T>,
  ): Promise<T> {
    return this.transactions.run(async (tx) => {
      const sub = await this.subscriptions.lock(id, tx);
      if (!sub) throw new ProviderNotFoundError('subscription', `No such subscription ${id}`);
      return work(sub, tx);
    });
  }
}

const itemOf = (sub: TestSubscriptionRow): Item => ({
  price: requirePrice(sub.price_id),
  quantity: sub.quantity,
});

/** An invoice that does not exist yet: no id, no number, nothing paid. */
function draft(price: ProviderPrice, lines: PendingItem[], created: Date): ProviderInvoice {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const period = lines.find((line) => !line.proration) ?? lines[0];
  return {
    id: null,
    number: null,
    status: 'draft',
    currency: price.currency,
    subtotal: total,
    total,
    amountDue: Math.max(0, total),
    amountPaid: 0,
    created,
    periodStart: period?.period_start ?? created,
    periodEnd: period?.period_end ?? created,
    pdfUrl: null,
    lines: lines.map((line) => ({
      description: line.description,
      amount: line.amount,
      quantity: line.quantity,
      proration: line.proration,
      periodStart: line.period_start,
      periodEnd: line.period_end,
    })),
  };
}
