// The kiosk's journal key on disk. Node has no key store that outlives the process the way a
// browser's IndexedDB keeps a non-extractable CryptoKey, so the headless reader generates the pair
// extractable, writes the private half as a JWK in a file only its user can read (mode 0600), and
// imports it back non-extractable: once loaded, nothing in the process can export it again.
import type { PunchKey } from '@punchcard/shared';
import { webcrypto } from 'node:crypto';
import type { PunchKeyPair } from '../../core/web-crypto.js';

const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;

/** The pair as the device file keeps it. */
export interface StoredKeyPair {
  privateKey: webcrypto.JsonWebKey;
  publicKey: webcrypto.JsonWebKey;
}

function cryptoKey(key: PunchKey): webcrypto.CryptoKey {
  return key as webcrypto.CryptoKey;
}

export async function exportKeyPair(pair: PunchKeyPair): Promise<StoredKeyPair> {
  const privateKey = cryptoKey(pair.privateKey);
  if (!privateKey.extractable) {
    // The engine's default pair is non-extractable (right for a browser): a file store needs the
    // reader to generate extractable keys (EngineDeps.generateKeyPair).
    throw new Error('The journal key is not extractable: it cannot be written to a file');
  }
  return {
    privateKey: await webcrypto.subtle.exportKey('jwk', privateKey),
    publicKey: await webcrypto.subtle.exportKey('jwk', cryptoKey(pair.publicKey)),
  };
}

export async function importKeyPair(stored: StoredKeyPair): Promise<PunchKeyPair> {
  const privateKey = await webcrypto.subtle.importKey('jwk', stored.privateKey, ECDSA_P256, false, [
    'sign',
  ]);
  const publicKey = await webcrypto.subtle.importKey('jwk', stored.publicKey, ECDSA_P256, true, [
    'verify',
  ]);
  return { privateKey, publicKey };
}
