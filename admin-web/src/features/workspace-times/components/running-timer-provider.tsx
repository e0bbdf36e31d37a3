import type { UnixSeconds } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { RunningTimerContext } from '@/hooks/use-page-title';
import { useActiveWorkspace } from '@/lib/active-workspace';
import type { ClockStatus } from '@/lib/wire';
import { workspaceTimeQueries } from '@/lib/workspace-time-queries';

/**
 * The timer the page title counts. On a break it is the break's: the workday (and an activity,
 * which the API keeps running) is interrupted, and how long the break has lasted is what the
 * member watches - the break screen shows the same timer. Otherwise the running activity's, else
 * the open workspace time's; nothing when not clocked in and no activity runs.
 */
export function runningTimerStart(status: ClockStatus | undefined): UnixSeconds | null {
  if (status === undefined) return null;
  if (status.break !== null) return status.break.start;
  if (status.activity !== null) return status.activity.start;
  return status.workspaceTime?.start ?? null;
}

/**
 * Gives every page below it the member's running timer for its title. Reads the clock status
 * (polled like every query, and refetched after each clock action), only when the member has an
 * active workspace: without one the API has no status to give.
 */
export function RunningTimerProvider({ children }: { children: ReactNode }) {
  const hasWorkspace = useActiveWorkspace() !== null;
  const status = useQuery({ ...workspaceTimeQueries.status(), enabled: hasWorkspace });
  const runningSince = hasWorkspace ? runningTimerStart(status.data) : null;
  return <RunningTimerContext value={runningSince}>{children}</RunningTimerContext>;
}
