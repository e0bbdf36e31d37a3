// Money arrives as exact decimal strings ("1234.50") and is only ever formatted, never summed
// or multiplied here: Intl formats the decimal text itself, so no float rounds a cent away.
import type { Locale } from '@punchcard/shared';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let found = formatters.get(key);
  if (!found) {
    try {
      found = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      // A code this browser does not know still shows its amount, with the code after it.
      found = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formatters.set(key, found);
  }
  return found;
}

/** `$1,234.50` / `￥1,235`: `amount` is a decimal string or a validated number of cents' precision. */
export function formatMoney(amount: string | number, currency: string, locale: Locale): string {
  const format = formatter(locale, currency);
  const text =
    typeof amount === 'number'
      ? format.format(amount)
      : format.format(amount as Intl.StringNumericLiteral);
  return format.resolvedOptions().style === 'currency' ? text : `${text} ${currency}`;
}

/** The symbol (or code) the currency is written with, for an input's prefix. */
export function currencySymbol(currency: string, locale: Locale): string {
  const part = formatter(locale, currency)
    .formatToParts(0)
    .find((candidate) => candidate.type === 'currency');
  return part?.value ?? currency;
}

/** numeric(12,2): ten whole digits at most, and cents. */
const AMOUNT = /^(\d{1,10})(?:\.(\d{0,2}))?$/;

/**
 * An amount as typed into a rate field ("25", "25.5", "１，２００", "1,200.50"): thousands
 * separators and full-width digits are fine; the answer is the decimal text with two decimals
 * ("1200.50"), or undefined when it is not an amount of zero or more with at most two decimals.
 */
export function parseAmount(input: string): string | undefined {
  const text = input.normalize('NFKC').trim().replace(/[\s,]/g, '');
  const match = AMOUNT.exec(text);
  if (!match) return undefined;
  const [, whole = '0', cents = ''] = match;
  return `${String(Number(whole))}.${cents.padEnd(2, '0')}`;
}
