export const Locale = { En: 'en', Ja: 'ja' } as const;
export type Locale = (typeof Locale)[keyof typeof Locale];
export const LOCALES: readonly Locale[] = Object.values(Locale);
export const DEFAULT_LOCALE: Locale = Locale.En;

/** Picks the first supported language of an Accept-Language style list, else the default. */
export function resolveLocale(header: string | null | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const found = LOCALES.find((locale) => tag === locale || tag.startsWith(`${locale}-`));
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}
