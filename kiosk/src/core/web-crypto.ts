// The slice of WebCrypto the engine uses, typed structurally: core compiles both with the DOM
// types (renderer) and without them (Node, Electron main), like shared/src/kiosk-journal-crypto.ts.
import type { KioskPublicKey, PunchKey } from '@punchcard/shared';

/** The kiosk's journal key pair; the private half is non-extractable where the platform allows. */
export interface PunchKeyPair {
  privateKey: PunchKey;
  publicKey: PunchKey;
}

interface KeySubtle {
  generateKey(
    algorithm: { name: 'ECDSA'; namedCurve: 'P-256' },
    extractable: boolean,
    usages: string[],
  ): Promise<PunchKeyPair>;
  exportKey(format: 'jwk', key: PunchKey): Promise<{ x?: string; y?: string }>;
}

interface WebCrypto {
  subtle: KeySubtle;
  randomUUID(): string;
}

function webCrypto(): WebCrypto {
  const crypto = (globalThis as { crypto?: WebCrypto }).crypto;
  if (!crypto?.subtle) {
    throw new Error('WebCrypto is unavailable (it needs a secure context or Node 20+)');
  }
  return crypto;
}

/** A random lowercase UUID: entry ids and selfie ids are chosen by the kiosk. */
export function randomUuid(): string {
  return webCrypto().randomUUID().toLowerCase();
}

/**
 * A fresh ECDSA P-256 key pair for the journal. `extractable` stays false in a browser, where
 * IndexedDB keeps the CryptoKey itself; a Node store that writes the key to a file needs it true.
 */
export function generatePunchKeyPair(extractable = false): Promise<PunchKeyPair> {
  return webCrypto().subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, extractable, [
    'sign',
    'verify',
  ]);
}

/** The public half as the four JWK members POST /v1/kiosk/pair takes. */
export async function publicKeyJwk(pair: PunchKeyPair): Promise<KioskPublicKey> {
  const jwk = await webCrypto().subtle.exportKey('jwk', pair.publicKey);
  const { x, y } = jwk;
  if (typeof x !== 'string' || typeof y !== 'string') {
    throw new Error('the public key did not export as an EC JWK');
  }
  return { kty: 'EC', crv: 'P-256', x, y };
}
