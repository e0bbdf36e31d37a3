import type { Span, UnixSeconds } from '@punchcard/shared';

import type { TimeWindow } from '@/lib/dates';
import type { Activity, WorkspaceTime } from '@/lib/wire';

/** The local calendar day holding `now`: midnight to the next midnight (23 or 25 h across DST). */
export function localDayRange(now: UnixSeconds): TimeWindow {
  const day = new Date(now * 1000);
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
  return { start: start.getTime() / 1000, end: end.getTime() / 1000 };
}

/** Seconds of `span` inside `range`; an open span counts up to `now`. */
export function secondsWithin(span: Span, range: TimeWindow, now: UnixSeconds): number {
  const end = Math.min(span.end ?? now, range.end);
  const start = Math.max(span.start, range.start);
  return Math.max(0, end - start);
}

export interface DayTotals {
  /** Workspace time minus its breaks. */
  worked: number;
  breaks: number;
  /** Time on activities. */
  tracked: number;
}

/** What the day holds so far: running spans count up to `now`. */
export function dayTotals(
  workspaceTimes: readonly WorkspaceTime[],
  activities: readonly Activity[],
  range: TimeWindow,
  now: UnixSeconds,
): DayTotals {
  let attended = 0;
  let breaks = 0;
  for (const workspaceTime of workspaceTimes) {
    if (workspaceTime.deletedAt !== null) continue;
    attended += secondsWithin(workspaceTime, range, now);
    for (const pause of workspaceTime.breaks) {
      if (pause.deletedAt === null) breaks += secondsWithin(pause, range, now);
    }
  }
  const tracked = activities
    .filter((activity) => activity.deletedAt === null)
    .reduce((total, activity) => total + secondsWithin(activity, range, now), 0);
  return { worked: Math.max(0, attended - breaks), breaks, tracked };
}
