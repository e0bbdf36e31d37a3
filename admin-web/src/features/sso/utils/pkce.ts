// The browser's half of the authorization-code flow with PKCE (RFC 7636): a fresh verifier, state
// and nonce for every flow, made with Web Crypto.
import { SSO_NONCE_RULE } from '@punchcard/shared';

/** RFC 4648 section 5 without padding, as PKCE and the ID token's nonce use it. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `bytes` random bytes, base64url: 32 give the 43 characters RFC 7636 asks of a verifier. */
export function randomToken(crypto: Crypto, bytes: number): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** base64url(SHA-256(text)), the S256 code challenge of a verifier. */
export async function sha256Base64url(crypto: Crypto, text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return base64url(new Uint8Array(digest));
}

export interface SsoFlowSecrets {
  /** Checked when the provider sends the browser back: the answer belongs to this flow. */
  state: string;
  /** Stays in the browser until the code is exchanged. */
  codeVerifier: string;
  codeChallenge: string;
  /** SSO_NONCE_RULE of the verifier: the API checks the ID token's nonce from the verifier alone. */
  nonce: string;
}

/**
 * A new flow's secrets. The nonce follows SSO_NONCE_RULE, so it equals the S256 challenge: both
 * bind the flow to the verifier only this browser holds. Web Crypto exists only on secure
 * origins (https, localhost); elsewhere this throws.
 */
export async function createFlowSecrets(
  crypto: Crypto = globalThis.crypto,
): Promise<SsoFlowSecrets> {
  if (typeof crypto.subtle === 'undefined') {
    throw new Error(`Web Crypto is unavailable, so ${SSO_NONCE_RULE} cannot be made`);
  }
  const codeVerifier = randomToken(crypto, 32);
  const hashed = await sha256Base64url(crypto, codeVerifier);
  return { state: randomToken(crypto, 16), codeVerifier, codeChallenge: hashed, nonce: hashed };
}
