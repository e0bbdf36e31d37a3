import { useQuery } from '@tanstack/react-query';

import { type TimeWindow, timestampsQueries } from '@/features/timestamps/api/timestamps-queries';
import type { ActivityEntry, WorkspaceTimeEntry } from '@/features/timestamps/utils/entries';

export type RecordedTime =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; times: WorkspaceTimeEntry[]; activities: ActivityEntry[] };

/** The caller's workspace times (with breaks) and activities meeting a window, asked together. */
export function useRecordedTime(workspaceId: string, window: TimeWindow): RecordedTime {
  const times = useQuery(timestampsQueries.workspaceTimes(workspaceId, window));
  const activities = useQuery(timestampsQueries.activities(workspaceId, window));
  if (times.data !== undefined && activities.data !== undefined) {
    return { status: 'success', times: times.data, activities: activities.data };
  }
  if (times.isError || activities.isError) {
    return {
      status: 'error',
      retry: () => {
        if (times.isError) void times.refetch();
        if (activities.isError) void activities.refetch();
      },
    };
  }
  return { status: 'pending' };
}
