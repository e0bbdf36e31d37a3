import { useTranslation } from 'react-i18next';

import { ImageFileButton } from '@/components/image-file-button';
import { useUploadAvatar } from '@/features/accounts/api/upload-avatar';

interface AvatarPickerProps {
  idWorkspace: string;
  idUser: string;
  workspaceName: string;
}

/** Picks an image and makes it the member's picture in the active workspace at once. */
export function AvatarPicker({ idWorkspace, idUser, workspaceName }: AvatarPickerProps) {
  const { t } = useTranslation('account');
  const upload = useUploadAvatar(idWorkspace, idUser);
  return (
    <ImageFileButton
      upload={upload}
      label={t('avatar.change')}
      hint={t('avatar.hint', { workspace: workspaceName })}
      savedMessage={t('avatar.saved')}
      problemText={(problem) => t(`avatar.${problem}`)}
    />
  );
}
