import { Avatar, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ImageFileButton } from '@/components/image-file-button';
import { useUploadWorkspaceAvatar } from '@/features/workspace-settings/api/workspace-profile-mutations';
import type { Workspace } from '@/lib/wire';

interface WorkspaceAvatarFieldProps {
  workspace: Workspace;
  disabled: boolean;
}

/** The workspace's picture, replaced as soon as an image is picked. */
export function WorkspaceAvatarField({ workspace, disabled }: WorkspaceAvatarFieldProps) {
  const { t } = useTranslation('workspaceSettings');
  const upload = useUploadWorkspaceAvatar();
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <Avatar
        src={workspace.avatar}
        alt={workspace.avatar === null ? undefined : t('avatar.alt', { workspace: workspace.name })}
        size={64}
        radius="md"
        name={workspace.name}
        color="initials"
      />
      <ImageFileButton
        upload={upload}
        label={t('avatar.change')}
        hint={t('avatar.hint')}
        savedMessage={t('avatar.saved')}
        problemText={(problem) => t(`avatar.${problem}`)}
        disabled={disabled}
      />
    </Group>
  );
}
