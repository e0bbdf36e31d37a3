// Totals as a timesheet shows them: worked (at work, breaks left out), breaks, and tracked
// (time recorded on activities). A span that crosses midnight counts on each day for the part
// that falls on it; an open span counts until now.
import type { UnixSeconds } from '@punchcard/shared';

import { secondsWithin } from '@/features/workspace-times/utils/entries';
import type { Activity, WorkspaceTime } from '@/lib/wire';

export interface TimeTotals {
  /** Seconds at work, without breaks. */
  worked: number;
  /** Seconds on breaks. */
  breaks: number;
  /** Seconds recorded on activities. */
  tracked: number;
}

/** The totals of the entries inside [from, to). */
export function totalsWithin(
  times: readonly WorkspaceTime[],
  activities: readonly Activity[],
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
