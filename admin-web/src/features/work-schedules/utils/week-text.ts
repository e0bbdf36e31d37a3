// Schedules in words, in the page's language: weekday names from Intl (no table of our own), and
// a week summed up on one line for lists ("Mon–Fri 09:00–18:00 · Sat 10:00–14:00"). Local dates
// and today in the workspace's zone come from lib/report-range, as the reports read them.
import type { IsoWeekday, Locale } from '@punchcard/shared';

import type { ScheduleDay } from '@/features/work-schedules/types';
import { weekdaysFrom } from '@/features/work-schedules/utils/week-form';

/** The first of January 2024 was a Monday: ISO weekday n is the n-th of that month. */
const weekdayDate = (weekday: IsoWeekday) => new Date(Date.UTC(2024, 0, weekday, 12));

export function weekdayName(
  weekday: IsoWeekday,
  locale: Locale,
  width: 'long' | 'short' = 'long',
): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    weekdayDate(weekday),
  );
}

interface Run {
  first: IsoWeekday;
  last: IsoWeekday;
  hours: string;
}

/**
 * Working days with the same hours, next to each other in the week's order, as runs; days off
 * break runs and are left out.
 */
function runsOf(days: readonly ScheduleDay[], weekStart: IsoWeekday): Run[] {
  const runs: Run[] = [];
  let previous: Run | undefined;
  for (const weekday of weekdaysFrom(weekStart)) {
    const day = days.find((candidate) => candidate.weekday === weekday);
    if (day?.start == null || day.end == null) {
      previous = undefined;
      continue;
    }
    const hours = `${day.start}–${day.end}`;
    if (previous?.hours === hours) {
      previous.last = weekday;
    } else {
      previous = { first: weekday, last: weekday, hours };
      runs.push(previous);
    }
  }
  return runs;
}

/** One line for a week; null when it has no working day (the caller words that itself). */
export function weekSummary(
  days: readonly ScheduleDay[],
  locale: Locale,
  weekStart: IsoWeekday = 1,
): string | null {
  const runs = runsOf(days, weekStart);
  if (runs.length === 0) return null;
  const separator = locale === 'ja' ? '、' : ' · ';
  return runs
    .map(({ first, last, hours }) => {
      const from = weekdayName(first, locale, 'short');
      const name = first === last ? from : `${from}–${weekdayName(last, locale, 'short')}`;
      return `${name} ${hours}`;
    })
    .join(separator);
}
