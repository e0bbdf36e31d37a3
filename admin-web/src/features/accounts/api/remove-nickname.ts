import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { accountQueries } from '@/lib/session';
import type { Member } from '@/lib/wire';

/** The workspace's own name for the member; null lets the account's name show. */
export interface WorkspaceNameOverride {
  firstName: string | null;
  lastName: string | null;
}

/**
 * Clears the caller's nickname. The nickname route refuses an empty one, so this goes through the
 * member profile route (members may edit their own), which also rewrites the workspace's name for
 * the member: the caller passes the override to keep.
 */
export function useRemoveNickname(idWorkspace: string, idUser: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keep: WorkspaceNameOverride) =>
      apiClient.patch<Member>(`/v1/workspaces/members/${encodeURIComponent(idUser)}/profile`, {
        ...keep,
        nickname: null,
      }),
    onSuccess: (member) => {
      queryClient.setQueryData(accountQueries.ownMember(idWorkspace, idUser).queryKey, member);
    },
    meta: { presentErrors: false },
  });
}
