import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The consequences, in plain words. */
  body: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** A refusal of the confirmed action, shown inside the dialog. */
  error?: ReactNode;
  /** Extra fields between the consequences and the buttons (a choice the change needs). */
  children?: ReactNode;
  /** Red by default: most confirmed changes take something away. */
  confirmColor?: string;
}

/** A change that cannot be undone, confirmed with its consequences spelled out; Cancel has focus. */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
  error,
  children,
  confirmColor = 'red.8',
}: ConfirmDialogProps) {
  const { t } = useTranslation('members');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{body}</Text>
        {children}
        {error}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            {t('action.cancel')}
          </Button>
          <Button color={confirmColor} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
