// The built-in test-mode provider's card form: Stripe's published test card numbers stand for
// Stripe's test payment-method ids, so the form behaves as Stripe Elements would with them
// (projects-billing-spec section 3). Nothing here is a real card check: only test numbers pass.
import {
  TEST_CARD_NUMBERS,
  TEST_PAYMENT_METHODS,
  type TestPaymentMethodId,
} from '@punchcard/shared';

/** What each test card does, for the option's description. */
export type TestCardOutcome = (typeof TEST_PAYMENT_METHODS)[TestPaymentMethodId]['outcome'];

export interface TestCardOption {
  /** Grouped by four (Amex 4-6-5), as printed on a card. */
  number: string;
  paymentMethodId: TestPaymentMethodId;
  brand: string;
  outcome: TestCardOutcome;
}

/** Spaces, dashes and full-width digits typed or pasted are all fine. */
export const cardDigits = (input: string): string => input.normalize('NFKC').replace(/[\s-]/g, '');

/** `4242424242424242` -> `4242 4242 4242 4242`; Amex `3782 822463 10005`. */
export function groupCardNumber(digits: string): string {
  const groups = digits.startsWith('3') ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

export const TEST_CARD_OPTIONS: readonly TestCardOption[] = Object.entries(TEST_CARD_NUMBERS).map(
  ([digits, paymentMethodId]) => ({
    number: groupCardNumber(digits),
    paymentMethodId,
    brand: TEST_PAYMENT_METHODS[paymentMethodId].brand,
    outcome: TEST_PAYMENT_METHODS[paymentMethodId].outcome,
  }),
);

/** The test payment method a typed number stands for, or undefined for any other number. */
export function testPaymentMethodFor(input: string): TestPaymentMethodId | undefined {
  return TEST_CARD_NUMBERS[cardDigits(input)];
}

export interface CardExpiry {
  month: number;
  year: number;
}

/** `MM / YY`, `MM/YY` or `MM/YYYY`; undefined when it is not a month. */
export function parseExpiry(input: string): CardExpiry | undefined {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(input.normalize('NFKC').trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** A card stays valid through the last day of its expiry month. */
export function isExpired({ month, year }: CardExpiry, now: Date): boolean {
  return year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1;
}

export const isCvc = (input: string): boolean => /^\d{3,4}$/.test(input.normalize('NFKC').trim());

export type TestCardProblem = 'number' | 'expiry' | 'expired' | 'cvc';

export interface TestCardInput {
  number: string;
  expiry: string;
  cvc: string;
}

/** The field problems of the form (empty: it may be sent) and the payment method it stands for. */
export function checkTestCard(
  input: TestCardInput,
  now: Date,
): { problems: Partial<Record<keyof TestCardInput, TestCardProblem>>; paymentMethodId?: string } {
  const problems: Partial<Record<keyof TestCardInput, TestCardProblem>> = {};
  const paymentMethodId = testPaymentMethodFor(input.number);
  if (paymentMethodId === undefined) problems.number = 'number';
  const expiry = parseExpiry(input.expiry);
  if (expiry === undefined) problems.expiry = 'expiry';
  else if (isExpired(expiry, now)) problems.expiry = 'expired';
  if (!isCvc(input.cvc)) problems.cvc = 'cvc';
  return { problems, paymentMethodId };
}
