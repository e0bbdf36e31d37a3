import { ErrorKey } from '@punchcard/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/lib/api-client';
import type { ErrorTextKey } from '@/locales/errors';

/** The text itself; it suspends until the `errors` namespace is there. */
export function ApiErrorMessage({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation('errors');
  const key = error instanceof ApiError ? error.errorKey : ErrorKey.InternalError;
  const known = i18n.exists(key, { ns: 'errors' }) ? (key as ErrorTextKey) : ErrorKey.InternalError;
  return <>{t(known)}</>;
}

/**
 * A failure in the words of the `errors` namespace (never a raw key; a key the table lacks reads
 * as the generic one). The namespace loads with the first failure, so no first paint waits.
 */
export function ApiErrorText({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <ApiErrorMessage error={error} />
    </Suspense>
  );
}
