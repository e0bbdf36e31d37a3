import type * as wire from '@punchcard/shared';
import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';
import type { Member } from '@/lib/wire';

export type SelfieRecord = CamelCaseKeys<wire.SelfieRecord>;

/** Kiosk selfies of the active workspace, one day per call as the API lists them. */
export const selfieQueries = {
  all: () => ['kiosk-selfies'] as const,
  /**
   * GET /v1/workspaces/selfies?date=: everyone's (or one member's) with VIEW_MEMBER_TIMESTAMPS,
   * else the caller's own whatever `idUser` says.
   */
  day: (idWorkspace: string, date: string, idUser: string | null) =>
    queryOptions({
      queryKey: [...selfieQueries.all(), 'day', idWorkspace, date, idUser] as const,
      queryFn: ({ signal }) =>
        apiClient.get<SelfieRecord[]>('/v1/workspaces/selfies', {
          query: { date, id_user: idUser ?? undefined },
          signal,
        }),
      // New punches arrive now and then; a photo wall need not poll every 10 s.
      refetchInterval: 60_000,
      // Each day shows its own failure with a retry button.
      meta: { presentErrors: false },
    }),

  /** The members, to name whose selfie each is and to choose one. */
  members: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...selfieQueries.all(), 'members', idWorkspace] as const,
      queryFn: ({ signal }) =>
        apiClient.get<Member[]>(`/v1/workspaces/${encodeURIComponent(idWorkspace)}/members`, {
          signal,
        }),
      refetchInterval: false,
      staleTime: 5 * 60_000,
      // Without names the photos still show, under "not matched": nothing to shout about.
      meta: { presentErrors: false },
    }),
};
