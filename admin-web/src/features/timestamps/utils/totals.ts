// Totals as a timesheet shows them: worked (at work, breaks left out), breaks, and tracked
// (time recorded on activities). A span that crosses midnight counts on each day for the part
// that falls on it; an open span counts until now.
import type { UnixSeconds } from '@punchcard/shared';

import {
  type ActivityEntry,
  secondsWithin,
  type WorkspaceTimeEntry,
} from '@/features/timestamps/utils/entries';

export interface TimeTotals {
  /** Seconds at work, without breaks. */
  worked: number;
  /** Seconds on breaks. */
  breaks: number;
  /** Seconds recorded on activities. */
  tracked: number;
}

export const noTotals: TimeTotals = { worked: 0, breaks: 0, tracked: 0 };

/** The totals of the entries inside [from, to). */
export function totalsWithin(
  times: readonly WorkspaceTimeEntry[],
  activities: readonly ActivityEntry[],
  from: UnixSeconds,
  to: UnixSeconds,
  now: UnixSeconds,
): TimeTotals {
  let present = 0;
  let breaks = 0;
  for (const time of times) {
    present += secondsWithin(time, from, to, now);
    for (const pause of time.breaks) breaks += secondsWithin(pause, from, to, now);
  }
  const tracked = activities.reduce(
    (sum, activity) => sum + secondsWithin(activity, from, to, now),
    0,
  );
  // Breaks lie inside their workspace time (the database guarantees it), so this never goes
  // below zero; the guard is for data read while a change is half applied.
  return { worked: Math.max(0, present - breaks), breaks, tracked };
}

export function addTotals(a: TimeTotals, b: TimeTotals): TimeTotals {
  return {
    worked: a.worked + b.worked,
    breaks: a.breaks + b.breaks,
    tracked: a.tracked + b.tracked,
  };
}
