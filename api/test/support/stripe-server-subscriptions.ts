import { type Form, form } from './stripe-server-form.js';
import type { Json, StripeJson } from './stripe-server-json.js';
import { type Emit, MAX_ATTEMPTS, StripePayments } from './stripe-server-payments.js';
import {
  addMonth,
  invalid,
  type InvoiceLineState,
  type InvoiceState,
  missing,
  type PriceState,
  StripeHttpError,
  type StripeStore,
  type SubscriptionState,
} from './stripe-server-store.js';

const DAY = 86_400;
/** Stripe expires a first invoice nobody paid after 23 hours. */
const INCOMPLETE_EXPIRES_AFTER = 23 * 3600;
const ENDED = new Set(['canceled', 'incomplete_expired']);

const noUpcomingInvoice = (customer: string) =>
  new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'invoice_upcoming_none',
    message: `No upcoming invoices for customer: ${customer}`,
  });

/** Subscriptions: created, changed with prorations, renewed and canceled on the server's clock. */
export class StripeSubscriptions {
  readonly payments: StripePayments;

  constructor(
    private readonly store: StripeStore,
    private readonly json: StripeJson,
    emit: Emit,
  ) {
    this.payments = new StripePayments(store, json, emit);
  }

  create(params: Form): SubscriptionState {
    const customer = this.store.customer(form.string(params.customer) ?? '', 'customer');
    const item = form.object(form.list(params.items)[0]);
    const price = this.store.price(form.string(item.price) ?? '', 'items[0][price]');
    const quantity = form.int(item.quantity) ?? 1;
    if (quantity < 1)
      throw invalid('Invalid integer: quantity must be at least 1', 'items[0][quantity]');
    const trialDays = form.int(params.trial_period_days);
    const endBehavior = form.object(form.object(params.trial_settings).end_behavior);
    const now = this.store.now();
    const sub: SubscriptionState = {
      id: this.store.id('sub'),
      created: now,
      customer: customer.id,
      status: trialDays === undefined ? 'incomplete' : 'trialing',
      itemId: this.store.id('si'),
      price: price.id,
      quantity,
      periodStart: now,
      periodEnd: trialDays === undefined ? addMonth(now) : now + trialDays * DAY,
      startDate: now,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      trialStart: trialDays === undefined ? null : now,
      trialEnd: trialDays === undefined ? null : now + trialDays * DAY,
      cancelTrialWithoutCard: endBehavior.missing_payment_method === 'cancel',
      defaultPaymentMethod: form.string(params.default_payment_method) ?? null,
      saveDefaultPaymentMethod:
        form.object(params.payment_settings).save_default_payment_method === 'on_subscription',
      latestInvoice: null,
      pendingSetupIntent: null,
    };
    this.store.subscriptions.set(sub.id, sub);
    const lines = [
      this.line(sub, price, quantity, sub.periodStart, sub.periodEnd, trialDays !== undefined),
    ];
    this.payments.emitSubscription(sub, {}, 'customer.subscription.created');
    const invoice = this.payments.newInvoice(sub, 'subscription_create', lines);
    const behavior = form.string(params.payment_behavior) ?? 'allow_incomplete';
    if (trialDays !== undefined && behavior === 'default_incomplete') this.pendSetup(sub);
    if (invoice.status === 'open' && behavior !== 'default_incomplete') {
      this.payments.charge(invoice, this.payments.defaultMethod(sub));
    }
    return sub;
  }

