import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { accountQueries } from '@/lib/session';
import type { Member } from '@/lib/wire';

/** POST /v1/workspaces/nicknames: the caller's nickname in the active workspace. */
export function useSetNickname(idWorkspace: string, idUser: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nickname: string) =>
      apiClient.post<Member>('/v1/workspaces/nicknames', { nickname }),
    onSuccess: (member) => {
      queryClient.setQueryData(accountQueries.ownMember(idWorkspace, idUser).queryKey, member);
    },
    meta: { presentErrors: false },
  });
}
