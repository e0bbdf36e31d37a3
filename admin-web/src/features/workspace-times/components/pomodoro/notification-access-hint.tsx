import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { NotificationAccess } from '@/features/workspace-times/components/pomodoro/browser-notification';

interface NotificationAccessHintProps {
  access: NotificationAccess;
  onAsk: () => void;
}

/**
 * Browser notifications: a way to allow them while undecided, and why none come when blocked.
 * Nothing once allowed, or where the browser has none.
 */
export function NotificationAccessHint({ access, onAsk }: NotificationAccessHintProps) {
  const { t } = useTranslation('pomodoro');
  if (access === 'default') {
    return (
      <Stack gap={4} align="flex-start">
        <Button variant="default" size="xs" onClick={onAsk}>
          {t('notify.allow')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('notify.allowHint')}
        </Text>
      </Stack>
    );
  }
  if (access === 'denied') {
    return (
      <Text size="xs" c="dimmed">
        {t('notify.denied')}
      </Text>
    );
  }
  return null;
}
