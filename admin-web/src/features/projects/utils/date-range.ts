// The days a project's timestamps and total cover: from and to, both counted, in the browser's
// time zone like every date the app shows. They live in the address (`?from=2024-05-01&to=
// 2024-05-31`), so a view can be bookmarked and shared; without them, this month so far.
import { PROJECT_RANGE_MAX_DAYS } from '@punchcard/shared';
import dayjs, { type Dayjs } from 'dayjs';

import type { TimeWindow } from '@/lib/dates';

export interface DateRange {
  /** `YYYY-MM-DD`, the first day counted. */
  from: string;
  /** `YYYY-MM-DD`, the last day counted. */
  to: string;
}

export type RangeProblem = 'invalid' | 'reversed' | 'tooLong';

export type RangePreset = 'thisWeek' | 'thisMonth' | 'lastMonth';
export const RANGE_PRESETS: readonly RangePreset[] = ['thisWeek', 'thisMonth', 'lastMonth'];

export const MAX_RANGE_DAYS = PROJECT_RANGE_MAX_DAYS;

const DATE_FORMAT = 'YYYY-MM-DD';
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that names a real day (so `2024-02-30` is refused), as local midnight. */
export function parseDay(text: string | null | undefined): Dayjs | null {
  if (text === null || text === undefined || !DATE_PATTERN.test(text)) return null;
  const day = dayjs(text);
  return day.isValid() && day.format(DATE_FORMAT) === text ? day.startOf('day') : null;
}

const key = (day: Dayjs) => day.format(DATE_FORMAT);

/** The days a preset names, as seen on `today`; weeks start on Monday, as timesheets count. */
export function presetRange(preset: RangePreset, today: Dayjs = dayjs()): DateRange {
  const day = today.startOf('day');
  switch (preset) {
    case 'thisWeek':
      return { from: key(day.subtract((day.day() + 6) % 7, 'day')), to: key(day) };
    case 'thisMonth':
      return { from: key(day.startOf('month')), to: key(day) };
    case 'lastMonth': {
      const last = day.startOf('month').subtract(1, 'month');
      return { from: key(last), to: key(last.endOf('month')) };
    }
  }
}

/** The preset `range` is, if any (to mark the button). */
export function presetOf(range: DateRange, today: Dayjs = dayjs()): RangePreset | null {
  return (
    RANGE_PRESETS.find((preset) => {
      const candidate = presetRange(preset, today);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}

/** The range an address asks for; anything missing or unreadable is this month so far. */
export function rangeFromSearch(search: URLSearchParams, today: Dayjs = dayjs()): DateRange {
  const from = search.get('from');
  const to = search.get('to');
  if (parseDay(from) && parseDay(to) && from !== null && to !== null) return { from, to };
  return presetRange('thisMonth', today);
}

/** What is wrong with a range typed into the date fields; null when it can be asked for. */
export function rangeProblem(range: DateRange): RangeProblem | null {
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  if (!from || !to) return 'invalid';
  if (to.isBefore(from)) return 'reversed';
  return to.diff(from, 'day') + 1 > MAX_RANGE_DAYS ? 'tooLong' : null;
}

/** The range in unix seconds, [first day's midnight, the midnight after the last day). */
export function rangeWindow(range: DateRange): TimeWindow {
  const from = parseDay(range.from) ?? dayjs().startOf('day');
  const to = parseDay(range.to) ?? from;
  // Adding a calendar day (not 86,400 s) keeps midnight right across daylight-saving changes.
  return { start: from.unix(), end: to.add(1, 'day').unix() };
}

/**
 * The stretch just before (-1) or after (+1): a whole calendar month steps a month (May to
 * April, whatever their lengths), any other range its own number of days.
 */
export function shiftRange(range: DateRange, direction: -1 | 1): DateRange {
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  if (!from || !to) return range;
  if (from.date() === 1 && to.isSame(from.endOf('month'), 'day')) {
    const month = from.add(direction, 'month');
    return { from: key(month), to: key(month.endOf('month')) };
  }
  const days = (to.diff(from, 'day') + 1) * direction;
  return { from: key(from.add(days, 'day')), to: key(to.add(days, 'day')) };
}
