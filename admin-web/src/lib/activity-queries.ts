import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { TimeWindow } from '@/lib/dates';
import type { Activity } from '@/lib/wire';

/** The caller's activities; a change to recorded time invalidates `all()` with the rest. */
export const activityQueries = {
  all: () => ['activities'] as const,
  /** GET /v1/activities: the caller's live activities meeting the window, by start. */
  list: (workspaceId: string, { start, end }: TimeWindow) =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'list', workspaceId, start, end] as const,
      queryFn: ({ signal }) =>
        apiClient.get<Activity[]>('/v1/activities', { query: { start, end }, signal }),
    }),
};
