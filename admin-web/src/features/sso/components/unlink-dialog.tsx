import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SsoService } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useUnlinkProvider } from '@/features/sso/api/sso-mutations';

interface UnlinkDialogProps {
  opened: boolean;
  service: SsoService;
  name: string;
  onClose: () => void;
}

/** Asks before unlinking a provider; a refusal (the last way to sign in) shows in the dialog. */
export function UnlinkDialog({ opened, service, name, onClose }: UnlinkDialogProps) {
  const { t } = useTranslation('sso');
  const unlink = useUnlinkProvider();

  const close = () => {
    if (unlink.isPending) return;
    unlink.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('unlink.title', { name })}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('unlink.body', { name })}</Text>
        {unlink.isError && <ApiErrorAlert error={unlink.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={unlink.isPending}>
            {t('unlink.cancel')}
          </Button>
          <Button
            color="red"
            loading={unlink.isPending}
            onClick={() => {
              unlink.mutate(
                { service, name },
                {
                  onSuccess: () => {
                    unlink.reset();
                    onClose();
                  },
                },
              );
            }}
          >
            {t('unlink.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
