// The billing API counts money in the currency's minor unit (cents; yen have none). It is turned
// into exact decimal text by moving the point, never by dividing a float, then formatted as the
// rest of the app formats money.
import type { Locale } from '@punchcard/shared';

import { formatMoney } from '@/lib/money';

/** Digits after the point in `currency` (2 for USD, 0 for JPY), as the browser knows them. */
export function currencyDigits(currency: string): number {
  try {
    const options = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).resolvedOptions();
    return options.maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** 1234 cents -> "12.34"; 600 yen -> "600"; -50 cents -> "-0.50". */
export function minorToDecimal(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  const sign = amount < 0 ? '-' : '';
  const text = String(Math.abs(Math.trunc(amount))).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** An amount in minor units as people read it: `$4.00`, `￥600`. */
export function formatMinor(amount: number, currency: string, locale: Locale): string {
  return formatMoney(minorToDecimal(amount, currency), currency.toUpperCase(), locale);
}