  update(id: string, params: Form): SubscriptionState {
    const sub = this.store.subscription(id);
    if (ENDED.has(sub.status)) {
      throw invalid(
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    const previous: Json = {};
    const items = form.list(params.items);
    if (items.length > 0) {
      if (sub.status === 'incomplete') {
        throw invalid(
          'You cannot update a subscription in `incomplete` status in a way that results in a new invoice or invoice items. Only metadata and default_source fields can be updated.',
        );
      }
      const item = form.object(items[0]);
      if (form.string(item.id) !== sub.itemId) {
        throw missing('subscription item', form.string(item.id) ?? '', 'items[0][id]');
      }
      const from = this.store.price(sub.price);
      const to = this.store.price(form.string(item.price) ?? sub.price, 'items[0][price]');
      if (to.currency !== from.currency)
        throw invalid('The price must be in the subscription currency.', 'items[0][price]');
      const quantity = form.int(item.quantity) ?? sub.quantity;
      const prorate = (form.string(params.proration_behavior) ?? 'create_prorations') !== 'none';
      if (
        prorate &&
        sub.status !== 'trialing' &&
        (to.id !== sub.price || quantity !== sub.quantity)
      ) {
        const pending = this.store.pendingItems.get(sub.id) ?? [];
        pending.push(...this.prorations(sub, from, sub.quantity, to, quantity, this.store.now()));
        this.store.pendingItems.set(sub.id, pending);
      }
      previous.items = this.json.subscription(sub).items;
      sub.price = to.id;
      sub.quantity = quantity;
    }
    const cancel = form.bool(params.cancel_at_period_end);
    if (cancel !== undefined && cancel !== sub.cancelAtPeriodEnd) {
      previous.cancel_at_period_end = sub.cancelAtPeriodEnd;
      sub.cancelAtPeriodEnd = cancel;
    }
    const method = form.string(params.default_payment_method);
    if (method !== undefined) {
      if (this.store.paymentMethods.get(method)?.customer !== sub.customer) {
        throw invalid(
          `The customer does not have a payment method with the ID ${method}.`,
          'default_payment_method',
        );
      }
      previous.default_payment_method = sub.defaultPaymentMethod;
      sub.defaultPaymentMethod = method;
    }
    if (Object.keys(previous).length > 0) this.payments.emitSubscription(sub, previous);
    return sub;
  }

  cancel(id: string, at = this.store.now()): SubscriptionState {
    const sub = this.store.subscription(id);
    if (ENDED.has(sub.status)) return sub;
    const previous = { status: sub.status };
    sub.status = 'canceled';
    sub.canceledAt = at;
    sub.endedAt = at;
    sub.cancelAtPeriodEnd = false;
    this.payments.emitSubscription(sub, previous, 'customer.subscription.deleted');
    return sub;
  }

  /** POST /v1/invoices/create_preview: the next invoice, with a change's prorations if asked. */
  preview(params: Form): InvoiceState {
    const customer = this.store.customer(form.string(params.customer) ?? '', 'customer');
    const details = form.object(params.subscription_details);
    const item = form.object(form.list(details.items)[0]);
    const now = this.store.now();
    const subId =
      form.string(params.subscription) ??
      (form.string(item.price) === undefined
        ? this.store
            .newestFirst(this.store.subscriptions.values())
            .find((sub) => sub.customer === customer.id && !ENDED.has(sub.status))?.id
        : undefined);
    const lines: InvoiceLineState[] = [];
    let period: [number, number] = [now, now];
    let currency: string;
    if (subId === undefined) {
      const price = this.store.price(
        form.string(item.price) ?? '',
        'subscription_details[items][0][price]',
      );
      const quantity = form.int(item.quantity) ?? 1;
      lines.push(this.line(undefined, price, quantity, now, addMonth(now), false));
      currency = price.currency;
    } else {
      const sub = this.store.subscription(subId);
      if (sub.customer !== customer.id)
        throw invalid('The subscription belongs to another customer.', 'subscription');
      if (ENDED.has(sub.status) || sub.cancelAtPeriodEnd) throw noUpcomingInvoice(customer.id);
      const from = this.store.price(sub.price);
      const to = this.store.price(
        form.string(item.price) ?? sub.price,
        'subscription_details[items][0][price]',
      );
      const quantity = form.int(item.quantity) ?? sub.quantity;
      lines.push(...(this.store.pendingItems.get(sub.id) ?? []));
      const changed = to.id !== sub.price || quantity !== sub.quantity;
      if (
        changed &&
        sub.status !== 'trialing' &&
        form.string(details.proration_behavior) !== 'none'
      ) {
        lines.push(...this.prorations(sub, from, sub.quantity, to, quantity, now));
      }
      lines.push(this.line(sub, to, quantity, sub.periodEnd, addMonth(sub.periodEnd), false));
      period = [sub.periodStart, sub.periodEnd];
      currency = from.currency;
    }
    return {
      id: `upcoming_${this.store.id('in')}`,
      created: period[1],
      customer: customer.id,
      subscription: subId ?? null,
      status: 'draft',
      number: null,
      currency,
      billingReason: 'upcoming',
      periodStart: period[0],
      periodEnd: period[1],
      lines,
      paymentIntent: null,
      attemptCount: 0,
      nextPaymentAttempt: null,
      paidAt: null,
    };
  }

  /**
   * What falls due up to the server's now, in time order: expiring first invoices, trial ends,
   * renewals (or the end of a subscription set to cancel) and retries of unpaid renewals.
   */
  runDue(): void {
    for (let guard = 0; guard < 1000; guard += 1) {
      const now = this.store.now();
      const due = [...this.store.subscriptions.values()]
        .filter((sub) => !ENDED.has(sub.status))
        .map((sub) => ({ sub, at: this.nextDue(sub) }))
        .filter(
          (entry): entry is { sub: SubscriptionState; at: number } =>
            entry.at !== null && entry.at <= now,
        )
        .sort((a, b) => a.at - b.at)[0];
      if (!due) return;
      this.step(due.sub, due.at);
    }
    throw new Error('The local Stripe found no end to the work that fell due');
  }

  private nextDue(sub: SubscriptionState): number | null {
    if (sub.status === 'incomplete') return sub.created + INCOMPLETE_EXPIRES_AFTER;
    const retry = this.openInvoices(sub)
      .map((invoice) => invoice.nextPaymentAttempt)
      .filter((at): at is number => at !== null);
    return Math.min(sub.periodEnd, ...retry);
  }

  private step(sub: SubscriptionState, at: number): void {
    if (sub.status === 'incomplete') {
      for (const invoice of this.openInvoices(sub)) invoice.status = 'void';
      const previous = { status: sub.status };
      sub.status = 'incomplete_expired';
      sub.endedAt = at;
      this.payments.emitSubscription(sub, previous);
      return;
    }
    const retry = this.openInvoices(sub).find((invoice) => invoice.nextPaymentAttempt === at);
    if (retry && at < sub.periodEnd) {
      const status = this.payments.charge(retry, this.payments.defaultMethod(sub));
      if (status !== 'succeeded' && retry.attemptCount >= MAX_ATTEMPTS) this.cancel(sub.id, at);
      return;
    }
    const trialEnding = sub.status === 'trialing';
    if (
      sub.cancelAtPeriodEnd ||
      (trialEnding && sub.cancelTrialWithoutCard && !this.payments.defaultMethod(sub))
    ) {
      this.cancel(sub.id, sub.periodEnd);
      return;
    }
    this.renew(sub, trialEnding);
  }

  private renew(sub: SubscriptionState, afterTrial: boolean): void {
    const previous: Json = { current_period_start: sub.periodStart, status: sub.status };
    sub.periodStart = sub.periodEnd;
    sub.periodEnd = addMonth(sub.periodStart);
    if (afterTrial) sub.status = 'active';
    const price = this.store.price(sub.price);
    const lines = [
      ...(this.store.pendingItems.get(sub.id) ?? []),
      this.line(sub, price, sub.quantity, sub.periodStart, sub.periodEnd, false),
    ];
    this.store.pendingItems.delete(sub.id);
    this.payments.emitSubscription(sub, previous);
    const invoice = this.payments.newInvoice(sub, 'subscription_cycle', lines);
    if (invoice.status === 'open') this.payments.charge(invoice, this.payments.defaultMethod(sub));
  }

  private openInvoices(sub: SubscriptionState): InvoiceState[] {
    return [...this.store.invoices.values()].filter(
      (invoice) => invoice.subscription === sub.id && invoice.status === 'open',
    );
  }

  private pendSetup(sub: SubscriptionState): void {
    const id = this.store.id('seti');
    this.store.intents.set(id, {
      id,
      kind: 'setup_intent',
      created: sub.created,
      clientSecret: this.store.intentSecret(id),
      customer: sub.customer,
      amount: 0,
      currency: this.store.price(sub.price).currency,
      invoice: null,
      subscription: sub.id,
      status: 'requires_payment_method',
      paymentMethod: null,
      lastError: null,
    });
    sub.pendingSetupIntent = id;
  }

  private line(
    sub: SubscriptionState | undefined,
    price: PriceState,
    quantity: number,
    start: number,
    end: number,
    trial: boolean,
  ): InvoiceLineState {
    const name = `Punchcard ${price.lookupKey.split('_')[1] ?? ''}`;
    return {
      id: sub?.itemId ?? this.store.id('il'),
      amount: trial ? 0 : price.unitAmount * quantity,
      description: trial ? `Trial period for ${name}` : `${quantity} × ${name} (per month)`,
      quantity,
      proration: false,
      price: price.id,
      periodStart: start,
      periodEnd: end,
    };
  }

  /** Unused time on the old price and quantity back, the rest of the period at the new ones. */
  private prorations(
    sub: SubscriptionState,
    from: PriceState,
    fromQuantity: number,
    to: PriceState,
    toQuantity: number,
    at: number,
  ): InvoiceLineState[] {
    const share = Math.max(0, sub.periodEnd - at) / Math.max(1, sub.periodEnd - sub.periodStart);
    const line = (
      price: PriceState,
      quantity: number,
      sign: 1 | -1,
      label: string,
    ): InvoiceLineState => ({
      ...this.line(sub, price, quantity, at, sub.periodEnd, false),
      id: this.store.id('il'),
      amount: sign * Math.round(price.unitAmount * quantity * share),
      description: `${label} time on ${quantity} × Punchcard ${price.lookupKey.split('_')[1] ?? ''}`,
      proration: true,
    });
    return [line(from, fromQuantity, -1, 'Unused'), line(to, toQuantity, 1, 'Remaining')];
  }
}
