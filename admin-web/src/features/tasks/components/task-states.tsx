import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';

export function LoadingTasks() {
  const { t } = useTranslation('tasks');
  return (
    <Group justify="center" py="xl" role="status">
      <Loader size="sm" />
      <Text c="dimmed">{t('state.loading')}</Text>
    </Group>
  );
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('tasks');
  return (
    <ApiErrorAlert
      error={error}
      title={t('state.loadFailed')}
      action={
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      }
    />
  );
}

/** Nothing to show: no tasks at all, or none that pass the filters. */
export function NoTasks({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py="xl">
      <Text c="dimmed" ta="center">
        {message}
      </Text>
      {action}
    </Stack>
  );
}
