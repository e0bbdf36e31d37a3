import { useQuery } from '@tanstack/react-query';

import { activityQueries } from '@/lib/activity-queries';
import type { TimeWindow } from '@/lib/dates';
import type { Activity, WorkspaceTime } from '@/lib/wire';
import { workspaceTimeQueries } from '@/lib/workspace-time-queries';

export type RecordedTime =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; times: WorkspaceTime[]; activities: Activity[] };

/** The caller's workspace times (with breaks) and activities meeting a window, asked together. */
export function useRecordedTime(workspaceId: string, window: TimeWindow): RecordedTime {
  const times = useQuery(workspaceTimeQueries.list(workspaceId, window));
  const activities = useQuery(activityQueries.list(workspaceId, window));
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
