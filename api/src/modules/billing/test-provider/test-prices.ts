import type { PaidPlan } from '@punchcard/shared';
import type { ProviderPrice } from '../provider/billing-provider.js';

/** Per seat and month, in each currency's minor unit (yen have none). */
const AMOUNTS: Readonly<Record<string, Readonly<Record<PaidPlan, number>>>> = {
  USD: { LITE: 400, BASIC: 600, BUSINESS: 900 },
  EUR: { LITE: 400, BASIC: 600, BUSINESS: 900 },
  GBP: { LITE: 350, BASIC: 500, BUSINESS: 800 },
  JPY: { LITE: 600, BASIC: 900, BUSINESS: 1400 },
};

const PLANS: readonly PaidPlan[] = ['LITE', 'BASIC', 'BUSINESS'];

/**
 * The built-in provider's price list: what a Stripe account would hold as one monthly per-seat
 * price per paid plan and currency, found by the same lookup keys (`punchcard_<plan>_<currency>`).
 * Currencies are ISO 4217 upper case, as workspaces store them.
 */
export const TEST_PRICES: readonly ProviderPrice[] = Object.entries(AMOUNTS).flatMap(
  ([currency, amounts]) =>
    PLANS.map((plan) => ({
      id: `price_test_${plan.toLowerCase()}_${currency.toLowerCase()}`,
      plan,
      currency,
      unitAmount: amounts[plan],
      lookupKey: `punchcard_${plan.toLowerCase()}_${currency.toLowerCase()}`,
    })),
);

export function testPricesIn(currency: string): ProviderPrice[] {
  const code = currency.toUpperCase();
  return TEST_PRICES.filter((price) => price.currency === code);
}

export function testPrice(priceId: string): ProviderPrice | undefined {
  return TEST_PRICES.find((price) => price.id === priceId);
}
