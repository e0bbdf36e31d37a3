import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import {
  type ImageUploader,
  useUploadWorkspaceAvatar,
} from '@/features/workspace-settings/api/workspace-profile-mutations';
import { notify } from '@/lib/notify';
import type { Workspace } from '@/lib/wire';

interface WorkspaceAvatarFieldProps {
  workspace: Workspace;
  uploader: ImageUploader;
  disabled: boolean;
}

/** The workspace's picture, replaced as soon as an image is picked. */
export function WorkspaceAvatarField({ workspace, uploader, disabled }: WorkspaceAvatarFieldProps) {
  const { t } = useTranslation('workspaceSettings');
  const upload = useUploadWorkspaceAvatar(uploader);
  const [problem, setProblem] = useState<'invalidType' | 'tooLarge' | null>(null);
  // Lets the same file be picked again after a failure (the input would not fire otherwise).
  const resetPicker = useRef<() => void>(null);

  const onPick = (file: File | null) => {
    resetPicker.current?.();
    if (file === null) return;
    const found = uploader.problemOf(file);
    setProblem(found);
    upload.reset();
    if (found !== null) return;
    upload.mutate(file, {
      onSuccess: () => {
        notify({ message: t('avatar.saved'), tone: 'success' });
      },
    });
  };

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
      <Stack gap={6} align="flex-start">
        <FileButton
          onChange={onPick}
          accept="image/jpeg,image/png,image/webp"
          resetRef={resetPicker}
          disabled={disabled || upload.isPending}
          inputProps={{ 'aria-label': t('avatar.change') }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              loading={upload.isPending}
              disabled={disabled || upload.isPending}
            >
              {t('avatar.change')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('avatar.hint')}
        </Text>
        {problem !== null && (
          <Text size="sm" c="red" role="alert">
            {t(`avatar.${problem}`)}
          </Text>
        )}
        {upload.isError && <ApiErrorAlert error={upload.error} />}
      </Stack>
    </Group>
  );
}
