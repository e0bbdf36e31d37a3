import type { Plan } from '../plans.js';
import type { UnixSeconds } from '../time.js';

/**
 * Card billing (projects-billing-spec sections 3, 4, 7): payment methods, prices, subscriptions,
 * invoices. One wire shape whichever provider runs (Stripe, or the built-in test-mode provider).
 * Money is always an integer in the currency's minor unit (cents; yen have none), never a float.
 */

/** Subscription status values (spec section 4), as Stripe names them. */
export const SubscriptionStatus = {
  Active: 'active',
  Canceled: 'canceled',
  Incomplete: 'incomplete',
  IncompleteExpired: 'incomplete_expired',
  PastDue: 'past_due',
  Paused: 'paused',
  Trialing: 'trialing',
  Unpaid: 'unpaid',
} as const;
export type SubscriptionStatus = (typeof SubscriptionStatus)[keyof typeof SubscriptionStatus];
export const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] =
  Object.values(SubscriptionStatus);

/** Statuses that grant the subscribed plan (past_due keeps it only for the grace period). */
export const PLAN_GRANTING_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing'];
/** Statuses after which the subscription is over and the workspace is back on FREE. */
export const ENDED_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = [
  'canceled',
  'incomplete_expired',
];

/** Payment methods page size (spec section 9). */
export const PAYMENT_METHODS_PAGE_SIZE = 3;
/** Days a trial lasts. */
export const TRIAL_DAYS = 14;

export type PaidPlan = Exclude<Plan, 'FREE'>;

/** A card on file (spec: Payment method). */
export interface PaymentMethod {
  id: string;
  card: {
    brand: string;
    last4: string;
    country: string | null;
    exp_month: number;
    exp_year: number;
  };
  is_default: boolean;
}

/** GET /v1/workspaces/payment-methods (limit 3, starting_after | ending_before), newest first. */
export interface PaymentMethodPage {
  payment_methods: PaymentMethod[];
  has_more: boolean;
}

/** POST /v1/workspaces/payment-methods; PATCH /v1/workspaces/customers/{id}/payment-methods. */
export interface PaymentMethodBody {
  payment_method_id: string;
}

/** The workspace's billing customer (spec: Customer). */
export interface Customer {
  id: string;
  email: { email: string | null };
  description: string | null;
  default_payment_method: string | null;
}

/** One entry of the price list: a paid plan per seat and month in one currency. */
export interface Price {
  id: string;
  plan: PaidPlan;
  currency: string;
  /** Per seat and interval, minor units. */
  unit_amount: number;
  interval: 'month';
  /** Stripe lookup key, `punchcard_<plan>_<currency>` in lower case. */
  lookup_key: string;
}

/** GET /v1/workspaces/prices: the paid plans in the workspace's currency (USD when it has none). */
export interface PriceList {
  currency: string;
  prices: Price[];
}

/** The workspace's subscription (spec: Subscription), or null on GET when it has none. */
export interface Subscription {
  id: string;
  id_item: string;
  id_price: string;
  plan: PaidPlan;
  start_date: UnixSeconds;
  status: SubscriptionStatus;
  id_customer: string;
  current_period_start: UnixSeconds;
  current_period_end: UnixSeconds;
  cancel_at_period_end: boolean;
  /** Kept while the subscription is not active, so the browser can complete the payment. */
  client_secret: string | null;
  id_payment_method: string | null;
  quantity: number;
  trial_end: UnixSeconds | null;
  /** When a past_due subscription stops granting its plan (the grace period's end). */
  grace_period_end: UnixSeconds | null;
}

/** GET /v1/workspaces/subscription. */
export interface SubscriptionState {
  subscription: Subscription | null;
  /** The workspace already used its one trial. */
  is_trial_started: boolean;
  /** Seats the subscription bills: active and invited members. */
  seats: number;
  /** Which provider runs, and Stripe's publishable key for Elements (null for the test provider). */
  provider: 'stripe' | 'test';
  publishable_key: string | null;
}

/** POST /v1/workspaces/subscriptions and POST /v1/workspaces/subscriptions/trial. */
export interface SubscriptionCreateBody {
  price_id: string;
}

