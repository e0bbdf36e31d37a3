import type * as wire from '@punchcard/shared';
import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';

export type MemberBadge = CamelCaseKeys<wire.MemberBadge>;

/** The signed-in member's own kiosk badge, in the active workspace. */
export const badgeQueries = {
  all: () => ['badges'] as const,
  /** Keyed by workspace: each membership has a badge of its own. */
  own: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...badgeQueries.all(), 'own', idWorkspace] as const,
      queryFn: ({ signal }) =>
        apiClient.get<MemberBadge>('/v1/workspaces/members/me/badge', { signal }),
      // A badge changes only when a manager rotates it: no need to poll.
      refetchInterval: false,
      // The section shows its own failure with a retry button.
      meta: { presentErrors: false },
    }),
};
