import { Alert, Group } from '@mantine/core';
import { ErrorKey } from '@punchcard/shared';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/lib/api-client';
import type { ErrorTextKey } from '@/locales/errors';

interface RequestErrorAlertProps {
  error: unknown;
  /** A first line, e.g. what could not be done. */
  title?: ReactNode;
  /** Words that fit this screen better than the key's general text (e.g. why a 412 happened). */
  message?: string;
  /** A way out, such as a retry button. */
  action?: ReactNode;
}

function ErrorText({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation('errors');
  const key = error instanceof ApiError ? error.errorKey : ErrorKey.InternalError;
  // A key this client has no text for (a newer server) reads as the generic one, never raw.
  const known = i18n.exists(key, { ns: 'errors' }) ? (key as ErrorTextKey) : ErrorKey.InternalError;
  return t(known);
}

/**
 * Why a request failed, in words, where it failed (under the form, in the dialog). The `errors`
 * namespace loads with the first failure, so no page waits for it.
 */
export function RequestErrorAlert({ error, title, message, action }: RequestErrorAlertProps) {
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Group justify="space-between" gap="sm">
        <span>
          {message ?? (
            <Suspense fallback={null}>
              <ErrorText error={error} />
            </Suspense>
          )}
        </span>
        {action}
      </Group>
    </Alert>
  );
}
