import { useMutation, useQueryClient } from '@tanstack/react-query';

import { uploadImage } from '@/lib/upload-image';
import { accountQueries } from '@/lib/session';
import type { Member } from '@/lib/wire';

/** PATCH /v1/workspaces/members/me/avatar: the caller's picture in the active workspace. */
export function useUploadAvatar(idWorkspace: string, idUser: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadImage<Member>('/v1/workspaces/members/me/avatar', file),
    onSuccess: (member) => {
      queryClient.setQueryData(accountQueries.ownMember(idWorkspace, idUser).queryKey, member);
    },
    meta: { presentErrors: false },
  });
}
