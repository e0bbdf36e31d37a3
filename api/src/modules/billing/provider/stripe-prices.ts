import { Plan, type PaidPlan } from '@punchcard/shared';
import type Stripe from 'stripe';
import type { ProviderPrice } from './billing-provider.js';

/** The paid plans, cheapest first: the order prices are listed in. */
export const PAID_PLANS: readonly PaidPlan[] = [Plan.Lite, Plan.Basic, Plan.Business];

/**
 * Stripe prices are found by lookup key, one per paid plan and currency:
 * `punchcard_<lite|basic|business>_<currency>` in lower case (`punchcard_basic_usd`), a monthly
 * recurring price per seat. The README tells the operator to create them.
 */
export function priceLookupKey(plan: PaidPlan, currency: string): string {
  return `punchcard_${plan.toLowerCase()}_${currency.toLowerCase()}`;
}

/** The paid plan a lookup key names; undefined for a price that is not one of ours. */
export function planOfLookupKey(lookupKey: string | null | undefined): PaidPlan | undefined {
  const match = /^punchcard_([a-z]+)_[a-z]{3}$/.exec(lookupKey ?? '');
  return PAID_PLANS.find((plan) => plan.toLowerCase() === match?.[1]);
}

/** The plan a subscribed price sells; a price without our lookup key is a setup mistake. */
export function planOfPrice(price: Stripe.Price): PaidPlan {
  const plan = planOfLookupKey(price.lookup_key);
  if (plan === undefined) {
    throw new Error(
      `Stripe price ${price.id} has no Punchcard lookup key (punchcard_<plan>_<currency>)`,
    );
  }
  return plan;
}

export function toProviderPrice(price: Stripe.Price): ProviderPrice | undefined {
  const plan = planOfLookupKey(price.lookup_key);
  if (plan === undefined || price.lookup_key === null || price.unit_amount === null) {
    return undefined;
  }
  return {
    id: price.id,
    plan,
    currency: price.currency.toUpperCase(),
    unitAmount: price.unit_amount,
    lookupKey: price.lookup_key,
  };
}
