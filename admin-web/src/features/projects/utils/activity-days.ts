// A project's activities as the timestamps page lists them: newest day first, each day with its
// entries (newest first, as the API pages them) and the time they hold.
import type { UnixSeconds } from '@punchcard/shared';
import dayjs from 'dayjs';

import type { ProjectActivity } from '@/features/projects/types';

export interface ActivityDay {
  /** `YYYY-MM-DD` of the entries' starts, in the browser's time zone. */
  date: string;
  /** Local midnight of that day. */
  start: UnixSeconds;
  entries: ProjectActivity[];
  /** Seconds of the day's entries, a running one up to `now`. */
  seconds: number;
}

/** How long an entry lasts; a running one up to `now` (never below zero). */
export function entrySeconds(entry: Pick<ProjectActivity, 'start' | 'end'>, now: UnixSeconds) {
  return Math.max(0, (entry.end ?? now) - entry.start);
}

/** Consecutive entries of the same day together; the order of `entries` is kept. */
export function groupByDay(entries: readonly ProjectActivity[], now: UnixSeconds): ActivityDay[] {
  const days: ActivityDay[] = [];
  for (const entry of entries) {
    const day = dayjs.unix(entry.start).startOf('day');
    const date = day.format('YYYY-MM-DD');
    let current = days.at(-1);
    if (current?.date !== date) {
      current = { date, start: day.unix(), entries: [], seconds: 0 };
      days.push(current);
    }
    current.entries.push(entry);
    current.seconds += entrySeconds(entry, now);
  }
  return days;
}
