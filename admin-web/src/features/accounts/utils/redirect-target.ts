import { paths } from '@/config/paths';
import type { Locale } from '@/config/paths';

// Any origin works as the base: only whether the target stays on it matters.
const BASE = 'https://punchcard.invalid';

/**
 * Where to go once signed in: `redirectTo` when it is a path of this site, else home. Anything
 * that could leave the site (`//evil.example`, `/\evil.example`, `https://...`, `javascript:`)
 * or is not a plain path falls back to home, so a crafted sign-in link cannot send people away.
 */
export function signedInTarget(redirectTo: string | null | undefined, locale?: Locale): string {
  const home = paths.home.getHref({}, locale);
  if (!redirectTo?.startsWith('/') || redirectTo.startsWith('//')) return home;
  // Browsers read a backslash as a slash and drop tabs and newlines, so `/\t/evil.example` would
  // leave the site; a path this app writes is percent-encoded and holds neither.
  if (/[\\\s]/.test(redirectTo)) return home;
  let url: URL;
  try {
    url = new URL(redirectTo, BASE);
  } catch {
    return home;
  }
  if (url.origin !== BASE) return home;
  return `${url.pathname}${url.search}${url.hash}`;
}
