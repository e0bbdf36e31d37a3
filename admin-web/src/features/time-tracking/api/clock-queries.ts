import type { Activity, ClockStatus, UnixSeconds, WorkspaceTime } from '@punchcard/shared';
import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';

/** GET /v1/workspaces/timestamps/status as the app holds it. */
export type ClockState = CamelCaseKeys<ClockStatus>;
export type RecordedWorkspaceTime = CamelCaseKeys<WorkspaceTime>;
export type RecordedActivity = CamelCaseKeys<Activity>;

/** A half-open window [start, end) of unix seconds. */
export interface TimeRange {
  start: UnixSeconds;
  end: UnixSeconds;
}

/**
 * Queries about the caller's recorded time. Every key starts with `['time']`, so one
 * invalidation of `['time']` after any clock, break or activity change refreshes them all.
 */
export const clockQueries = {
  all: () => ['time'] as const,
  /** The caller's state in the active workspace right now: work status, open spans. */
  status: () =>
    queryOptions({
      queryKey: [...clockQueries.all(), 'status'] as const,
      queryFn: ({ signal }) =>
        apiClient.get<ClockState>('/v1/workspaces/timestamps/status', { signal }),
    }),
  /** The caller's live workspace times (with their breaks) meeting `range`, by start. */
  workspaceTimes: (range: TimeRange) =>
    queryOptions({
      queryKey: [...clockQueries.all(), 'workspace-times', 'mine', range] as const,
      queryFn: ({ signal }) =>
        apiClient.get<RecordedWorkspaceTime[]>('/v1/workspaces/timestamps', {
          query: { start: range.start, end: range.end },
          signal,
        }),
    }),
  /** The caller's live activities meeting `range`, by start. */
  activities: (range: TimeRange) =>
    queryOptions({
      queryKey: [...clockQueries.all(), 'activities', 'mine', range] as const,
      queryFn: ({ signal }) =>
        apiClient.get<RecordedActivity[]>('/v1/activities', {
          query: { start: range.start, end: range.end },
          signal,
        }),
    }),
};
