// The period a report covers: a local day, week or month of the WORKSPACE's time zone (not the
// browser's: a manager abroad must see the same days payroll does), or any run of days. Dates are
// held as `YYYY-MM-DD` and reckoned as calendar dates, so daylight-saving days never shift them;
// only `rangeWindow` turns them into instants, at the zone's local midnights.
import { type CalendarUnit, type Locale, REPORT_RANGE_MAX_DAYS } from '@punchcard/shared';

import type { TimeWindow } from '@/lib/dates';

/** What the period picker steps by: a calendar unit, or two dates chosen by hand. */
export type RangeUnit = CalendarUnit | 'custom';
export const RANGE_UNITS: readonly RangeUnit[] = ['day', 'week', 'month', 'custom'];

export interface ReportRange {
  unit: RangeUnit;
  /** First day, `YYYY-MM-DD`, counted. */
  from: string;
  /** Last day, `YYYY-MM-DD`, counted. */
  to: string;
}

export type ReportRangeProblem = 'invalid' | 'reversed' | 'tooLong';

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date (`2024-02-30` is not) as UTC midnight ms, else null. */
function dateMs(text: string | null | undefined): number | null {
  const match = DATE_PATTERN.exec(text ?? '');
  if (match === null) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(year, month - 1, day);
  return new Date(ms).toISOString().startsWith(text ?? '') ? ms : null;
}

const dateText = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return dateText((dateMs(date) ?? 0) + days * DAY_MS);
}

/** ISO weekday of a date: 1 Monday .. 7 Sunday. */
export function isoWeekday(date: string): number {
  return ((new Date(dateMs(date) ?? 0).getUTCDay() + 6) % 7) + 1;
}

/** The calendar date it is in `timeZone` at `now`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The day, week (starting on `weekStart`, ISO) or month holding `date`. */
export function rangeOf(unit: CalendarUnit, date: string, weekStart = 1): ReportRange {
  switch (unit) {
    case 'day':
      return { unit, from: date, to: date };
    case 'week': {
      const from = addDays(date, -((isoWeekday(date) - weekStart + 7) % 7));
      return { unit, from, to: addDays(from, 6) };
    }
    case 'month': {
      const first = new Date(dateMs(date) ?? 0);
      const from = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1);
      const next = Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1);
      return { unit, from: dateText(from), to: dateText(next - DAY_MS) };
    }
  }
}

/** Days counted by a range, both ends included. */
export function rangeDays(range: Pick<ReportRange, 'from' | 'to'>): number {
  return Math.round(((dateMs(range.to) ?? 0) - (dateMs(range.from) ?? 0)) / DAY_MS) + 1;
}

/** What is wrong with a range (typed by hand); null when a report may be asked for it. */
export function rangeProblem(range: Pick<ReportRange, 'from' | 'to'>): ReportRangeProblem | null {
  const from = dateMs(range.from);
  const to = dateMs(range.to);
  if (from === null || to === null) return 'invalid';
  if (to < from) return 'reversed';
  return rangeDays(range) > REPORT_RANGE_MAX_DAYS ? 'tooLong' : null;
}

/**
 * The period just before (-1) or after (+1): a month steps a calendar month whatever its length,
 * a custom range its own number of days.
 */
export function stepRange(range: ReportRange, direction: -1 | 1, weekStart = 1): ReportRange {
  if (range.unit === 'custom') {
    const days = rangeDays(range) * direction;
    return { unit: 'custom', from: addDays(range.from, days), to: addDays(range.to, days) };
  }
  if (range.unit === 'month') {
    const first = new Date(dateMs(range.from) ?? 0);
    const month = Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + direction, 1);
    return rangeOf('month', dateText(month));
  }
  const days = range.unit === 'week' ? 7 : 1;
  return rangeOf(range.unit, addDays(range.from, days * direction), weekStart);
}

/** The period of `unit` holding today in the workspace's zone (custom keeps its length). */
export function currentRange(
  range: ReportRange,
  timeZone: string,
  weekStart = 1,
  now: Date = new Date(),
): ReportRange {
  const today = todayIn(timeZone, now);
  if (range.unit !== 'custom') return rangeOf(range.unit, today, weekStart);
  return { unit: 'custom', from: addDays(today, 1 - rangeDays(range)), to: today };
}

