import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';

interface ResetPermissionsDialogProps {
  opened: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** The reset replaces every change made to the map, so it asks first. */
export function ResetPermissionsDialog({
  opened,
  pending,
  error,
  onConfirm,
  onClose,
}: ResetPermissionsDialogProps) {
  const { t } = useTranslation('permissions');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('reset.dialogTitle')}
      closeButtonProps={{ 'aria-label': t('reset.cancel') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('reset.consequences')}</Text>
        {error !== null && <ApiErrorAlert error={error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('reset.cancel')}
          </Button>
          <Button loading={pending} onClick={onConfirm}>
            {t('reset.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
