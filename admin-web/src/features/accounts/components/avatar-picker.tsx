import { Button, FileButton, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useUploadAvatar } from '@/features/accounts/api/upload-avatar';
import { AVATAR_TYPES, type AvatarFileProblem, avatarFileProblem } from '@/lib/avatar-file';
import { notify } from '@/lib/notify';

interface AvatarPickerProps {
  idWorkspace: string;
  idUser: string;
  workspaceName: string;
}

/** Picks an image and makes it the member's picture in the active workspace at once. */
export function AvatarPicker({ idWorkspace, idUser, workspaceName }: AvatarPickerProps) {
  const { t } = useTranslation('account');
  const upload = useUploadAvatar(idWorkspace, idUser);
  const [problem, setProblem] = useState<AvatarFileProblem | null>(null);
  // Lets the same file be picked again after a failure (the input would not fire otherwise).
  const resetPicker = useRef<() => void>(null);

  const onPick = (file: File | null) => {
    resetPicker.current?.();
    if (file === null) return;
    const found = avatarFileProblem(file);
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
    <Stack gap={6} align="flex-start">
      <FileButton
        onChange={onPick}
        accept={AVATAR_TYPES.join(',')}
        resetRef={resetPicker}
        disabled={upload.isPending}
        inputProps={{ 'aria-label': t('avatar.change') }}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="xs"
            loading={upload.isPending}
            disabled={upload.isPending}
          >
            {t('avatar.change')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {t('avatar.hint', { workspace: workspaceName })}
      </Text>
      {problem !== null && (
        <Text size="sm" c="red" role="alert">
          {t(`avatar.${problem}`)}
        </Text>
      )}
      {upload.isError && <ApiErrorAlert error={upload.error} />}
    </Stack>
  );
}
