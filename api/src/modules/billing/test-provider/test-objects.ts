import { randomBytes } from 'node:crypto';
import {
  type PaymentIntentStatus,
  TEST_PAYMENT_METHODS,
  type TestPaymentMethodId,
} from '@punchcard/shared';
import type {
  ProviderCustomer,
  ProviderInvoice,
  ProviderPaymentMethod,
  ProviderPrice,
  ProviderSubscription,
} from '../provider/billing-provider.js';
import type { TestCustomerRow, TestPaymentMethodRow } from './test-customers.repository.js';
import type { TestInvoiceRow } from './test-invoices.repository.js';
import { formatMinor } from './test-money.js';
import { lineDate } from './test-periods.js';
import { testPrice } from './test-prices.js';
import type { PendingItem, TestSubscriptionRow } from './test-subscriptions.repository.js';

/** What charging a card does: Stripe's test cards decide it by their id. */
export type CardOutcome = (typeof TEST_PAYMENT_METHODS)[TestPaymentMethodId]['outcome'];

export function isTestPaymentMethodId(id: string): id is TestPaymentMethodId {
  return Object.hasOwn(TEST_PAYMENT_METHODS, id);
}

/** An id shaped like Stripe's (`cus_test_9f...`), random enough never to repeat. */
export const newTestId = (prefix: string): string =>
  `${prefix}_test_${randomBytes(10).toString('hex')}`;

export const newClientSecret = (intentId: string): string =>
  `${intentId}_secret_${randomBytes(16).toString('hex')}`;

export const seconds = (at: Date): number => Math.floor(at.getTime() / 1000);

export function requirePrice(priceId: string): ProviderPrice {
  const price = testPrice(priceId);
  if (!price) throw new Error(`The test provider has no price ${priceId}`);
  return price;
}

export function toProviderCustomer(row: TestCustomerRow): ProviderCustomer {
  return {
    id: row.id,
    email: row.email,
    description: row.description,
    defaultPaymentMethodId: row.default_payment_method,
  };
}

export function toProviderPaymentMethod(row: TestPaymentMethodRow): ProviderPaymentMethod {
  return {
    id: row.id,
    card: {
      brand: row.brand,
      last4: row.last4,
      country: row.country,
      expMonth: row.exp_month,
      expYear: row.exp_year,
    },
    created: seconds(row.created_at),
  };
}

const WIRE_INTENT_STATUSES: readonly string[] = [
  'succeeded',
  'requires_action',
  'requires_payment_method',
] satisfies PaymentIntentStatus[];

const isWireIntentStatus = (status: string | null): status is PaymentIntentStatus =>
  status !== null && WIRE_INTENT_STATUSES.includes(status);

/** The subscription as Stripe would answer it, with its latest invoice's payment expanded. */
export function toProviderSubscription(row: TestSubscriptionRow): ProviderSubscription {
  const price = requirePrice(row.price_id);
  const ended = row.status === 'canceled' || row.status === 'incomplete_expired';
  const paymentStatus = isWireIntentStatus(row.payment_status) ? row.payment_status : null;
  const awaitsBrowser =
    !ended && (paymentStatus === 'requires_payment_method' || paymentStatus === 'requires_action');
  return {
    id: row.id,
    customerId: row.id_customer,
    itemId: row.id_item,
    priceId: row.price_id,
    plan: price.plan,
    currency: price.currency,
    quantity: row.quantity,
    status: row.status,
    startDate: row.created_at,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    trialEnd: row.trial_end,
    endedAt: row.ended_at,
    defaultPaymentMethodId: row.default_payment_method,
    clientSecret: awaitsBrowser ? row.client_secret : null,
    paymentStatus,
  };
}

export function toProviderInvoice(row: TestInvoiceRow): ProviderInvoice {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    currency: row.currency,
    subtotal: row.subtotal,
    total: row.total,
    amountDue: row.amount_due,
    amountPaid: row.amount_paid,
    created: row.created_at,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    pdfUrl: null,
    lines: row.lines.map((line) => ({
      description: line.description,
      amount: line.amount,
      quantity: line.quantity,
      proration: line.proration,
      periodStart: line.period_start,
      periodEnd: line.period_end,
    })),
  };
}

const itemName = (price: ProviderPrice, quantity: number) =>
  `${quantity} × Punchcard ${price.plan}`;

/** The line billing one period of the plan: `3 × Punchcard BASIC (at $6.00 / month)`. */
export function periodLine(
  price: ProviderPrice,
  quantity: number,
  start: Date,
  end: Date,
): PendingItem {
  return {
    description: `${itemName(price, quantity)} (at ${formatMinor(price.unitAmount, price.currency)} / month)`,
    amount: price.unitAmount * quantity,
    quantity,
    proration: false,
    period_start: start,
    period_end: end,
  };
}

/** A change's two proration lines, Stripe's way: credit for the old item, charge for the new. */
export function prorationLines(
  change: {
    from: { price: ProviderPrice; quantity: number; amount: number };
    to: { price: ProviderPrice; quantity: number; amount: number };
  },
  at: Date,
  periodEnd: Date,
): PendingItem[] {
  const after = lineDate(at);
  return [
    {
      description: `Unused time on ${itemName(change.from.price, change.from.quantity)} after ${after}`,
      amount: -change.from.amount,
      quantity: change.from.quantity,
      proration: true,
      period_start: at,
      period_end: periodEnd,
    },
    {
      description: `Remaining time on ${itemName(change.to.price, change.to.quantity)} after ${after}`,
      amount: change.to.amount,
      quantity: change.to.quantity,
      proration: true,
      period_start: at,
      period_end: periodEnd,
    },
  ];
}
