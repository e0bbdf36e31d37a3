// One i18next instance for the app: the bundled namespaces are there at once, the others come
// from their chunks through a tiny backend (locales/index.ts says how to add one).
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@punchcard/shared';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { isLocale } from '@/lib/locale';
import { bundledNamespaces, isLazyNamespace, lazyNamespaces } from '@/locales';

export const i18n = i18next.createInstance();

const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!isLocale(language) || !isLazyNamespace(namespace)) {
      callback(new Error(`No translations for ${namespace} in ${language}`), false);
      return;
    }
    lazyNamespaces[namespace]().then(
      (loaded) => {
        callback(null, loaded[language]);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

function bundledResources(locale: Locale): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(bundledNamespaces).map(([name, namespace]) => [name, { ...namespace[locale] }]),
  );
}

/** Starts i18n in `locale`; resolves once the bundled text is usable (at once: no network). */
export async function initI18n(locale: Locale): Promise<void> {
  if (i18n.isInitialized) {
    await applyLocale(locale);
    return;
  }
  await i18n
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: LOCALES,
      load: 'currentOnly',
      ns: Object.keys(bundledNamespaces),
      defaultNS: 'common',
      keySeparator: false,
      resources: Object.fromEntries(LOCALES.map((code) => [code, bundledResources(code)])),
      partialBundledLanguages: true,
      // React escapes what it renders; escaping here too would show entities.
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  document.documentElement.lang = locale;
}

/** Shows the page in `locale`: text, the document's language, and what the API is told. */
export async function applyLocale(locale: Locale): Promise<void> {
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
