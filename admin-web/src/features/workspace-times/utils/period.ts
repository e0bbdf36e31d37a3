// The stretch of time the timestamp views show: one day or one week (Monday first, as
// timesheets count), in the browser's time zone like every date the app shows. It lives in the
// address (`?day=2024-05-01` or `?week=2024-04-29`), so a view can be bookmarked and shared.
import type { UnixSeconds } from '@punchcard/shared';
import dayjs, { type Dayjs } from 'dayjs';

export type PeriodUnit = 'day' | 'week';

export interface Period {
  unit: PeriodUnit;
  /** The first day, `YYYY-MM-DD`: the day itself, or the Monday of the week. */
  first: string;
}

/** One calendar day of a period, with its bounds in unix seconds: [start, end). */
export interface PeriodDay {
  date: string;
  start: UnixSeconds;
  end: UnixSeconds;
}

const DATE_FORMAT = 'YYYY-MM-DD';
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that names a real day (so `2024-02-30` is refused), as local midnight. */
export function parseDate(text: string | null | undefined): Dayjs | null {
  if (text === null || text === undefined || !DATE_PATTERN.test(text)) return null;
  // dayjs reads a bare ISO date as local midnight (unlike `new Date`, which reads UTC).
  const date = dayjs(text);
  return date.isValid() && date.format(DATE_FORMAT) === text ? date.startOf('day') : null;
}

export const formatDateKey = (date: Dayjs): string => date.format(DATE_FORMAT);

/** The Monday on or before `date`. */
export function mondayOf(date: Dayjs): Dayjs {
  return date.startOf('day').subtract((date.day() + 6) % 7, 'day');
}

/** The period of `unit` that holds `date`. */
export function periodContaining(unit: PeriodUnit, date: Dayjs): Period {
  return { unit, first: formatDateKey(unit === 'week' ? mondayOf(date) : date.startOf('day')) };
}

/**
 * The period an address asks for: `?day=` or `?week=` (any day of the week); anything else is
 * the current week, the view a timesheet opens on.
 */
export function periodFromSearch(search: URLSearchParams, today: Dayjs = dayjs()): Period {
  const day = parseDate(search.get('day'));
  if (day) return periodContaining('day', day);
  const week = parseDate(search.get('week'));
  if (week) return periodContaining('week', week);
  return periodContaining('week', today);
}

/** The search parameters that name `period`. */
export function periodSearch(period: Period): string {
  return new URLSearchParams({ [period.unit]: period.first }).toString();
}

function firstDay(period: Period): Dayjs {
  return parseDate(period.first) ?? dayjs().startOf('day');
}

/** The days of the period in order: one, or the seven of the week. */
export function periodDays(period: Period): PeriodDay[] {
  const first = firstDay(period);
  const count = period.unit === 'week' ? 7 : 1;
  return Array.from({ length: count }, (_, index) => {
    // Adding calendar days (not 86,400 s) keeps midnight right across daylight-saving changes.
    const day = first.add(index, 'day');
    return { date: formatDateKey(day), start: day.unix(), end: day.add(1, 'day').unix() };
  });
}

/** The whole period in unix seconds: [start, end). */
export function periodRange(period: Period): { start: UnixSeconds; end: UnixSeconds } {
  const days = periodDays(period);
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) throw new Error('A period has at least one day');
  return { start: first.start, end: last.end };
}

/** The period before (-1) or after (+1). */
export function shiftPeriod(period: Period, steps: number): Period {
  return {
    unit: period.unit,
    first: formatDateKey(firstDay(period).add(steps, period.unit === 'week' ? 'week' : 'day')),
  };
}

/**
 * The same place seen by another unit: a day becomes its week; a week becomes today when it holds
 * today, else its Monday.
 */
export function switchUnit(period: Period, unit: PeriodUnit, today: Dayjs = dayjs()): Period {
  if (unit === period.unit) return period;
  if (unit === 'week') return periodContaining('week', firstDay(period));
  const holdsToday = periodDays(period).some((day) => day.date === formatDateKey(today));
  return periodContaining('day', holdsToday ? today : firstDay(period));
}

/** Whether the period holds `today`. */
export function periodHoldsToday(period: Period, today: Dayjs = dayjs()): boolean {
  return periodDays(period).some((day) => day.date === formatDateKey(today));
}

/** Whether the period starts after today (nothing can have been recorded there yet). */
export function periodIsFuture(period: Period, today: Dayjs = dayjs()): boolean {
  return firstDay(period).isAfter(today.startOf('day'));
}
