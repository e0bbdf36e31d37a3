import { type QueryClient, queryOptions } from '@tanstack/react-query';

import { activityQueries } from '@/lib/activity-queries';
import { apiClient } from '@/lib/api-client';
import type { TimeWindow } from '@/lib/dates';
import { requestQueries } from '@/lib/request-queries';
import type { ClockStatus, WorkspaceTime } from '@/lib/wire';

/**
 * The caller's workspace times (with their breaks) and clock status. Keys carry the workspace
 * id where the answer depends on it, so another workspace's entries never show after a switch.
 */
export const workspaceTimeQueries = {
  all: () => ['workspace-times'] as const,
  /** GET /v1/workspaces/timestamps/status: work status and open spans in the active workspace. */
  status: () =>
    queryOptions({
      queryKey: [...workspaceTimeQueries.all(), 'status'] as const,
      queryFn: ({ signal }) =>
        apiClient.get<ClockStatus>('/v1/workspaces/timestamps/status', { signal }),
    }),
  /** GET /v1/workspaces/timestamps: workspace times meeting the window, with their breaks. */
  list: (workspaceId: string, { start, end }: TimeWindow) =>
    queryOptions({
      queryKey: [...workspaceTimeQueries.all(), 'list', workspaceId, start, end] as const,
      queryFn: ({ signal }) =>
        apiClient.get<WorkspaceTime[]>('/v1/workspaces/timestamps', {
          query: { start, end },
          signal,
        }),
    }),
};

/**
 * Recorded time changed (a clock action, a break, an activity, an entry edited, added, deleted
 * or restored): every query about time (status, lists, totals) and the requests that may refer
 * to it are refetched. Awaited by mutations, so an action stays pending until the screen shows
 * the new state and a second click cannot act on the old one.
 */
export function invalidateRecordedTime(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: workspaceTimeQueries.all() }),
    queryClient.invalidateQueries({ queryKey: activityQueries.all() }),
    queryClient.invalidateQueries({ queryKey: requestQueries.all() }),
  ]);
}
