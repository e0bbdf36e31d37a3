import { Alert, Stack } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/lib/api-client';
import { errorTextKey } from '@/lib/error-text-key';

/** The text itself; it suspends until the `errors` namespace is there. */
export function ApiErrorMessage({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation('errors');
  return <>{t(errorTextKey(error, i18n))}</>;
}

/**
 * A failure in the words of the `errors` namespace, for a place of its own (a page's body). The
 * namespace loads with the first failure, so no first paint waits for it.
 */
export function ApiErrorText({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <ApiErrorMessage error={error} />
    </Suspense>
  );
}

interface ApiErrorAlertProps {
  /** The failure; its error key picks the text of the `errors` namespace. */
  error: unknown;
  /** A first line, e.g. what could not be done. */
  title?: ReactNode;
  /** Words of the screen's own, instead of any key's text, when it knows better. */
  message?: ReactNode;
  /** A form's own words for some refusals (by error key); `undefined` keeps the key's text. */
  explain?: (error: ApiError) => ReactNode | undefined;
  /** A way on: a retry button, "Sign in instead". */
  action?: ReactNode;
}

function AlertWords({ error, message, explain }: ApiErrorAlertProps) {
  const own = error instanceof ApiError ? explain?.(error) : undefined;
  return message ?? own ?? <ApiErrorMessage error={error} />;
}

/**
 * Why the API refused, where it refused (under the form, in the dialog), so nothing entered is
 * lost. The whole alert waits for the `errors` namespace: it appears with its words and is
 * announced whole, never half-filled.
 */
export function ApiErrorAlert({ title, action, ...words }: ApiErrorAlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert color="red" variant="light" role="alert" title={title}>
        {action === undefined ? (
          <AlertWords {...words} />
        ) : (
          <Stack gap="xs" align="flex-start">
            <div>
              <AlertWords {...words} />
            </div>
            {action}
          </Stack>
        )}
      </Alert>
    </Suspense>
  );
}
