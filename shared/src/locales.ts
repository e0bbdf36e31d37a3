export const Locale = { En: 'en', Ja: 'ja' } as const;
export type Locale = (typeof Locale)[keyof typeof Locale];
export const LOCALES: readonly Locale[] = Object.values(Locale);
export const DEFAULT_LOCALE: Locale = Locale.En;

/** A stored language (an account's, a workspace's) taken as it is, else the default. */
export function knownLocale(value: string | null | undefined): Locale {
  return LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE;
}

/**
 * The most preferred supported language of an Accept-Language value (q-values respected, ties in
 * the order given), else the default.
 */
export function resolveLocale(header: string | null | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
      const q = params.find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const found = LOCALES.find((locale) => tag === locale || tag.startsWith(`${locale}-`));
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}
