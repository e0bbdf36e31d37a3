import { DEFAULT_LOCALE, type Locale } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { isLocale, localeOfPath } from '@/lib/locale';

/**
 * The locale prefix of the current address (`/ja/clock` -> `ja`), undefined without one. Pass it
 * to `getHref` so links stay under the prefix the person is browsing.
 */
export function useLocalePrefix(): Locale | undefined {
  return localeOfPath(useLocation().pathname);
}

/** The language the page is shown in (prefix, cookie, browser, default: the language guard's). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
