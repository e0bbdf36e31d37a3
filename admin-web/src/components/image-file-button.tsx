import { Button, FileButton, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { AVATAR_TYPES, type AvatarFileProblem, avatarFileProblem } from '@/lib/avatar-file';
import { notify } from '@/lib/notify';

interface ImageFileButtonProps {
  /** The upload of the picked file; its refusal shows under the button. */
  upload: UseMutationResult<unknown, Error, File>;
  /** The button's text, also the file input's name. */
  label: string;
  hint: string;
  /** Said once the picture is saved. */
  savedMessage: string;
  /** Why a picked file is not sent (its type or size). */
  problemText: (problem: AvatarFileProblem) => string;
  disabled?: boolean;
}

/**
 * Picks a picture and sends it at once: the file's type and size are checked first (a doomed
 * upload is never sent), a refusal is shown in place, and the same file can be picked again.
 */
export function ImageFileButton({
  upload,
  label,
  hint,
  savedMessage,
  problemText,
  disabled = false,
}: ImageFileButtonProps) {
  const [problem, setProblem] = useState<AvatarFileProblem | null>(null);
  // Lets the same file be picked again after a failure (the input would not fire otherwise).
  const resetPicker = useRef<() => void>(null);
  const busy = disabled || upload.isPending;

  const onPick = (file: File | null) => {
    resetPicker.current?.();
    if (file === null) return;
    const found = avatarFileProblem(file);
    setProblem(found);
    upload.reset();
    if (found !== null) return;
    upload.mutate(file, {
      onSuccess: () => {
        notify({ message: savedMessage, tone: 'success' });
      },
    });
  };

  return (
    <Stack gap={6} align="flex-start">
      <FileButton
        onChange={onPick}
        accept={AVATAR_TYPES.join(',')}
        resetRef={resetPicker}
        disabled={busy}
        inputProps={{ 'aria-label': label }}
      >
        {(props) => (
          <Button {...props} variant="default" size="xs" loading={upload.isPending} disabled={busy}>
            {label}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
      {problem !== null && (
        <Text size="sm" c="red" role="alert">
          {problemText(problem)}
        </Text>
      )}
      {upload.isError && <ApiErrorAlert error={upload.error} />}
    </Stack>
  );
}
