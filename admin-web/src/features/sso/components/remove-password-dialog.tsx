import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useRemovePassword } from '@/features/sso/api/sso-mutations';

/** Asks before removing the password; a refusal (the last way to sign in) shows in the dialog. */
export function RemovePasswordDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('sso');
  const remove = useRemovePassword();

  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('remove.title')}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('remove.body')}</Text>
        {remove.isError && <ApiErrorAlert error={remove.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            {t('unlink.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => {
              remove.mutate(undefined, {
                onSuccess: () => {
                  remove.reset();
                  onClose();
                },
              });
            }}
          >
            {t('remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
