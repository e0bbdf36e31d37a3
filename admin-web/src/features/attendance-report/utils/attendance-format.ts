// How attendance figures read on screen: durations as payroll writes them (h:mm), clock times in
// the WORKSPACE's zone (the zone the report's days were cut in, whatever the browser's is).
import type { Locale, ReportPeriod } from '@punchcard/shared';

import { todayIn } from '@/lib/report-range';

/** Seconds as `h:mm` (`7:05`, `38:30`), rounded down to the minute as timesheets do. */
export function clockDuration(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return `${String(Math.floor(minutes / 60))}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Seconds as decimal hours with two places (`7.08`), the figure payroll multiplies. */
export function decimalHours(seconds: number): string {
  return (Math.max(0, seconds) / 3600).toFixed(2);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant's local time in `timeZone`: `09:02` alone inside a day's row, with the day
 * (`Tue 3, 09:02` / `3日(火) 09:02`) where a row spans a week or a month.
 */
export function zonedTime(
  seconds: number,
  timeZone: string,
  locale: Locale,
  withDay: boolean,
): string {
  const key = `${timeZone}|${locale}|${String(withDay)}`;
  let format = formatters.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...(withDay ? { weekday: 'short', day: 'numeric' } : {}),
    });
    formatters.set(key, format);
  }
  return format.format(new Date(seconds * 1000));
}

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The days a row covers, from its local first day (`date`) and its end instant: `Mon, Nov 2`
 * for a day, `Nov 2 – 8` for a week (clipped to the report), `November 2026` for a month.
 */
export function bucketLabel(
  row: { date: string; end: number },
  period: ReportPeriod,
  timeZone: string,
  locale: Locale,
): string {
  if (period === 'Monthly') {
    return new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(utcDate(row.date));
  }
  const format = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
    ...(period === 'Daily' ? { weekday: 'short' } : {}),
  });
  if (period === 'Daily') return format.format(utcDate(row.date));
  // The last day is the local date of the row's last second, in the report's zone.
  const last = todayIn(timeZone, new Date((row.end - 1) * 1000));
  return last === row.date
    ? format.format(utcDate(row.date))
    : format.formatRange(utcDate(row.date), utcDate(last));
}
