import { queryOptions } from '@tanstack/react-query';

import { activityQueries } from '@/lib/activity-queries';
import { apiClient } from '@/lib/api-client';
import type { TimeWindow } from '@/lib/dates';
import type { Activity, WorkspaceTime } from '@/lib/wire';
import { workspaceTimeQueries } from '@/lib/workspace-time-queries';

/**
 * Another member's recorded time (needs VIEW_MEMBER_TIMESTAMPS). Keyed under the caller's own
 * factories' `all()`, so every change to recorded time (`invalidateRecordedTime`) refreshes
 * these too.
 */
export const memberTimeQueries = {
  /** GET /v1/workspaces/timestamps?id_user=: the member's workspace times with their breaks. */
  times: (workspaceId: string, idUser: string, { start, end }: TimeWindow) =>
    queryOptions({
      queryKey: [...workspaceTimeQueries.all(), 'member', workspaceId, idUser, start, end] as const,
      queryFn: ({ signal }) =>
        apiClient.get<WorkspaceTime[]>('/v1/workspaces/timestamps', {
          query: { start, end, id_user: idUser },
          signal,
        }),
    }),
  /** GET /v1/activities?id_user=: the member's activities meeting the window. */
  activities: (workspaceId: string, idUser: string, { start, end }: TimeWindow) =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'member', workspaceId, idUser, start, end] as const,
      queryFn: ({ signal }) =>
        apiClient.get<Activity[]>('/v1/activities', {
          query: { start, end, id_user: idUser },
          signal,
        }),
    }),
};
