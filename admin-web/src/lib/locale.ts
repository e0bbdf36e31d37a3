// Which language a page shows (time-tracking-spec sections 2 and 9): the path prefix, else the
// cookie a language switch wrote, else the browser's languages, else English.
import { DEFAULT_LOCALE, LOCALES, type Locale, resolveLocale } from '@punchcard/shared';

export const LOCALE_COOKIE = 'punchcard_locale';
/** The spec keeps the choice 365 days. */
const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a path is prefixed with (`/ja/clock` -> `ja`), or undefined without a prefix. */
export function localeOfPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : undefined;
}

/** The path without its locale prefix: `/ja/clock` -> `/clock`, `/ja` -> `/`. */
export function stripLocalePrefix(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === undefined) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** The same page under another locale prefix: `/en/clock` or `/clock` -> `/ja/clock`. */
export function switchLocalePrefix(pathname: string, locale: Locale): string {
  const rest = stripLocalePrefix(pathname);
  return `/${locale}${rest === '/' ? '' : rest}`;
}

/** The locale the cookie holds, if any (ignoring a value this app never writes). */
export function localeFromCookie(cookieHeader: string): Locale | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      const locale = decodeURIComponent(value.join('='));
      return isLocale(locale) ? locale : undefined;
    }
  }
  return undefined;
}

/** The best supported locale of `navigator.languages`, or undefined when none is supported. */
export function localeFromBrowser(languages: readonly string[]): Locale | undefined {
  if (languages.length === 0) return undefined;
  // resolveLocale reads an Accept-Language list, so the browser's order becomes the ranking.
  const header = languages.join(',');
  const resolved = resolveLocale(header);
  const supported = languages.some((language) => {
    const tag = language.toLowerCase();
    return tag === resolved || tag.startsWith(`${resolved}-`);
  });
  return supported ? resolved : undefined;
}

export interface LocaleSources {
  pathname: string;
  cookie: string;
  languages: readonly string[];
}

export function resolvePageLocale({ pathname, cookie, languages }: LocaleSources): Locale {
  return (
    localeOfPath(pathname) ??
    localeFromCookie(cookie) ??
    localeFromBrowser(languages) ??
    DEFAULT_LOCALE
  );
}

/** What the current document says: its path, its cookie, the browser's languages. */
export function currentLocaleSources(pathname: string = window.location.pathname): LocaleSources {
  return {
    pathname,
    cookie: document.cookie,
    languages: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
  };
}

/** Remembers an explicit language choice for visits without a prefix. */
export function writeLocaleCookie(locale: Locale): void {
  // Self-hosted installs are often plain HTTP on a LAN, where a Secure cookie would be dropped.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** The language the page is shown in (its `<html lang>`), once i18n has applied one. */
export function pageLocale(): Locale | undefined {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : undefined;
}
