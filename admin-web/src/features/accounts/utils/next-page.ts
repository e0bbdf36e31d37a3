import type { Locale } from '@/config/paths';
import { paths } from '@/config/paths';
import { signedInTarget } from '@/features/accounts/utils/redirect-target';
import type { Me } from '@/lib/wire';

/**
 * Where a session starts: someone without a workspace sets one up first (nothing else works
 * without one); everyone else goes where `redirectTo` asks, when it is a page of this site, or
 * home.
 */
export function pageAfterSignIn(
  account: Me,
  redirectTo: string | null,
  locale: Locale | undefined,
): string {
  if (account.activeWorkspace === null) return paths.setup.getHref({}, locale);
  return signedInTarget(redirectTo, locale);
}
