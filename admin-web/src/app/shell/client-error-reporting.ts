// Unknown errors of this tab go to the API: uncaught exceptions, unhandled promise rejections
// and what the routes' error element catches (it calls `reportClientError`).
import type { ClientErrorReport } from '@punchcard/shared';

import { apiClient } from '@/lib/api-client';
import { createClientErrorReporter } from '@/lib/client-error-reporter';

export const reportClientError = createClientErrorReporter({
  send: (report: ClientErrorReport) => apiClient.post('/v1/client-errors', report),
  page: () => window.location.pathname,
});

/** Listens to the window for errors nothing caught; answers a function that stops listening. */
export function installClientErrorReporting(): () => void {
  const onError = (event: ErrorEvent) => {
    reportClientError(event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reportClientError(event.reason);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
