import type {
  CustomerState,
  IntentState,
  InvoiceState,
  PaymentMethodState,
  PriceState,
  StripeStore,
  SubscriptionState,
} from './stripe-server-store.js';

export type Json = Record<string, unknown>;

const BASE = { livemode: false, metadata: {} } as const;

/** Objects as Stripe's API version 2026-10-28 answers them (the fields the client reads, at least). */
export class StripeJson {
  constructor(
    private readonly store: StripeStore,
    private readonly baseUrl: () => string,
  ) {}

  list(data: Json[], url: string, hasMore = false): Json {
    return { object: 'list', data, has_more: hasMore, url };
  }

  customer(customer: CustomerState): Json {
    return {
      ...BASE,
      id: customer.id,
      object: 'customer',
      created: customer.created,
      email: customer.email,
      name: customer.name,
      description: customer.description,
      metadata: customer.metadata,
      currency: null,
      invoice_prefix: customer.id.slice(4, 12).toUpperCase(),
      invoice_settings: {
        default_payment_method: customer.defaultPaymentMethod,
        custom_fields: null,
        footer: null,
        rendering_options: null,
      },
    };
  }

  paymentMethod(method: PaymentMethodState): Json {
    return {
      ...BASE,
      id: method.id,
      object: 'payment_method',
      type: 'card',
      created: method.created,
      customer: method.customer,
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        ...method.card,
        exp_month: 12,
        exp_year: new Date(this.store.now() * 1000).getUTCFullYear() + 3,
        funding: method.card.brand === 'visa' && method.card.last4 === '5556' ? 'debit' : 'credit',
        display_brand: method.card.brand,
        checks: null,
        networks: null,
        wallet: null,
      },
    };
  }

  price(price: PriceState): Json {
    return {
      ...BASE,
      id: price.id,
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created: price.created,
      currency: price.currency,
      lookup_key: price.lookupKey,
      nickname: null,
      product: price.product,
      recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed', meter: null },
      type: 'recurring',
      unit_amount: price.unitAmount,
      unit_amount_decimal: String(price.unitAmount),
    };
  }

  subscription(sub: SubscriptionState): Json {
    const price = this.store.price(sub.price);
    const item = {
      ...BASE,
      id: sub.itemId,
      object: 'subscription_item',
      created: sub.created,
      current_period_start: sub.periodStart,
      current_period_end: sub.periodEnd,
      price: this.price(price),
      quantity: sub.quantity,
      subscription: sub.id,
      discounts: [],
      tax_rates: [],
    };
    return {
      ...BASE,
      id: sub.id,
      object: 'subscription',
      billing_cycle_anchor: sub.periodStart,
      cancel_at: sub.cancelAtPeriodEnd ? sub.periodEnd : null,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      canceled_at: sub.canceledAt,
      collection_method: 'charge_automatically',
      created: sub.created,
      currency: price.currency,
      customer: sub.customer,
      default_payment_method: sub.defaultPaymentMethod,
      ended_at: sub.endedAt,
      items: this.list([item], `/v1/subscription_items?subscription=${sub.id}`),
      latest_invoice: sub.latestInvoice,
      payment_settings: {
        save_default_payment_method: sub.saveDefaultPaymentMethod ? 'on_subscription' : 'off',
        payment_method_options: null,
        payment_method_types: null,
      },
      pending_setup_intent: sub.pendingSetupIntent,
      start_date: sub.startDate,
      status: sub.status,
      trial_end: sub.trialEnd,
      trial_start: sub.trialStart,
      trial_settings: {
        end_behavior: {
          missing_payment_method: sub.cancelTrialWithoutCard ? 'cancel' : 'create_invoice',
        },
      },
    };
  }

  invoice(invoice: InvoiceState, preview = false): Json {
    const total = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
    const paid = invoice.status === 'paid';
    const url = `${this.baseUrl()}/invoice_pdfs/${invoice.id}`;
    return {
      ...BASE,
      id: invoice.id,
      object: 'invoice',
      amount_due: Math.max(total, 0),
      amount_paid: paid ? Math.max(total, 0) : 0,
      amount_remaining: paid ? 0 : Math.max(total, 0),
      attempt_count: invoice.attemptCount,
      attempted: invoice.attemptCount > 0,
      billing_reason: invoice.billingReason,
      collection_method: 'charge_automatically',
      created: invoice.created,
      currency: invoice.currency,
      customer: invoice.customer,
      hosted_invoice_url: preview ? null : `${url}/hosted`,
      invoice_pdf: preview ? null : url,
      lines: this.list(
        invoice.lines.map((line) => ({
          ...BASE,
          id: line.id,
          object: 'line_item',
          amount: line.amount,
          currency: invoice.currency,
          description: line.description,
          invoice: preview ? null : invoice.id,
          parent: {
            type: 'subscription_item_details',
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration: line.proration,
              proration_details: null,
              subscription: invoice.subscription,
              subscription_item: line.id,
            },
          },
          period: { start: line.periodStart, end: line.periodEnd },
          pricing: {
            type: 'price_details',
            price_details: { price: line.price, product: this.store.price(line.price).product },
            unit_amount_decimal: null,
          },
          quantity: line.quantity,
          subtotal: line.amount,
          taxes: [],
          discounts: [],
        })),
        `/v1/invoices/${invoice.id}/lines`,
      ),
      next_payment_attempt: invoice.nextPaymentAttempt,
      number: invoice.number,
      parent:
        invoice.subscription === null
          ? null
          : {
              type: 'subscription_details',
              quote_details: null,
              subscription_details: { subscription: invoice.subscription, metadata: {} },
            },
      period_end: invoice.periodEnd,
      period_start: invoice.periodStart,
      status: preview ? 'draft' : invoice.status,
      status_transitions: { paid_at: invoice.paidAt, finalized_at: invoice.created },
      subtotal: total,
      total,
    };
  }

  intent(intent: IntentState): Json {
    const common = {
      ...BASE,
      id: intent.id,
      object: intent.kind,
      client_secret: intent.clientSecret,
      created: intent.created,
      customer: intent.customer,
      payment_method: intent.paymentMethod,
      status: intent.status,
      next_action:
        intent.status === 'requires_action'
          ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } }
          : null,
    };
    return intent.kind === 'setup_intent'
      ? { ...common, usage: 'off_session', last_setup_error: intent.lastError }
      : {
          ...common,
          amount: intent.amount,
          currency: intent.currency,
          last_payment_error: intent.lastError,
        };
  }

  /** Fields Stripe answers only when expanded. */
  includable(object: Json, field: string): unknown {
    if (object.object !== 'invoice' || typeof object.id !== 'string') return undefined;
    const invoice = this.store.invoices.get(object.id);
    const intent = invoice?.paymentIntent
      ? this.store.intents.get(invoice.paymentIntent)
      : undefined;
    if (field === 'confirmation_secret') {
      if (!intent || invoice?.status !== 'open') return null;
      return { client_secret: intent.clientSecret, type: 'payment_intent' };
    }
    if (field === 'payments') {
      const data = intent
        ? [
            {
              ...BASE,
              id: `inpay_${intent.id.slice(3)}`,
              object: 'invoice_payment',
              amount_paid: intent.status === 'succeeded' ? intent.amount : null,
              amount_requested: intent.amount,
              created: intent.created,
              currency: intent.currency,
              invoice: object.id,
              is_default: true,
              payment: { type: 'payment_intent', payment_intent: intent.id },
              status: intent.status === 'succeeded' ? 'paid' : 'open',
              status_transitions: { canceled_at: null, paid_at: invoice?.paidAt ?? null },
            },
          ]
        : [];
      return this.list(data, `/v1/invoice_payments?invoice=${object.id}`);
    }
    return undefined;
  }

  /** Any stored object by id, as a fresh rendering. */
  byId(id: string): Json | undefined {
    const s = this.store;
    if (id.startsWith('cus_') && s.customers.has(id)) return this.customer(s.customer(id));
    if (id.startsWith('pm_') && s.paymentMethods.has(id))
      return this.paymentMethod(s.paymentMethod(id));
    if (id.startsWith('price_') && s.prices.has(id)) return this.price(s.price(id));
    if (id.startsWith('sub_') && s.subscriptions.has(id))
      return this.subscription(s.subscription(id));
    if (id.startsWith('in_') && s.invoices.has(id)) return this.invoice(s.invoice(id));
    if (s.intents.has(id)) return this.intent(s.intent(id));
    return undefined;
  }

  /** `expand[]` paths (`latest_invoice.confirmation_secret`, `data.customer`) applied in place. */
  expand(object: Json, paths: string[]): Json {
    for (const path of paths) this.expandPath(object, path.split('.'));
    return object;
  }

  private expandPath(node: unknown, segments: string[]): unknown {
    const [head, ...rest] = segments;
    if (head === undefined || typeof node !== 'object' || node === null) return node;
    const object = node as Json;
    if (object.object === 'list' && head === 'data' && Array.isArray(object.data)) {
      object.data = object.data.map((entry: unknown) => this.expandPath(entry, rest));
      return object;
    }
    let value = head in object ? object[head] : this.includable(object, head);
    if (typeof value === 'string') value = this.byId(value) ?? value;
    object[head] = this.expandPath(value, rest);
    return object;
  }
}
