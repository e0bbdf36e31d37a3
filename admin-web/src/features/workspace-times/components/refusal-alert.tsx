import { Alert } from '@mantine/core';
import { ErrorKey } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/lib/api-client';
import type { ErrorTextKey } from '@/locales/errors';

/**
 * Why the API refused a change, in the words of the `errors` namespace, inside the dialog so
 * nothing entered is lost. A key the table lacks reads as the generic one; a raw key never shows.
 */
export function RefusalAlert({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation('errors');
  const key = error instanceof ApiError ? error.errorKey : ErrorKey.InternalError;
  const known = i18n.exists(key, { ns: 'errors' }) ? (key as ErrorTextKey) : ErrorKey.InternalError;
  return (
    <Alert color="red" variant="light" role="alert">
      {t(known)}
    </Alert>
  );
}
