const DAY_MS = 86_400_000;

/** A first payment left unconfirmed this long expires, as Stripe's incomplete subscriptions do. */
export const INCOMPLETE_EXPIRY_MS = 23 * 3_600_000;

export const days = (count: number): number => count * DAY_MS;

/**
 * `anchor` plus `months` calendar months in UTC, clamped to the month's last day the way Stripe
 * bills from a billing-cycle anchor: Jan 31 -> Feb 28 -> Mar 31, never drifting to the 28th.
 */
export function addMonths(anchor: Date, months: number): Date {
  const target = new Date(anchor.getTime());
  const day = anchor.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * `amount` for the part of [start, end) still ahead at `at`, by seconds as Stripe prorates,
 * rounded to the minor unit (integers throughout: no float ever holds money).
 */
export function prorated(amount: number, start: Date, end: Date, at: Date): number {
  const length = Math.round((end.getTime() - start.getTime()) / 1000);
  const left = Math.max(0, Math.round((end.getTime() - at.getTime()) / 1000));
  if (length <= 0) return 0;
  return Math.round((amount * Math.min(left, length)) / length);
}

/** `12 Jan 2027`: how invoice lines name a moment (UTC, as Stripe writes them). */
export function lineDate(at: Date): string {
  return at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
