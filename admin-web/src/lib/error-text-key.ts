// Which text of the `errors` namespace tells a failure: its key's, when this client has one.
import { ErrorKey } from '@punchcard/shared';
import type { i18n as I18n } from 'i18next';

import { ApiError } from '@/lib/api-client';
import type { ErrorTextKey } from '@/locales/errors';

/**
 * The key to show for `error`. A key the table lacks (a newer server) and a failure that is not
 * the API's both read as the generic internal error, so a raw key never reaches the page.
 */
export function errorTextKey(error: unknown, i18n: Pick<I18n, 'exists'>): ErrorTextKey {
  const key = error instanceof ApiError ? error.errorKey : ErrorKey.InternalError;
  return i18n.exists(key, { ns: 'errors' }) ? (key as ErrorTextKey) : ErrorKey.InternalError;
}
