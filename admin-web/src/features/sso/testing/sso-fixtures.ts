// Single sign-on test data: the API's answers on the wire (snake_case) and a flow as this tab
// keeps it while away at the provider.
import type { SsoLink, SsoLinks, SsoProviders, SsoService } from '@punchcard/shared';

import type { PendingSsoFlow } from '@/features/sso/utils/pending-flow';

const NAMES: Record<SsoService, string> = { google: 'Google', apple: 'Apple', oidc: 'Acme SSO' };

/** GET /v1/accounts/sso/providers of an install that configured `services`. */
export const wireProviders = (...services: SsoService[]): SsoProviders => ({
  providers: services.map((service) => ({ service, name: NAMES[service] })),
});

export const wireLink = (service: SsoService, email: string | null): SsoLink => ({
  service,
  email,
  linked_at: 1_700_000_000,
});

/** GET /v1/accounts/me/sso */
export const wireLinks = (hasPassword: boolean, ...links: SsoLink[]): SsoLinks => ({
  links,
  has_password: hasPassword,
});

export const FLOW_STATE = 'state-4f1c2a9b8d7e6f50';

/** A flow this tab started, as sessionStorage keeps it. */
export const pendingFlow = (overrides: Partial<PendingSsoFlow> = {}): PendingSsoFlow => ({
  service: 'google',
  state: FLOW_STATE,
  codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  from: 'signin',
  redirectUri: 'http://localhost/signing-in',
  ...overrides,
});
