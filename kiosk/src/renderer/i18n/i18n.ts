// One i18next instance for the kiosk. Every namespace is bundled: the kiosk must open and speak
// both languages with the server unreachable, and the catalogues are small.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@punchcard/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import enIdentify from '@/locales/en/identify.json';
import enKiosk from '@/locales/en/kiosk.json';
import jaIdentify from '@/locales/ja/identify.json';
import jaKiosk from '@/locales/ja/kiosk.json';

export const i18n = i18next.createInstance();

const resources = {
  en: { kiosk: enKiosk, identify: enIdentify },
  ja: { kiosk: jaKiosk, identify: jaIdentify },
} satisfies Record<Locale, Record<string, Record<string, string>>>;

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Starts i18n in `locale` (synchronous in effect: the resources are in the bundle). */
export async function initI18n(locale: Locale = DEFAULT_LOCALE): Promise<void> {
  if (i18n.isInitialized) {
    await setLocale(locale);
    return;
  }
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: LOCALES,
    ns: ['kiosk', 'identify'],
    defaultNS: 'kiosk',
    // Keys are flat ("sync.waiting"), so a dot is part of the key, not a path.
    keySeparator: false,
    resources,
    // React escapes what it renders; escaping here too would show entities.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  document.documentElement.lang = locale;
}

/** Switches the whole screen's language (a person's choice, or back to the workspace's). */
export async function setLocale(locale: Locale): Promise<void> {
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

/** The language the screen speaks now. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
