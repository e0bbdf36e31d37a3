import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { slackWords } from '@/features/integrations/utils/slack-words';

interface DisconnectSlackDialogProps {
  /** The connected Slack workspace's name; the dialog is open while it is set. */
  team: string | null;
  disconnecting: boolean;
  /** Why the last try failed; the dialog stays open to try again. */
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** Disconnecting revokes Punchcard's token at Slack, so it is confirmed with what it stops. */
export function DisconnectSlackDialog({
  team,
  disconnecting,
  error,
  onConfirm,
  onClose,
}: DisconnectSlackDialogProps) {
  const { t } = useTranslation('slack');
  return (
    <Modal
      opened={team !== null}
      onClose={onClose}
      title={team === null ? undefined : t('disconnect.title', { team })}
      centered
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('disconnect.body', slackWords)}</Text>
        {error !== null && <ApiErrorAlert error={error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={disconnecting} data-autofocus>
            {t('action.cancel')}
          </Button>
          <Button color="red.8" loading={disconnecting} onClick={onConfirm}>
            {t('disconnect.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
