// Days as the selfie listing counts them: calendar dates (YYYY-MM-DD) in the workspace's time
// zone, whatever the browser's, since a kiosk's day is the place's day.
import type { Locale, UnixSeconds } from '@punchcard/shared';

/** The API lists one day per call; a wider range would mean a burst of calls. */
export const MAX_RANGE_DAYS = 7;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((found) => found.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Midnight UTC of a date: a neutral moment for calendar arithmetic and for naming the day. */
function utcOf(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : time;
}

const DAY_MS = 86_400_000;

export function isDate(text: string): boolean {
  return utcOf(text) !== null;
}

/** The date `days` after (or before) `date`. */
export function shiftDate(date: string, days: number): string {
  const time = utcOf(date);
  if (time === null) return date;
  return new Date(time + days * DAY_MS).toISOString().slice(0, 10);
}

export type RangeProblem = 'invalid' | 'reversed' | 'tooLong';

/** Why `from`..`to` cannot be listed, or null when it can. */
export function rangeProblem(from: string, to: string): RangeProblem | null {
  const start = utcOf(from);
  const end = utcOf(to);
  if (start === null || end === null) return 'invalid';
  if (start > end) return 'reversed';
  return (end - start) / DAY_MS + 1 > MAX_RANGE_DAYS ? 'tooLong' : null;
}

/** Every date of `from`..`to`, newest first (the order the page shows them in). */
export function datesNewestFirst(from: string, to: string): string[] {
  if (rangeProblem(from, to) !== null) return [];
  const dates: string[] = [];
  for (let date = to; date >= from; date = shiftDate(date, -1)) dates.push(date);
  return dates;
}

/** `Tue, Nov 24, 2026` / `2026年11月24日(火)`: the date as written, no time zone shift. */
export function formatDay(date: string, locale: Locale): string {
  const time = utcOf(date);
  if (time === null) return date;
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(time);
}

/** `8:59 AM` / `8:59`: a moment's time of day in `timeZone`. */
export function formatTimeIn(seconds: UnixSeconds, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    seconds * 1000,
  );
}
