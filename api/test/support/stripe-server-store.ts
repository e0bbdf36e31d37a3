import { randomBytes } from 'node:crypto';
import { TEST_PAYMENT_METHODS, type TestPaymentMethodId } from '@punchcard/shared';

/**
 * The local Stripe's memory: every object it keeps, in its own shape (the JSON Stripe answers is
 * rendered from it by stripe-server-json.ts), with the server's clock.
 */

/** How a card answers (shared list): `decline_after_attach` attaches, then declines every charge. */
export type Outcome = (typeof TEST_PAYMENT_METHODS)[TestPaymentMethodId]['outcome'];

export class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      type: string;
      message: string;
      code?: string;
      param?: string;
      decline_code?: string;
    },
  ) {
    super(body.message);
  }
}

export const missing = (kind: string, id: string, param?: string) =>
  new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    ...(param === undefined ? {} : { param }),
  });

export const invalid = (message: string, param?: string, code?: string) =>
  new StripeHttpError(400, {
    type: 'invalid_request_error',
    message,
    ...(param === undefined ? {} : { param }),
    ...(code === undefined ? {} : { code }),
  });

export const declined = (code = 'card_declined') =>
  new StripeHttpError(402, {
    type: 'card_error',
    code,
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  });

export interface CustomerState {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Record<string, string>;
  defaultPaymentMethod: string | null;
  invoiceSequence: number;
}

export interface PaymentMethodState {
  id: string;
  created: number;
  customer: string | null;
  outcome: Outcome;
  card: { brand: string; last4: string; country: string };
}

export interface PriceState {
  id: string;
  product: string;
  currency: string;
  unitAmount: number;
  lookupKey: string;
  created: number;
}

export interface SubscriptionState {
  id: string;
  created: number;
  customer: string;
  status: string;
  itemId: string;
  price: string;
  quantity: number;
  periodStart: number;
  periodEnd: number;
  startDate: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  trialStart: number | null;
  trialEnd: number | null;
  cancelTrialWithoutCard: boolean;
  defaultPaymentMethod: string | null;
  saveDefaultPaymentMethod: boolean;
  latestInvoice: string | null;
  pendingSetupIntent: string | null;
}

export interface InvoiceLineState {
  id: string;
  amount: number;
  description: string;
  quantity: number;
  proration: boolean;
  price: string;
  periodStart: number;
  periodEnd: number;
}

export interface InvoiceState {
  id: string;
  created: number;
  customer: string;
  subscription: string | null;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  number: string | null;
  currency: string;
  billingReason: string;
  periodStart: number;
  periodEnd: number;
  lines: InvoiceLineState[];
  paymentIntent: string | null;
  attemptCount: number;
  nextPaymentAttempt: number | null;
  paidAt: number | null;
}

export interface IntentState {
  id: string;
  kind: 'payment_intent' | 'setup_intent';
  created: number;
  clientSecret: string;
  customer: string;
  amount: number;
  currency: string;
  invoice: string | null;
  subscription: string | null;
  status: string;
  paymentMethod: string | null;
  lastError: { type: string; code: string; message: string } | null;
}

/** Pending proration lines of a subscription, billed with its next invoice. */
export type PendingItems = Map<string, InvoiceLineState[]>;

/** Prices per seat and month of the plan table (minor units), as the operator would create them. */
const PRICE_TABLE: Record<string, [number, number, number]> = {
  usd: [400, 600, 900],
  eur: [400, 600, 900],
  gbp: [350, 500, 800],
  jpy: [600, 900, 1400],
};
const PLANS = ['lite', 'basic', 'business'] as const;

export class StripeStore {
  readonly customers = new Map<string, CustomerState>();
  readonly paymentMethods = new Map<string, PaymentMethodState>();
  readonly prices = new Map<string, PriceState>();
  readonly subscriptions = new Map<string, SubscriptionState>();
  readonly invoices = new Map<string, InvoiceState>();
  readonly intents = new Map<string, IntentState>();
  readonly pendingItems: PendingItems = new Map();
  private offsetSeconds = 0;
  /** Creation order breaks ties between objects made in the same second. */
  private readonly order = new Map<string, number>();

  constructor() {
    for (const [currency, amounts] of Object.entries(PRICE_TABLE)) {
      PLANS.forEach((plan, index) => {
        const id = this.id('price');
        this.prices.set(id, {
          id,
          product: `prod_punchcard_${plan}`,
          currency,
          unitAmount: amounts[index] ?? 0,
          lookupKey: `punchcard_${plan}_${currency}`,
          created: this.now(),
        });
      });
    }
  }

  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  moveClock(seconds: number): void {
    this.offsetSeconds += seconds;
  }

  id(prefix: string): string {
    const id = `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
    this.order.set(id, this.order.size);
    return id;
  }

  /** Newest first, as every Stripe list. */
  newestFirst<T extends { id: string; created: number }>(items: Iterable<T>): T[] {
    return [...items].sort(
      (a, b) => b.created - a.created || (this.order.get(b.id) ?? 0) - (this.order.get(a.id) ?? 0),
    );
  }

  customer(id: string, param?: string): CustomerState {
    const customer = this.customers.get(id);
    if (!customer) throw missing('customer', id, param);
    return customer;
  }

  price(id: string, param?: string): PriceState {
    const price = this.prices.get(id);
    if (!price) throw missing('price', id, param);
    return price;
  }

  subscription(id: string): SubscriptionState {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw missing('subscription', id);
    return subscription;
  }

  invoice(id: string): InvoiceState {
    const invoice = this.invoices.get(id);
    if (!invoice) throw missing('invoice', id);
    return invoice;
  }

  intent(id: string): IntentState {
    const intent = this.intents.get(id);
    if (!intent) throw missing(id.startsWith('seti_') ? 'setup_intent' : 'payment_intent', id);
    return intent;
  }

  /**
   * A payment method by id. Stripe's test ids (`pm_card_visa`...) are tokens: each use makes a
   * new card object with its own id, as on Stripe.
   */
  paymentMethod(id: string, param?: string): PaymentMethodState {
    const known = this.paymentMethods.get(id);
    if (known) return known;
    const shared: Partial<Record<string, (typeof TEST_PAYMENT_METHODS)[TestPaymentMethodId]>> =
      TEST_PAYMENT_METHODS;
    const test = shared[id];
    if (!test) throw missing('PaymentMethod', id, param);
    const created: PaymentMethodState = {
      id: this.id('pm'),
      created: this.now(),
      customer: null,
      outcome: test.outcome,
      card: { brand: test.brand, last4: test.last4, country: test.country },
    };
    this.paymentMethods.set(created.id, created);
    return created;
  }

  /** Two secrets never collide, and the id is recoverable from one (as Stripe's are). */
  intentSecret(id: string): string {
    return `${id}_secret_${randomBytes(12).toString('hex')}`;
  }

  intentOfSecret(secret: string): IntentState {
    const id = secret.split('_secret_')[0] ?? '';
    const intent = this.intents.get(id);
    if (intent?.clientSecret !== secret) throw missing('intent', id, 'client_secret');
    return intent;
  }
}

/** One calendar month later, the day clamped to the month's end (as Stripe bills monthly). */
export function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return Math.floor(next.getTime() / 1000);
}
