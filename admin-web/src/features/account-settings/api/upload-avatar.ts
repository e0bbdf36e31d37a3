import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  accountSettingsQueries,
  type OwnMember,
} from '@/features/account-settings/api/account-settings-queries';
import { uploadImage } from '@/features/account-settings/api/upload-image';

/** PATCH /v1/workspaces/members/me/avatar: the caller's picture in the active workspace. */
export function useUploadAvatar(idWorkspace: string, idUser: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadImage<OwnMember>('/v1/workspaces/members/me/avatar', file),
    onSuccess: (member) => {
      queryClient.setQueryData(
        accountSettingsQueries.ownMember(idWorkspace, idUser).queryKey,
        member,
      );
    },
    meta: { presentErrors: false },
  });
}
