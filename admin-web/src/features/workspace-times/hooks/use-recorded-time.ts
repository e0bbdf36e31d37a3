import { useQuery } from '@tanstack/react-query';

import { memberTimeQueries } from '@/features/workspace-times/api/member-time-queries';
import { activityQueries } from '@/lib/activity-queries';
import type { TimeWindow } from '@/lib/dates';
import type { Activity, WorkspaceTime } from '@/lib/wire';
import { workspaceTimeQueries } from '@/lib/workspace-time-queries';

export type RecordedTime =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; times: WorkspaceTime[]; activities: Activity[] };

/**
 * Workspace times (with breaks) and activities meeting a window, asked together: the caller's,
 * or those of the member `idUser` (a manager's view).
 */
export function useRecordedTime(
  workspaceId: string,
  window: TimeWindow,
  idUser?: string,
): RecordedTime {
  // One pair runs: the caller's own routes, or the member's (which take `id_user`).
  const own = idUser === undefined;
  const ownTimes = useQuery({ ...workspaceTimeQueries.list(workspaceId, window), enabled: own });
  const ownActivities = useQuery({ ...activityQueries.list(workspaceId, window), enabled: own });
  const memberTimes = useQuery({
    ...memberTimeQueries.times(workspaceId, idUser ?? '', window),
    enabled: !own,
  });
  const memberActivities = useQuery({
    ...memberTimeQueries.activities(workspaceId, idUser ?? '', window),
    enabled: !own,
  });
  const times = own ? ownTimes : memberTimes;
  const activities = own ? ownActivities : memberActivities;
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
