// The one place that knows the app's URLs, so links are never built from strings elsewhere.
// Every page is reachable without a prefix and under each locale prefix (/en, /ja).

export const locales = ['en', 'ja'] as const;
export type Locale = (typeof locales)[number];

const withLocale = (path: string, locale: Locale | undefined): string =>
  locale === undefined ? path : `/${locale}${path === '/' ? '' : path}`;

export const paths = {
  home: {
    path: '/',
    getHref: (locale?: Locale): string => withLocale('/', locale),
  },
} as const;
