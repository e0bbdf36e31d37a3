import { Alert } from '@mantine/core';
import { ErrorKey } from '@punchcard/shared';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/lib/api-client';
import type { ErrorTextKey } from '@/locales/errors';

interface ApiErrorAlertProps {
  error: unknown;
  /** A form's own words for some refusals (by error key), where it can say more. */
  explain?: (error: ApiError) => ReactNode | undefined;
}

function ApiErrorText({ error, explain }: ApiErrorAlertProps) {
  const { t, i18n } = useTranslation('errors');
  if (error instanceof ApiError) {
    const own = explain?.(error);
    if (own !== undefined) return own;
  }
  const key = error instanceof ApiError ? error.errorKey : ErrorKey.InternalError;
  const known = i18n.exists(key, { ns: 'errors' }) ? (key as ErrorTextKey) : ErrorKey.InternalError;
  return t(known);
}

/**
 * Why the API refused a form, under it, in words (the `errors` namespace loads with the first
 * failure, so no form waits for it). A key the table lacks reads as the generic one.
 */
export function ApiErrorAlert(props: ApiErrorAlertProps) {
  return (
    // The alert appears with its words, so it is announced whole.
    <Suspense fallback={null}>
      <Alert color="red" variant="light" role="alert">
        <ApiErrorText {...props} />
      </Alert>
    </Suspense>
  );
}
