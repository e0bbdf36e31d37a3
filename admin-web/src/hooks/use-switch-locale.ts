import type { Locale } from '@punchcard/shared';
import { type To, useLocation } from 'react-router';

import { switchLocalePrefix, writeLocaleCookie } from '@/lib/locale';

/**
 * Switching language keeps the page: the same path, search and hash under the other prefix.
 * `remember` keeps the choice (cookie, 365 days) for later visits without a prefix.
 */
export function useSwitchLocale(): {
  targetOf: (locale: Locale) => To;
  remember: (locale: Locale) => void;
} {
  const { pathname, search, hash } = useLocation();
  return {
    targetOf: (locale) => ({ pathname: switchLocalePrefix(pathname, locale), search, hash }),
    remember: writeLocaleCookie,
  };
}
