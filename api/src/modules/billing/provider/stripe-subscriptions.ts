import {
  type PaymentIntentStatus,
  SUBSCRIPTION_STATUSES,
  SubscriptionStatus,
} from '@punchcard/shared';
import type Stripe from 'stripe';
import type { ProviderSubscription } from './billing-provider.js';
import { fromSeconds, idOf } from './stripe-objects.js';
import { planOfPrice } from './stripe-prices.js';

/**
 * What every subscription read or write expands: the latest invoice with its payment's client
 * secret (an includable field, absent unless asked for) and its payments, and the setup intent a
 * trial may leave for collecting a card.
 */
export const SUBSCRIPTION_EXPAND = [
  'latest_invoice.confirmation_secret',
  'latest_invoice.payments',
  'pending_setup_intent',
];

/** Statuses whose latest invoice may still wait for the cardholder. */
const AWAITING_PAYMENT = new Set<string>([
  SubscriptionStatus.Incomplete,
  SubscriptionStatus.PastDue,
  SubscriptionStatus.Unpaid,
]);

/** What the browser still has to do about a subscription's payment, if anything. */
export interface PendingPayment {
  clientSecret: string | null;
  status: PaymentIntentStatus | null;
  /** The invoice's PaymentIntent, read separately for its status. */
  paymentIntentId: string | null;
}

const NOTHING_PENDING: PendingPayment = { clientSecret: null, status: null, paymentIntentId: null };

/**
 * Stripe's intent statuses as the contract names them: whatever the browser must still confirm
 * with a card is `requires_payment_method`; `processing` waits on the bank, with nothing to do.
 */
export function intentStatus(
  status: Stripe.PaymentIntent.Status | Stripe.SetupIntent.Status,
): PaymentIntentStatus | null {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'requires_action':
      return 'requires_action';
    case 'requires_payment_method':
    case 'requires_confirmation':
    case 'canceled':
      return 'requires_payment_method';
    default:
      return null;
  }
}

/**
 * The open invoice's secret while the subscription waits for its payment, else a trial's pending
 * setup intent. The invoice's PaymentIntent id comes back for the caller to read its status.
 */
export function pendingPaymentOf(subscription: Stripe.Subscription): PendingPayment {
  const invoice = subscription.latest_invoice;
  if (
    AWAITING_PAYMENT.has(subscription.status) &&
    typeof invoice === 'object' &&
    invoice !== null &&
    invoice.status === 'open'
  ) {
    const payment = invoice.payments?.data.find((entry) => entry.is_default)?.payment;
    return {
      clientSecret: invoice.confirmation_secret?.client_secret ?? null,
      status: null,
      paymentIntentId: idOf(payment?.payment_intent),
    };
  }
  const setup = subscription.pending_setup_intent;
  if (typeof setup === 'object' && setup !== null && setup.status !== 'succeeded') {
    return {
      clientSecret: setup.client_secret,
      status: intentStatus(setup.status),
      paymentIntentId: null,
    };
  }
  return NOTHING_PENDING;
}

function statusOf(status: Stripe.Subscription.Status): SubscriptionStatus {
  // A status newer than this code grants nothing and takes nothing away until understood.
  return SUBSCRIPTION_STATUSES.find((known) => known === status) ?? SubscriptionStatus.Incomplete;
}

/** Punchcard subscribes one item (the plan's price, quantity = seats). */
export function toProviderSubscription(
  subscription: Stripe.Subscription,
  payment: Pick<PendingPayment, 'clientSecret' | 'status'>,
): ProviderSubscription {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscription.id} has no item`);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    itemId: item.id,
    priceId: item.price.id,
    plan: planOfPrice(item.price),
    currency: subscription.currency.toUpperCase(),
    quantity: item.quantity ?? 1,
    status: statusOf(subscription.status),
    startDate: fromSeconds(subscription.start_date),
    // Since API version 2025-03-31 the billing period lives on each item.
    currentPeriodStart: fromSeconds(item.current_period_start),
    currentPeriodEnd: fromSeconds(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    trialEnd: subscription.trial_end === null ? null : fromSeconds(subscription.trial_end),
    endedAt: subscription.ended_at === null ? null : fromSeconds(subscription.ended_at),
    defaultPaymentMethodId: idOf(subscription.default_payment_method),
    clientSecret: payment.clientSecret,
    paymentStatus: payment.status,
  };
}
