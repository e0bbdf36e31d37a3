import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { accountQueries } from '@/lib/session';
import type { Profile, ProfileRequest } from '@/lib/wire';

/**
 * PUT /v1/accounts/me/profile. The account's name also shows in the header (the `me` query) and,
 * without a workspace name of its own, in the workspace: both are asked again. The form shows a
 * refusal itself.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileRequest) =>
      apiClient.put<Profile>('/v1/accounts/me/profile', changes),
    onSuccess: async (profile) => {
      queryClient.setQueryData(accountQueries.profile().queryKey, profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountQueries.me().queryKey }),
        queryClient.invalidateQueries({
          queryKey: [...accountQueries.all(), 'own-member'],
        }),
      ]);
    },
    meta: { presentErrors: false },
  });
}
