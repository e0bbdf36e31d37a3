import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';

interface LoadFailedProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** A section whose data could not be loaded: why, and a way to ask again. */
export function LoadFailed({ error, retrying, onRetry }: LoadFailedProps) {
  const { t } = useTranslation('account');
  return (
    <ApiErrorAlert
      error={error}
      title={t('state.loadFailed')}
      action={
        <Button size="xs" variant="light" color="red" loading={retrying} onClick={onRetry}>
          {t('action.retry')}
        </Button>
      }
    />
  );
}
