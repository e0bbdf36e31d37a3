import { ROLES, Role } from '@punchcard/shared';
import { KEY_REFUSED, type MatrixRow } from './matrix.js';

/** base64url(sha256('')): any well-formed nonce and challenge will do, no provider is called. */
const DIGEST = '47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU';
const VERIFIER = 'matrix-verifier-0123456789-0123456789-0123456789';

/**
 * The matrix app configures no provider, so the public SSO routes answer the same to everyone
 * (sso-fail, 409 sso_provider_disabled). The account routes act on the caller's own account
 * (never with a key); the requirement is an owner's decision in the active workspace.
 */
export const SSO_ROWS: MatrixRow[] = [
  {
    route: 'GET /v1/accounts/sso/providers',
    allow: ROLES,
    outsider: 'allow',
    signedOut: 'allow',
    apiKey: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/accounts/sso/providers' }),
  },
  {
    route: 'GET /v1/accounts/sso/{ssoService}/authorize',
    allow: [],
    denied: 302,
    outsider: 302,
    signedOut: 302,
    apiKey: 302,
    arrange: () =>
      Promise.resolve({
        path: '/v1/accounts/sso/google/authorize',
        query: {
          redirect_uri: 'http://punchcard.test/signing-in',
          state: 'matrix',
          nonce: DIGEST,
          code_challenge: DIGEST,
        },
      }),
  },
  {
    route: 'POST /v1/accounts/sso/apple/callback',
    allow: [],
    denied: 303,
    outsider: 303,
    signedOut: 303,
    apiKey: 303,
    arrange: () =>
      Promise.resolve({ path: '/v1/accounts/sso/apple/callback', body: { code: 'c', state: 's' } }),
  },
  {
    route: 'PUT /v1/accounts/me/{ssoService}/sso',
    allow: [],
    denied: 409,
    outsider: 409,
    signedOut: 409,
    apiKey: 409,
    arrange: () =>
      Promise.resolve({
        path: '/v1/accounts/me/google/sso',
        body: {
          code: 'c',
          code_verifier: VERIFIER,
          redirect_uri: 'http://punchcard.test/signing-in',
        },
      }),
  },
  {
    route: 'GET /v1/accounts/me/sso',
    allow: ROLES,
    outsider: 'allow',
    apiKey: KEY_REFUSED,
    arrange: () => Promise.resolve({ path: '/v1/accounts/me/sso' }),
  },
  {
    route: 'DELETE /v1/accounts/me/{ssoService}/sso',
    // Nobody has a provider linked: 404 sso_not_linked, and nothing changes.
    allow: [],
    denied: 404,
    outsider: 404,
    apiKey: KEY_REFUSED,
    arrange: () => Promise.resolve({ path: '/v1/accounts/me/google/sso' }),
  },
  {
    route: 'POST /v1/accounts/me/sso/password',
    // Everyone has a password already: 409 password_already_set, and nothing changes.
    allow: [],
    denied: 409,
    outsider: 409,
    apiKey: KEY_REFUSED,
    arrange: () =>
      Promise.resolve({
        path: '/v1/accounts/me/sso/password',
        body: { password: 'Correct-Horse-9' },
      }),
  },
  {
    route: 'DELETE /v1/accounts/me/password',
    // No provider is linked: 409 sso_last_sign_in_method, and the password stays.
    allow: [],
    denied: 409,
    outsider: 409,
    apiKey: KEY_REFUSED,
    arrange: () => Promise.resolve({ path: '/v1/accounts/me/password' }),
  },
  {
    route: 'PATCH /v1/workspaces/sso-requirement',
    allow: [Role.Owner, Role.SuperOwner],
    outsider: 'allow',
    apiKey: KEY_REFUSED,
    arrange: () =>
      Promise.resolve({
        path: '/v1/workspaces/sso-requirement',
        body: { is_oidc_required: false },
      }),
  },
];
