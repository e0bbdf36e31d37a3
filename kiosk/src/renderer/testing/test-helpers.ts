// Component tests speak English, as the browser tests' accessible names do; a test that checks
// Japanese switches, and speakEnglish puts English back.
import { act } from '@testing-library/react';

import { initI18n, setLocale } from '@/i18n/i18n';

export async function speakEnglish(): Promise<void> {
  await initI18n('en');
  await setLocale('en');
}

/** Lets pending promises (an engine's answer) and the renders they cause run. */
export async function settle(): Promise<void> {
  await act(() => Promise.resolve());
}
