/**
 * Durations as payroll reads them: h:mm (hours unbounded, minutes truncated rather than rounded
 * so a column of h:mm never adds up to more than the seconds worked) and decimal hours rounded to
 * the hundredth.
 */

/** `seconds` as h:mm, e.g. 30600 -> "8:30", 621000 -> "172:30", -1800 -> "-0:30". */
export function hoursMinutes(seconds: number): string {
  const sign = seconds < 0 ? '-' : '';
  const minutes = Math.floor(Math.abs(seconds) / 60);
  const hours = Math.floor(minutes / 60);
  return `${sign}${hours}:${String(minutes % 60).padStart(2, '0')}`;
}

/** `seconds` as hours rounded to two decimals, e.g. 30600 -> 8.5, 100 -> 0.03. */
export function decimalHours(seconds: number): number {
  return Math.round((seconds / 3600) * 100) / 100;
}

/** Excel's time unit is the day: [h]:mm formats a fraction of a day. */
export const SECONDS_PER_DAY = 86_400;
