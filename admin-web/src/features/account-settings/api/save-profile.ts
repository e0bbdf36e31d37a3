import type { ProfileRequest } from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  type AccountProfile,
  accountSettingsQueries,
} from '@/features/account-settings/api/account-settings-queries';
import { accountQueries } from '@/features/accounts/api/account-queries';
import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';

export type ProfileChanges = CamelCaseKeys<ProfileRequest>;

/**
 * PUT /v1/accounts/me/profile. The account's name also shows in the header (the `me` query) and,
 * without a workspace name of its own, in the workspace: both are asked again. The form shows a
 * refusal itself.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) =>
      apiClient.put<AccountProfile>('/v1/accounts/me/profile', changes),
    onSuccess: async (profile) => {
      queryClient.setQueryData(accountSettingsQueries.profile().queryKey, profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountQueries.me().queryKey }),
        queryClient.invalidateQueries({
          queryKey: [...accountSettingsQueries.all(), 'own-member'],
        }),
      ]);
    },
    meta: { presentErrors: false },
  });
}