/** The range holds today (to disable "today" and mark the period as running). */
export function rangeHoldsToday(range: ReportRange, timeZone: string, now = new Date()): boolean {
  const today = todayIn(timeZone, now);
  return range.from <= today && today <= range.to;
}

/** Milliseconds `timeZone` is ahead of UTC at instant `ms`. */
function zoneOffsetMs(timeZone: string, ms: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant (unix seconds) the local `date` begins in `timeZone`. Where midnight falls in a
 * daylight-saving gap the day begins at the jump, the later of the two candidates, as
 * PostgreSQL's `AT TIME ZONE` reads it.
 */
export function localMidnight(date: string, timeZone: string): number {
  const wall = dateMs(date) ?? 0;
  const first = wall - zoneOffsetMs(timeZone, wall);
  const second = wall - zoneOffsetMs(timeZone, first);
  const start = zoneOffsetMs(timeZone, second) === wall - second ? second : Math.max(first, second);
  return Math.floor(start / 1000);
}

/** The range as instants: [first day's local midnight, the local midnight after the last day). */
export function rangeWindow(range: Pick<ReportRange, 'from' | 'to'>, timeZone: string): TimeWindow {
  return {
    start: localMidnight(range.from, timeZone),
    end: localMidnight(addDays(range.to, 1), timeZone),
  };
}

const dateFormats = {
  day: { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' },
  span: { year: 'numeric', month: 'short', day: 'numeric' },
  month: { year: 'numeric', month: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A calendar date (or two) in the page's language; UTC because the date already is local. */
function formatDates(locale: Locale, style: keyof typeof dateFormats, from: string, to?: string) {
  const format = new Intl.DateTimeFormat(locale, { ...dateFormats[style], timeZone: 'UTC' });
  const start = new Date(dateMs(from) ?? 0);
  return to === undefined
    ? format.format(start)
    : format.formatRange(start, new Date(dateMs(to) ?? 0));
}

/** How a period reads: `Thu, Nov 26, 2026`, `Nov 23 – 29, 2026`, `2026年11月`. */
export function rangeLabel(range: ReportRange, locale: Locale): string {
  if (rangeProblem(range) !== null) return `${range.from} – ${range.to}`;
  if (range.unit === 'day') return formatDates(locale, 'day', range.from);
  if (range.unit === 'month') return formatDates(locale, 'month', range.from);
  if (range.from === range.to) return formatDates(locale, 'span', range.from);
  return formatDates(locale, 'span', range.from, range.to);
}

/** A local date alone in the page's language (`Nov 26, 2026` / `2026年11月26日`). */
export function dateLabel(date: string, locale: Locale): string {
  return dateMs(date) === null ? date : formatDates(locale, 'span', date);
}

const isUnit = (text: string | null): text is RangeUnit =>
  text !== null && (RANGE_UNITS as readonly string[]).includes(text);

/**
 * The period an address asks for (`?unit=week&from=2026-11-23`, custom adds `to`); anything
 * missing or unreadable falls back to `fallbackUnit` holding today in the workspace's zone.
 */
export function rangeFromSearch(
  search: URLSearchParams,
  timeZone: string,
  weekStart = 1,
  fallbackUnit: CalendarUnit = 'month',
  now: Date = new Date(),
): ReportRange {
  const unit = search.get('unit');
  const from = search.get('from');
  if (isUnit(unit) && from !== null && dateMs(from) !== null) {
    if (unit !== 'custom') return rangeOf(unit, from, weekStart);
    const custom = { unit, from, to: search.get('to') ?? '' };
    if (rangeProblem(custom) === null) return custom;
  }
  return rangeOf(fallbackUnit, todayIn(timeZone, now), weekStart);
}

/** Writes a range into search parameters (leaving the others). */
export function rangeToSearch(range: ReportRange, search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('unit', range.unit);
  next.set('from', range.from);
  if (range.unit === 'custom') next.set('to', range.to);
  else next.delete('to');
  return next;
}
