// What the provider's return to /signing-in or /linking asks for, judged against the flow this
// tab started: nothing to do, a refusal to explain, or a code to exchange.
import { SsoFrom, SsoService } from '@punchcard/shared';

import { paths } from '@/config/paths';
import type { SsoSignInRequest } from '@/features/sso/types';
import type { PendingSsoFlow } from '@/features/sso/utils/pending-flow';
import { appleUserOf } from '@/features/sso/utils/sso-redirect';

export type SsoReturnPage = 'signing-in' | 'linking';

export type SsoReturnStep =
  /** No provider's answer in the address: the page's own behaviour. */
  | { step: 'none' }
  /** The provider answered with `?error=` (the person cancelled, or the provider refused). */
  | { step: 'cancelled' }
  /** No flow in this tab, or the answer of another one (state differs): never exchanged. */
  | { step: 'unverified' }
  /** A link flow that came back through /signing-in (Apple's callback always does). */
  | { step: 'forward'; to: string }
  | { step: 'exchange'; flow: PendingSsoFlow; request: SsoSignInRequest };

export function classifyReturn(
  search: URLSearchParams,
  flow: PendingSsoFlow | null,
  page: SsoReturnPage,
): SsoReturnStep {
  const code = search.get('code');
  const state = search.get('state');
  if (code === null || code === '') {
    return search.get('error') === null ? { step: 'none' } : { step: 'cancelled' };
  }
  // The state proves the answer belongs to the flow this tab started (no forged return).
  if (flow === null || state === null || state !== flow.state) return { step: 'unverified' };
  const linking = flow.from === SsoFrom.Link;
  if (page === 'signing-in' && linking) {
    return {
      step: 'forward',
      to: `${paths.linking.getHref({}, flow.locale)}?${search.toString()}`,
    };
  }
  if (page === 'linking' && !linking) return { step: 'unverified' };
  const user = flow.service === SsoService.Apple ? appleUserOf(search.get('user')) : undefined;
  return {
    step: 'exchange',
    flow,
    request: {
      code,
      codeVerifier: flow.codeVerifier,
      redirectUri: flow.redirectUri,
      from: flow.from,
      ...(user === undefined ? {} : { user }),
    },
  };
}
