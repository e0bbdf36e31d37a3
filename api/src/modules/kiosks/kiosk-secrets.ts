import { createPublicKey, randomInt } from 'node:crypto';
import {
  KIOSK_PAIRING_ALPHABET,
  KIOSK_PAIRING_CODE_LENGTH,
  type KioskPublicKey,
  publicKeyJwkProblem,
} from '@punchcard/shared';
import { randomToken, sha256 } from '#src/auth/tokens.js';

/** A new pairing code: uniformly random characters of the unambiguous alphabet. */
export function newPairingCode(): string {
  return Array.from(
    { length: KIOSK_PAIRING_CODE_LENGTH },
    () => KIOSK_PAIRING_ALPHABET[randomInt(KIOSK_PAIRING_ALPHABET.length)],
  ).join('');
}

/**
 * A typed code as the alphabet spells it (upper case, without the spaces or dashes people add),
 * or null when it cannot be a code at all: then no query is needed to refuse it.
 */
export function normalizedPairingCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  const pattern = new RegExp(`^[${KIOSK_PAIRING_ALPHABET}]{${KIOSK_PAIRING_CODE_LENGTH}}$`);
  return pattern.test(code) ? code : null;
}

/** Stored form of a pairing code or a device token: a leaked row pairs and calls nothing. */
export const secretHash = sha256;

/** The device credential: 32 random bytes, base64url. */
export const newDeviceToken = () => randomToken();

/**
 * The public half of an ECDSA P-256 key as a JWK, and nothing else: the journal protocol's own
 * rule (`publicKeyJwkProblem`: kty EC, crv P-256, 32-byte x and y, no private `d`), plus a point
 * that lies on the curve. Answers the problem, or the four members that define the key.
 */
export function p256PublicKey(jwk: unknown): KioskPublicKey | string {
  const problem = publicKeyJwkProblem(jwk);
  if (problem) return problem;
  const { x, y } = jwk as KioskPublicKey;
  const key: KioskPublicKey = { kty: 'EC', crv: 'P-256', x, y };
  try {
    // OpenSSL refuses a point that is not on the curve.
    createPublicKey({ key: { ...key }, format: 'jwk' });
  } catch {
    return 'the point (x, y) is not on the P-256 curve';
  }
  return key;
}
