import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  accountSettingsQueries,
  type OwnMember,
} from '@/features/account-settings/api/account-settings-queries';
import { apiClient } from '@/lib/api-client';

/** POST /v1/workspaces/nicknames: the caller's nickname in the active workspace. */
export function useSetNickname(idWorkspace: string, idUser: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nickname: string) =>
      apiClient.post<OwnMember>('/v1/workspaces/nicknames', { nickname }),
    onSuccess: (member) => {
      queryClient.setQueryData(
        accountSettingsQueries.ownMember(idWorkspace, idUser).queryKey,
        member,
      );
    },
    meta: { presentErrors: false },
  });
}
