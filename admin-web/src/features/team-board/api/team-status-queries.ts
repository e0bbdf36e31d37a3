import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { MemberWorkStatus } from '@/lib/wire';
import { workspaceTimeQueries } from '@/lib/workspace-time-queries';

export type TeamMemberStatus = MemberWorkStatus;

/** How often the board asks again while open: the team's state changes by the minute. */
export const TEAM_STATUS_REFRESH_MS = 15_000;

/**
 * Where the team stands right now. Keyed under the workspace times' `all()`, so a clock action
 * anywhere in the app (one's own, or a manager's for a member) refreshes the board at once.
 */
export const teamStatusQueries = {
  /** GET /v1/workspaces/members/work-status: one row per ACTIVE member (VIEW_MEMBER_TIMESTAMPS). */
  list: (workspaceId: string) =>
    queryOptions({
      queryKey: [...workspaceTimeQueries.all(), 'work-status', workspaceId] as const,
      queryFn: ({ signal }) =>
        apiClient.get<TeamMemberStatus[]>('/v1/workspaces/members/work-status', { signal }),
      refetchInterval: TEAM_STATUS_REFRESH_MS,
    }),
};
