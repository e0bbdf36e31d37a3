// How a failed request is told to the person: a notice in their language, from the `errors`
// namespace. A key the table lacks (a newer server) reads as the generic internal error; a raw
// key is never shown.
import { errorTextKey } from '@/lib/error-text-key';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';

/** The text for an error: its key's, else the generic one. Loads the namespace first. */
export async function errorMessage(error: unknown): Promise<string> {
  try {
    await i18n.loadNamespaces('errors');
  } catch {
    // Offline before the texts ever loaded: the shell's own words still explain.
    return i18n.t('errorPage.body');
  }
  return i18n.t(errorTextKey(error, i18n), { ns: 'errors' });
}

export function presentError(error: unknown): void {
  void errorMessage(error).then((message) => {
    notify({ message, tone: 'error' });
  });
}
