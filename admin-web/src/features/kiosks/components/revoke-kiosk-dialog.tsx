import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { Kiosk } from '@/lib/wire';

interface RevokeKioskDialogProps {
  /** The kiosk to revoke; null keeps the dialog closed. */
  kiosk: Kiosk | null;
  revoking: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Revoking cannot be undone, so it is confirmed with the consequences spelled out. */
export function RevokeKioskDialog({ kiosk, revoking, onConfirm, onClose }: RevokeKioskDialogProps) {
  const { t } = useTranslation('kiosks');
  return (
    <Modal
      opened={kiosk !== null}
      onClose={onClose}
      title={kiosk ? t('revoke.title', { name: kiosk.name }) : undefined}
      centered
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('revoke.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={revoking} data-autofocus>
            {t('action.cancel')}
          </Button>
          <Button color="red.8" loading={revoking} onClick={onConfirm}>
            {t('revoke.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
