import type { UnixSeconds } from '@punchcard/shared';
import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import type { ActivityEntry, WorkspaceTimeEntry } from '@/features/timestamps/utils/entries';

/** A window of time to list: [start, end) in unix seconds. */
export interface TimeWindow {
  start: UnixSeconds;
  end: UnixSeconds;
}

/**
 * The caller's recorded time. Keys start with `['time']` (the app-wide convention), so a clock
 * action anywhere refreshes these lists, and carry the workspace id, so another workspace's
 * entries never show after a switch.
 */
export const timestampsQueries = {
  all: () => ['time'] as const,
  /** GET /v1/workspaces/timestamps: workspace times meeting the window, with their breaks. */
  workspaceTimes: (workspaceId: string, { start, end }: TimeWindow) =>
    queryOptions({
      queryKey: [...timestampsQueries.all(), 'workspace-times', workspaceId, start, end] as const,
      queryFn: ({ signal }) =>
        apiClient.get<WorkspaceTimeEntry[]>('/v1/workspaces/timestamps', {
          query: { start, end },
          signal,
        }),
    }),
  /** GET /v1/activities: activities meeting the window, by start. */
  activities: (workspaceId: string, { start, end }: TimeWindow) =>
    queryOptions({
      queryKey: [...timestampsQueries.all(), 'activities', workspaceId, start, end] as const,
      queryFn: ({ signal }) =>
        apiClient.get<ActivityEntry[]>('/v1/activities', { query: { start, end }, signal }),
    }),
};
