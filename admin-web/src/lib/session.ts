import { queryOptions } from '@tanstack/react-query';

import { ApiError, apiClient } from '@/lib/api-client';
import type { Me, Member, Preferences, Profile } from '@/lib/wire';

/**
 * The signed-in account: who it is (`me`, which also carries the active workspace and the
 * memberships, so every feature reads the session from here), its profile, its membership and
 * preferences in the active workspace.
 */
export const accountQueries = {
  all: () => ['accounts'] as const,
  /** Who is signed in: the account, or null when signed out (the API answers 401). */
  me: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'me'] as const,
      queryFn: async ({ signal }): Promise<Me | null> => {
        try {
          return await apiClient.get<Me>('/v1/accounts/me', { signal });
        } catch (error) {
          if (error instanceof ApiError && error.statusCode === 401) return null;
          throw error;
        }
      },
      // The guards decide what an unanswered question means for the page.
      meta: { presentErrors: false },
    }),

  profile: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'profile'] as const,
      queryFn: ({ signal }) => apiClient.get<Profile>('/v1/accounts/me/profile', { signal }),
    }),

  /**
   * How the active workspace shows the caller (nickname, picture). The API has no "my membership"
   * route, so the caller's row is picked out of the member list every member may read.
   */
  ownMember: (idWorkspace: string, idUser: string) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'own-member', idWorkspace, idUser] as const,
      queryFn: async ({ signal }): Promise<Member | null> => {
        const members = await apiClient.get<Member[]>(
          `/v1/workspaces/${encodeURIComponent(idWorkspace)}/members`,
          { signal },
        );
        return members.find((member) => member.idUser === idUser) ?? null;
      },
    }),

  /** Keyed by workspace: the location switches belong to the membership. */
  preferences: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'preferences', idWorkspace] as const,
      queryFn: ({ signal }) =>
        apiClient.get<Preferences>('/v1/accounts/me/preferences', { signal }),
    }),
};
