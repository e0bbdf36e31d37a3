import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ThreeDSecureDialogProps {
  opened: boolean;
  busy: boolean;
  onAnswer: (outcome: 'succeed' | 'fail') => void;
}

/**
 * The test provider's simulated 3-D Secure challenge (a card such as 4000 0027 6000 3184): the
 * bank's page Stripe.js would show, with the outcome chosen. It cannot be dismissed: the payment
 * waits for an answer, as a real challenge does.
 */
export function ThreeDSecureDialog({ opened, busy, onAnswer }: ThreeDSecureDialogProps) {
  const { t } = useTranslation('billing');
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('secure.title')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('secure.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            color="red"
            onClick={() => {
              onAnswer('fail');
            }}
            disabled={busy}
          >
            {t('secure.fail')}
          </Button>
          <Button
            onClick={() => {
              onAnswer('succeed');
            }}
            loading={busy}
            data-autofocus
          >
            {t('secure.complete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
