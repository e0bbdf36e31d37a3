import type { SsoFrom, SsoService } from '@punchcard/shared';
import { useMutation } from '@tanstack/react-query';

import type { Locale } from '@/config/paths';
import { savePendingFlow } from '@/features/sso/utils/pending-flow';
import { createFlowSecrets } from '@/features/sso/utils/pkce';
import { leavePage } from '@/features/sso/utils/leave-page';
import { authorizeHref, ssoRedirectUri } from '@/features/sso/utils/sso-redirect';

export interface SsoStart {
  service: SsoService;
  from: SsoFrom;
  /** The page to open once signed in (sign-in and sign-up only). */
  redirectTo?: string;
  locale?: Locale;
}

/** The flow could not start in this browser: no Web Crypto (not https) or no sessionStorage. */
export class SsoStartError extends Error {
  override readonly name = 'SsoStartError';
}

/**
 * Starts a flow: new secrets, kept for this tab, then off to the provider through the API. It
 * settles as the tab starts leaving, so a page the browser restores (back from the provider)
 * shows its buttons ready again.
 */
export async function startSsoFlow({ service, from, redirectTo, locale }: SsoStart) {
  let secrets;
  try {
    secrets = await createFlowSecrets();
  } catch {
    throw new SsoStartError('no Web Crypto');
  }
  const redirectUri = ssoRedirectUri(service, from, window.location.origin);
  const kept = savePendingFlow({
    service,
    state: secrets.state,
    codeVerifier: secrets.codeVerifier,
    from,
    redirectUri,
    ...(redirectTo === undefined ? {} : { redirectTo }),
    ...(locale === undefined ? {} : { locale }),
  });
  if (!kept) throw new SsoStartError('no sessionStorage');
  leavePage(authorizeHref(service, redirectUri, secrets));
}

export function useStartSsoFlow() {
  return useMutation({ mutationFn: startSsoFlow, meta: { presentErrors: false } });
}
