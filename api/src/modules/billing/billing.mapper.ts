import {
  type Customer,
  type Invoice,
  type PaidPlan,
  type PaymentMethod,
  type Price,
  type Subscription,
  toUnixSeconds,
  toUnixSecondsOrNull,
} from '@punchcard/shared';
import type { SubscriptionRow } from './billing.repository.js';
import { graceEnd } from './plan-of-subscription.js';
import type {
  ProviderCustomer,
  ProviderInvoice,
  ProviderPaymentMethod,
  ProviderPrice,
} from './provider/billing-provider.js';

export function toPaymentMethod(
  pm: ProviderPaymentMethod,
  defaultId: string | null,
): PaymentMethod {
  return {
    id: pm.id,
    card: {
      brand: pm.card.brand,
      last4: pm.card.last4,
      country: pm.card.country,
      exp_month: pm.card.expMonth,
      exp_year: pm.card.expYear,
    },
    is_default: pm.id === defaultId,
  };
}

export function toCustomer(customer: ProviderCustomer): Customer {
  return {
    id: customer.id,
    email: { email: customer.email },
    description: customer.description,
    default_payment_method: customer.defaultPaymentMethodId,
  };
}

export function toPrice(price: ProviderPrice): Price {
  return {
    id: price.id,
    plan: price.plan,
    currency: price.currency.toUpperCase(),
    unit_amount: price.unitAmount,
    interval: 'month',
    lookup_key: price.lookupKey,
  };
}

export function toSubscription(row: SubscriptionRow, graceDays: number): Subscription {
  return {
    id: row.id,
    id_item: row.id_item,
    id_price: row.id_price,
    plan: row.plan as PaidPlan,
    start_date: toUnixSeconds(row.start_date),
    status: row.status,
    id_customer: row.id_customer,
    current_period_start: toUnixSeconds(row.current_period_start),
    current_period_end: toUnixSeconds(row.current_period_end),
    cancel_at_period_end: row.cancel_at_period_end,
    client_secret: row.status === 'active' ? null : row.client_secret,
    id_payment_method: row.id_payment_method,
    quantity: row.quantity,
    trial_end: toUnixSecondsOrNull(row.trial_end),
    grace_period_end:
      row.past_due_since === null ? null : toUnixSeconds(graceEnd(row.past_due_since, graceDays)),
  };
}

/** The PDF link is always ours: the API renders it (test provider) or redirects (Stripe). */
export function toInvoice(invoice: ProviderInvoice): Invoice {
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    currency: invoice.currency.toUpperCase(),
    subtotal: invoice.subtotal,
    total: invoice.total,
    amount_due: invoice.amountDue,
    amount_paid: invoice.amountPaid,
    created: toUnixSeconds(invoice.created),
    period_start: toUnixSeconds(invoice.periodStart),
    period_end: toUnixSeconds(invoice.periodEnd),
    pdf_url:
      invoice.id === null ? null : `/v1/workspaces/invoices/${encodeURIComponent(invoice.id)}/pdf`,
    lines: invoice.lines.map((line) => ({
      description: line.description,
      amount: line.amount,
      quantity: line.quantity,
      proration: line.proration,
      period_start: toUnixSeconds(line.periodStart),
      period_end: toUnixSeconds(line.periodEnd),
    })),
  };
}
