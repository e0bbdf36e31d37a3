import type {
  InvoiceStatus,
  PaidPlan,
  PaymentIntentStatus,
  SubscriptionStatus,
} from '@punchcard/shared';

/**
 * What billing needs from a card payment provider. Two implement it: Stripe (the official client)
 * and the built-in test-mode provider, which simulates Stripe's lifecycle in the database. The
 * service layer (plans, seats, records) never knows which one runs. Dates are Dates, money is an
 * integer in the currency's minor unit.
 */

export interface ProviderCard {
  brand: string;
  last4: string;
  country: string | null;
  expMonth: number;
  expYear: number;
}

export interface ProviderPaymentMethod {
  id: string;
  card: ProviderCard;
  /** Seconds since the epoch; pages run newest first. */
  created: number;
}

export interface ProviderCustomer {
  id: string;
  email: string | null;
  description: string | null;
  defaultPaymentMethodId: string | null;
}

export interface ProviderPrice {
  id: string;
  plan: PaidPlan;
  currency: string;
  unitAmount: number;
  lookupKey: string;
}

/** The provider's current truth about one subscription (never a partial update). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  itemId: string;
  priceId: string;
  plan: PaidPlan;
  currency: string;
  quantity: number;
  status: SubscriptionStatus;
  startDate: Date;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  trialEnd: Date | null;
  endedAt: Date | null;
  defaultPaymentMethodId: string | null;
  /** The latest invoice's payment (or pending setup) secret while it still needs the browser. */
  clientSecret: string | null;
  paymentStatus: PaymentIntentStatus | null;
}

export interface ProviderInvoiceLine {
  description: string;
  amount: number;
  quantity: number;
  proration: boolean;
  periodStart: Date;
  periodEnd: Date;
}

export interface ProviderInvoice {
  /** Null for an upcoming (preview) invoice. */
  id: string | null;
  number: string | null;
  status: InvoiceStatus;
  currency: string;
  subtotal: number;
  total: number;
  amountDue: number;
  amountPaid: number;
  created: Date;
  periodStart: Date;
  periodEnd: Date;
  /** Stripe's hosted PDF; null for the test provider, whose PDFs the API renders itself. */
  pdfUrl: string | null;
  lines: ProviderInvoiceLine[];
}

export interface PageRequest {
  limit: number;
  startingAfter?: string;
  endingBefore?: string;
}

export interface Page<T> {
  data: T[];
  hasMore: boolean;
}

export interface NewSubscription {
  customerId: string;
  priceId: string;
  quantity: number;
  /** Set for a trial: the subscription starts trialing for this many days. */
  trialDays?: number;
  /** Retries of one request create one subscription. */
  idempotencyKey: string;
}

export interface SubscriptionChange {
  priceId?: string;
  quantity?: number;
}

export interface InvoicePreview {
  customerId: string;
  subscriptionId?: string;
  itemId?: string;
  priceId?: string;
  quantity?: number;
}

/** The card was declined (or its 3-D Secure failed): the spec's 400 error.payment_method.declined. */
export class PaymentDeclinedError extends Error {
  constructor(message = 'The card was declined.') {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/** The provider has no such object (a price, a payment method, a subscription). */
export class ProviderNotFoundError extends Error {
  constructor(
    readonly kind: 'price' | 'payment_method' | 'subscription' | 'customer' | 'invoice',
    message: string,
  ) {
    super(message);
    this.name = 'ProviderNotFoundError';
  }
}

/** Where an invoice's PDF comes from: Stripe hosts it, the test provider renders it. */
export type InvoicePdf = { url: string } | { pdf: Buffer };

export abstract class BillingProvider {
  abstract readonly name: 'stripe' | 'test';

  abstract createCustomer(input: {
    workspaceId: string;
    email: string | null;
    name: string;
    idempotencyKey: string;
  }): Promise<ProviderCustomer>;
  abstract getCustomer(customerId: string): Promise<ProviderCustomer>;

  /** Attaches (and checks) a card; declined -> PaymentDeclinedError. */
  abstract attachPaymentMethod(
    customerId: string,
    paymentMethodId: string,
  ): Promise<ProviderPaymentMethod>;
  abstract listPaymentMethods(
    customerId: string,
    page: PageRequest,
  ): Promise<Page<ProviderPaymentMethod>>;
  abstract detachPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  /** Makes it the customer's (and its live subscription's) default; retries an open invoice. */
  abstract setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;

  /** The paid plans in `currency`; empty when the provider has none in it. */
  abstract listPrices(currency: string): Promise<ProviderPrice[]>;

  abstract createSubscription(input: NewSubscription): Promise<ProviderSubscription>;
  abstract getSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Price or seat changes, prorated. */
  abstract updateSubscription(
    subscriptionId: string,
    change: SubscriptionChange,
  ): Promise<ProviderSubscription>;
  abstract setCancelAtPeriodEnd(
    subscriptionId: string,
    cancel: boolean,
  ): Promise<ProviderSubscription>;
  /** Ends it now. */
  abstract cancelSubscription(subscriptionId: string): Promise<ProviderSubscription>;

  /** Newest first. */
  abstract listInvoices(customerId: string, limit: number): Promise<ProviderInvoice[]>;
  /** Null when nothing would be due. */
  abstract upcomingInvoice(preview: InvoicePreview): Promise<ProviderInvoice | null>;
  /** The customer's invoice as a PDF; another customer's -> ProviderNotFoundError('invoice'). */
  abstract invoicePdf(customerId: string, invoiceId: string): Promise<InvoicePdf>;
}
