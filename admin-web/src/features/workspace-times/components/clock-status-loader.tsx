import { Alert, Button, Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { ClockStatus } from '@/lib/wire';
import { workspaceTimeQueries } from '@/lib/workspace-time-queries';

/**
 * Renders `children` with the clock status once it is known; a loader until then, and when the
 * first load fails, the reason (the notice already said why) with a way to try again.
 */
export function ClockStatusLoader({ children }: { children: (status: ClockStatus) => ReactNode }) {
  const { t } = useTranslation('clock');
  const status = useQuery(workspaceTimeQueries.status());

  if (status.data !== undefined) return children(status.data);
  if (status.isError) {
    return (
      <Alert color="red" variant="light" title={t('status.loadError')}>
        <Button
          variant="light"
          color="red"
          size="xs"
          mt="xs"
          loading={status.isFetching}
          onClick={() => {
            void status.refetch();
          }}
        >
          {t('status.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Center mih={200} role="status" aria-label={t('status.loading')}>
      <Loader />
    </Center>
  );
}