/** PUT /v1/workspaces/subscriptions: change the price (plan) or the seat count, prorated. */
export interface SubscriptionUpdateBody {
  id_subscription: string;
  id_subscription_item: string;
  id_price?: string;
  quantity?: number;
}

/** PATCH /v1/workspaces/subscriptions/{id}: true cancels at period end, false resumes. */
export interface SubscriptionCancelBody {
  cancelAtPeriodEnd?: boolean;
}

export const InvoiceStatus = {
  Draft: 'draft',
  Open: 'open',
  Paid: 'paid',
  Uncollectible: 'uncollectible',
  Void: 'void',
} as const;
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];

export interface InvoiceLine {
  description: string;
  amount: number;
  quantity: number;
  proration: boolean;
  period_start: UnixSeconds;
  period_end: UnixSeconds;
}

export interface Invoice {
  /** Null on the upcoming invoice, which does not exist yet. */
  id: string | null;
  number: string | null;
  status: InvoiceStatus;
  currency: string;
  subtotal: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  created: UnixSeconds;
  period_start: UnixSeconds;
  period_end: UnixSeconds;
  /** Where the PDF downloads (GET /v1/workspaces/invoices/{id}/pdf); null when there is none. */
  pdf_url: string | null;
  lines: InvoiceLine[];
}

/** GET /v1/workspaces/invoice/history, newest first. */
export interface InvoiceHistory {
  invoices: Invoice[];
}

/**
 * GET /v1/workspaces/invoice/upcoming (id_customer, id_price, id_subscription,
 * id_subscription_item): the next invoice, or the preview of changing to `id_price` with its
 * proration; `invoice` is null when nothing is due.
 */
export interface UpcomingInvoice {
  invoice: Invoice | null;
}

/**
 * The built-in test-mode provider's stand-in for Stripe.js: the browser confirms a payment or
 * 3-D Secure challenge with the client secret (POST /v1/billing/test/confirm).
 */
export interface TestConfirmBody {
  client_secret: string;
  payment_method_id?: string;
  /** The simulated 3-D Secure challenge's outcome, after `requires_action`. */
  authentication?: 'succeed' | 'fail';
}

export const PaymentIntentStatus = {
  Succeeded: 'succeeded',
  RequiresAction: 'requires_action',
  RequiresPaymentMethod: 'requires_payment_method',
} as const;
export type PaymentIntentStatus = (typeof PaymentIntentStatus)[keyof typeof PaymentIntentStatus];

export interface TestConfirmResult {
  status: PaymentIntentStatus;
  /** `error.payment_method.declined` when the card was declined. */
  error_key: string | null;
}

/** POST /v1/billing/test/clock: the test provider's clock jumps ahead, renewing what falls due. */
export interface TestClockBody {
  days: number;
}

/** Stripe's test payment-method ids the built-in provider accepts, and what each does. */
export const TEST_PAYMENT_METHODS = {
  pm_card_visa: { brand: 'visa', last4: '4242', country: 'US', outcome: 'succeed' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', country: 'US', outcome: 'succeed' },
  pm_card_amex: { brand: 'amex', last4: '8431', country: 'US', outcome: 'succeed' },
  pm_card_visa_debit: { brand: 'visa', last4: '5556', country: 'US', outcome: 'succeed' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', country: 'US', outcome: 'decline' },
  pm_card_authenticationRequired: {
    brand: 'visa',
    last4: '3184',
    country: 'US',
    outcome: 'authenticate',
  },
  /** Attaches, then every charge fails: a renewal that turns the subscription past_due. */
  pm_card_chargeCustomerFail: {
    brand: 'visa',
    last4: '0341',
    country: 'US',
    outcome: 'decline_after_attach',
  },
} as const;
export type TestPaymentMethodId = keyof typeof TEST_PAYMENT_METHODS;

/** Stripe's test card numbers, for the built-in provider's card form. */
export const TEST_CARD_NUMBERS: Readonly<Record<string, TestPaymentMethodId>> = {
  '4242424242424242': 'pm_card_visa',
  '5555555555554444': 'pm_card_mastercard',
  '378282246310005': 'pm_card_amex',
  '4000056655665556': 'pm_card_visa_debit',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000002760003184': 'pm_card_authenticationRequired',
  '4000000000000341': 'pm_card_chargeCustomerFail',
};
