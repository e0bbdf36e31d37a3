// The language guard (spec section 2): before a page renders, the language its address asks for
// (prefix, else cookie, else browser, else English) is applied, so a page never shows in the
// previous language for a frame. The root route's loader.
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';

import { applyLocale } from '@/lib/i18n';
import { currentLocaleSources, resolvePageLocale } from '@/lib/locale';

export async function languageGuard({ request }: LoaderFunctionArgs): Promise<null> {
  const { pathname } = new URL(request.url);
  await applyLocale(resolvePageLocale(currentLocaleSources(pathname)));
  return null;
}

/** Every move to another path may change the prefix, hence the language. */
export function languageGuardRevalidates({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}
