import { Alert, Stack } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';

import { ApiErrorMessage } from '@/features/accounts/components/api-error-text';

interface AccountErrorAlertProps {
  /** The failure; its error key picks the text of the `errors` namespace. */
  error: unknown;
  /** Words of the page's own, instead of the key's text, when it knows better. */
  message?: ReactNode;
  /** A way on: "Sign in instead", "Send a new code". */
  action?: ReactNode;
}

/**
 * Why the API refused, under a form, in words. The whole alert waits for the `errors` namespace,
 * so it never shows half-filled.
 */
export function AccountErrorAlert({ error, message, action }: AccountErrorAlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <div>{message ?? <ApiErrorMessage error={error} />}</div>
          {action}
        </Stack>
      </Alert>
    </Suspense>
  );
}
