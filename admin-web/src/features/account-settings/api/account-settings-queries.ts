import type { Member, Preferences, Profile } from '@punchcard/shared';
import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';

/** GET /v1/accounts/me/profile as the app holds it. */
export type AccountProfile = CamelCaseKeys<Profile>;
/** The caller's own membership row of the active workspace. */
export type OwnMember = CamelCaseKeys<Member>;
/** GET /v1/accounts/me/preferences: the caller's settings in the active workspace. */
export type OwnPreferences = CamelCaseKeys<Preferences>;

export const accountSettingsQueries = {
  all: () => ['account-settings'] as const,

  profile: () =>
    queryOptions({
      queryKey: [...accountSettingsQueries.all(), 'profile'] as const,
      queryFn: ({ signal }) => apiClient.get<AccountProfile>('/v1/accounts/me/profile', { signal }),
    }),

  /**
   * How the active workspace shows the caller (nickname, picture). The API has no "my membership"
   * route, so the caller's row is picked out of the member list every member may read.
   */
  ownMember: (idWorkspace: string, idUser: string) =>
    queryOptions({
      queryKey: [...accountSettingsQueries.all(), 'own-member', idWorkspace, idUser] as const,
      queryFn: async ({ signal }): Promise<OwnMember | null> => {
        const members = await apiClient.get<OwnMember[]>(
          `/v1/workspaces/${encodeURIComponent(idWorkspace)}/members`,
          { signal },
        );
        return members.find((member) => member.idUser === idUser) ?? null;
      },
    }),

  /** Keyed by workspace: the location switches belong to the membership. */
  preferences: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...accountSettingsQueries.all(), 'preferences', idWorkspace] as const,
      queryFn: ({ signal }) =>
        apiClient.get<OwnPreferences>('/v1/accounts/me/preferences', { signal }),
    }),
};
