import type { UnixSeconds } from '../time.js';

/**
 * Single sign-on (time-tracking-spec sections 2, 3, 7; projects-billing-spec section 7): Google,
 * Apple and, beyond the spec, one generic OpenID Connect provider of the company's own (Keycloak,
 * Entra ID, Okta...). The browser runs the authorization-code flow with PKCE; the API exchanges
 * the code and verifies the ID token (issuer, audience, expiry and nonce).
 */
export const SsoService = { Google: 'google', Apple: 'apple', Oidc: 'oidc' } as const;
export type SsoService = (typeof SsoService)[keyof typeof SsoService];
export const SSO_SERVICES: readonly SsoService[] = Object.values(SsoService);

export function parseSsoService(value: string): SsoService | undefined {
  return SSO_SERVICES.find((service) => service === value);
}

/**
 * The nonce the browser sends to the provider is base64url(SHA-256(code_verifier)), so the API
 * checks the ID token's nonce from the verifier it is given, keeping no state between the two
 * legs, and a code taken from another browser's flow fails the check.
 */
export const SSO_NONCE_RULE = 'base64url(sha256(code_verifier))';

/** One configured provider, as GET /v1/accounts/sso/providers lists it (public). */
export interface SsoProvider {
  service: SsoService;
  /** Shown on the button: "Google", "Apple", or OIDC_NAME for the company's provider. */
  name: string;
}

/**
 * GET /v1/accounts/sso/{ssoService}/authorize (public): answers 302 to the provider's
 * authorization endpoint (discovered from its issuer) with the client id, scope and these; when
 * the provider is off or cannot be reached, 302 to /signing-in?reason=sso-fail instead.
 */
export interface SsoAuthorizeQuery {
  redirect_uri: string;
  state: string;
  /** SSO_NONCE_RULE of the verifier. */
  nonce: string;
  /** base64url(SHA-256(code_verifier)), method S256. */
  code_challenge: string;
}

/**
 * POST /v1/accounts/sso/apple/callback (public): Apple posts its answer (response_mode=form_post,
 * needed for the name and e-mail scopes) here; it answers 303 to the redirect_uri's page with
 * `code`, `state` and Apple's one-time `user` JSON in the query, where the browser finishes.
 */
export const APPLE_CALLBACK_PATH = '/v1/accounts/sso/apple/callback';

/** GET /v1/accounts/sso/providers: only the providers this install has configured. */
export interface SsoProviders {
  providers: SsoProvider[];
}

/** Why the browser started the flow: signing in, signing up, or linking to the signed-in account. */
export const SsoFrom = { SignIn: 'signin', SignUp: 'signup', Link: 'link' } as const;
export type SsoFrom = (typeof SsoFrom)[keyof typeof SsoFrom];
export const SSO_FROMS: readonly SsoFrom[] = Object.values(SsoFrom);

/**
 * PUT /v1/accounts/me/{ssoService}/sso: signs in (or up) and answers Me, as every call that
 * signs in does; with `from: 'link'` it links the provider to the signed-in account instead and
 * answers SsoLinks.
 */
export interface SsoSignInRequest {
  code: string;
  code_verifier: string;
  redirect_uri: string;
  from?: SsoFrom;
  /**
   * Apple posts the name (and e-mail) only on the first login, outside the ID token; the e-mail
   * here is never trusted over the token's.
   */
  user?: { first_name?: string; last_name?: string; email?: string };
}

/** One provider identity linked to the account. */
export interface SsoLink {
  service: SsoService;
  /** The provider's e-mail for the account (Apple's may be a private-relay address). */
  email: string | null;
  linked_at: UnixSeconds;
}

/** GET /v1/accounts/me/sso: how the signed-in account can sign in. */
export interface SsoLinks {
  links: SsoLink[];
  has_password: boolean;
}

/** POST /v1/accounts/me/sso/password: a first password for an account that has only SSO. */
export interface SetFirstPasswordRequest {
  password: string;
}

/** PATCH /v1/workspaces/sso-requirement: members must sign in through the company's provider. */
export interface SsoRequirementRequest {
  is_oidc_required: boolean;
}
export interface SsoRequirement {
  is_oidc_required: boolean;
}
