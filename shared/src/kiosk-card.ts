/**
 * NFC cards at a kiosk, offline: a tapped UID is normalised, hashed with the workspace's salt
 * from GET /v1/kiosk/config (`card_verification`) and looked up in its `card_hashes`. On
 * WebCrypto, so the kiosk and the API compute the same hash.
 */
import { NFC_UID_BYTES } from './contracts/kiosk-credentials.js';
import { fromBase64url, toBase64url } from './kiosk-journal-encoding.js';

/** Bytes of the card hash a kiosk looks up: 16 of HMAC-SHA-256's 32. */
export const CARD_HASH_BYTES = 16;

/**
 * A UID as typed or read: upper-case hex without separators (spaces, colons, dashes), of 4, 7
 * or 10 bytes; null for anything else.
 */
export function normalizeCardUid(typed: string): string | null {
  const hex = typed.replace(/[\s:-]/g, '').toUpperCase();
  if (!/^[0-9A-F]+$/.test(hex)) return null;
  return (NFC_UID_BYTES as readonly number[]).includes(hex.length / 2) ? hex : null;
}

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

interface HmacSubtle {
  importKey(
    format: 'raw',
    key: Uint8Array,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: boolean,
    usages: string[],
  ): Promise<unknown>;
  sign(algorithm: 'HMAC', key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}

/**
 * The offline hash of a card: base64url of the first 16 bytes of HMAC-SHA-256 keyed with the
 * salt's bytes over the UID's bytes. Null when the UID or the salt is malformed.
 */
export async function cardHash(salt: string, uid: string): Promise<string | null> {
  const normalized = normalizeCardUid(uid);
  const key = fromBase64url(salt);
  if (!normalized || !key) return null;
  const subtle = (globalThis as { crypto?: { subtle?: HmacSubtle } }).crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto is unavailable (it needs a secure context or Node 20+)');
  const hmacKey = await subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await subtle.sign('HMAC', hmacKey, hexBytes(normalized)));
  return toBase64url(mac.subarray(0, CARD_HASH_BYTES));
}
