// The billing routes' answers on the wire (snake_case), for the plans page's tests.
import type {
  Customer,
  Invoice,
  PaymentMethod,
  PriceList,
  Subscription,
  SubscriptionState,
} from '@punchcard/shared';

import { type ApiRoutes, ok } from '@/testing/api-mock';

const DAY = 86_400;
export const NOW = 1_795_000_000;

export const priceList: PriceList = {
  currency: 'usd',
  prices: (
    [
      ['LITE', 400],
      ['BASIC', 600],
      ['BUSINESS', 900],
    ] as const
  ).map(([plan, amount]) => ({
    id: `price_test_${plan.toLowerCase()}_usd`,
    plan,
    currency: 'usd',
    unit_amount: amount,
    interval: 'month',
    lookup_key: `punchcard_${plan.toLowerCase()}_usd`,
  })),
};

export const customer: Customer = {
  id: 'cus_test_1',
  email: { email: 'ada@example.com' },
  description: null,
  default_payment_method: null,
};

export function wireSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'sub_test_1',
    id_item: 'si_test_1',
    id_price: 'price_test_basic_usd',
    plan: 'BASIC',
    start_date: NOW,
    status: 'active',
    id_customer: customer.id,
    current_period_start: NOW,
    current_period_end: NOW + 30 * DAY,
    cancel_at_period_end: false,
    client_secret: null,
    id_payment_method: 'pm_card_visa',
    quantity: 2,
    trial_end: null,
    grace_period_end: null,
    ...overrides,
  };
}

export function subscriptionState(overrides: Partial<SubscriptionState> = {}): SubscriptionState {
  return {
    subscription: null,
    is_trial_started: false,
    seats: 2,
    provider: 'test',
    publishable_key: null,
    ...overrides,
  };
}

export function wireCard(id: string, last4: string, isDefault = false): PaymentMethod {
  return {
    id,
    card: { brand: 'visa', last4, country: 'US', exp_month: 4, exp_year: 2030 },
    is_default: isDefault,
  };
}

export function wireInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'in_test_1',
    number: 'PC-0001',
    status: 'paid',
    currency: 'usd',
    subtotal: 1200,
    total: 1200,
    amount_due: 1200,
    amount_paid: 1200,
    created: NOW,
    period_start: NOW,
    period_end: NOW + 30 * DAY,
    pdf_url: '/v1/workspaces/invoices/in_test_1/pdf',
    lines: [
      {
        description: '2 × Basic (per seat)',
        amount: 1200,
        quantity: 2,
        proration: false,
        period_start: NOW,
        period_end: NOW + 30 * DAY,
      },
    ],
    ...overrides,
  };
}

/** A workspace on FREE with billing on and nothing bought yet. */
export const freshBillingRoutes = (state: SubscriptionState = subscriptionState()): ApiRoutes => ({
  'GET /v1/workspaces/subscription': ok(state),
  'GET /v1/workspaces/prices': ok(priceList),
  'GET /v1/workspaces/customers': ok(customer),
  'GET /v1/workspaces/payment-methods': ok({ payment_methods: [], has_more: false }),
  'GET /v1/workspaces/invoice/history': ok({ invoices: [] }),
  'GET /v1/workspaces/invoice/upcoming': ok({ invoice: null }),
});
