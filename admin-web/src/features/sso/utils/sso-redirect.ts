// Where a flow sends the browser and how its return is read: the addresses agreed with the API
// (shared/src/contracts/sso.ts) and the spec's failure reasons.
import {
  APPLE_CALLBACK_PATH,
  ErrorKey,
  SsoFrom,
  SsoService,
  type SsoFrom as SsoFromValue,
  type SsoService as SsoServiceValue,
} from '@punchcard/shared';

import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { SsoFlowSecrets } from '@/features/sso/utils/pkce';
import type { SsoUser } from '@/features/sso/types';

/**
 * The address the provider sends the browser back to. It carries no locale prefix (the provider
 * accepts only the addresses registered with it); Apple posts its answer to the API, which sends
 * the browser on to /signing-in.
 */
export function ssoRedirectUri(service: SsoServiceValue, from: SsoFromValue, origin: string) {
  if (service === SsoService.Apple) return `${origin}${APPLE_CALLBACK_PATH}`;
  return `${origin}${from === SsoFrom.Link ? paths.linking.path : paths.signingIn.path}`;
}

/** GET /v1/accounts/sso/{service}/authorize: the API sends the browser on to the provider. */
export function authorizeHref(
  service: SsoServiceValue,
  redirectUri: string,
  { state, nonce, codeChallenge }: SsoFlowSecrets,
): string {
  const query = new URLSearchParams({
    redirect_uri: redirectUri,
    state,
    nonce,
    code_challenge: codeChallenge,
  });
  return `/v1/accounts/sso/${encodeURIComponent(service)}/authorize?${query.toString()}`;
}

/** The spec's failure reasons (time-tracking-spec section 2), as /signing-in?reason= shows them. */
export type SsoFailureReason = 'sso-fail' | 'link-fail';

export function isFailureReason(value: string | null): value is SsoFailureReason {
  return value === 'sso-fail' || value === 'link-fail';
}

/**
 * The reason a refusal stands for: a provider this install has not configured is sso-fail; an
 * e-mail or identity that belongs to another account is link-fail (never merged silently).
 */
export function failureReasonOf(error: unknown): SsoFailureReason | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.errorKey === ErrorKey.SsoProviderDisabled) return 'sso-fail';
  if (error.errorKey === ErrorKey.SsoEmailTaken || error.errorKey === ErrorKey.SsoIdentityTaken) {
    return 'link-fail';
  }
  return undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Apple's one-time `user` answer (`{"name":{"firstName","lastName"},"email"}`), which the API's
 * callback hands on in the query: the only time Apple tells the name. Anything unreadable is
 * left out; the API trusts the ID token's e-mail over this one anyway.
 */
export function appleUserOf(param: string | null): SsoUser | undefined {
  if (param === null || param === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(param);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { name, email } = parsed as Record<string, unknown>;
  const names = typeof name === 'object' && name !== null ? (name as Record<string, unknown>) : {};
  const user: SsoUser = {};
  const firstName = text(names.firstName);
  const lastName = text(names.lastName);
  const given = text(email);
  if (firstName !== undefined) user.firstName = firstName;
  if (lastName !== undefined) user.lastName = lastName;
  if (given !== undefined) user.email = given;
  return Object.keys(user).length > 0 ? user : undefined;
}
