const digitsByCurrency = new Map<string, number>();

/**
 * How many digits the currency's minor unit has (2 for USD, 0 for JPY), as ISO 4217 and so Intl
 * know it: amounts are stored as integers of that unit, Stripe's way.
 */
export function minorDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/**
 * `$12.00`, `€4.00`, `￥1,400`: the integer amount written as a decimal string first, so no
 * float ever rounds a cent; Intl formats the decimal text itself.
 */
export function formatMinor(amount: number, currency: string, locale: 'en' | 'ja' = 'en'): string {
  const digits = minorDigits(currency);
  const sign = amount < 0 ? '-' : '';
  const whole = String(Math.abs(amount)).padStart(digits + 1, '0');
  const decimal =
    digits === 0 ? whole : `${whole.slice(0, -digits)}.${whole.slice(whole.length - digits)}`;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    `${sign}${decimal}` as Intl.StringNumericLiteral,
  );
}
