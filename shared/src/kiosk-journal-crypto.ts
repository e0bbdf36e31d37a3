/**
 * Hashes, the genesis link and ECDSA P-256 signatures of the kiosk punch journal
 * (docs/kiosk-protocol.md), on WebCrypto (`globalThis.crypto.subtle`) so the kiosk renderer, a
 * browser and the API (Node 20+) run the same code.
 */
import type { KioskPublicKey } from './contracts/kiosks.js';
import { asciiBytes, fromBase64url, toBase64url, toHex } from './kiosk-journal-encoding.js';
import {
  canonicalPunch,
  punchEntryProblem,
  type PunchBody,
  type PunchEntry,
  unsignedPart,
} from './kiosk-journal-entry.js';

/** A WebCrypto CryptoKey, typed structurally because shared/ compiles without DOM types. */
export interface PunchKey {
  readonly type: string;
}

const ECDSA_KEY = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const ECDSA_SHA256 = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** The slice of SubtleCrypto the journal uses. */
interface Subtle {
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
  importKey(
    format: 'jwk',
    key: KioskPublicKey,
    algorithm: typeof ECDSA_KEY,
    extractable: boolean,
    usages: string[],
  ): Promise<PunchKey>;
  sign(algorithm: typeof ECDSA_SHA256, key: PunchKey, data: Uint8Array): Promise<ArrayBuffer>;
  verify(
    algorithm: typeof ECDSA_SHA256,
    key: PunchKey,
    signature: Uint8Array,
    data: Uint8Array,
  ): Promise<boolean>;
}

function subtle(): Subtle {
  const webCrypto = (globalThis as { crypto?: { subtle?: Subtle } }).crypto;
  if (!webCrypto?.subtle) {
    throw new Error('WebCrypto is unavailable (it needs a secure context or Node 20+)');
  }
  return webCrypto.subtle;
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return toHex(new Uint8Array(await subtle().digest('SHA-256', bytes)));
}

/** Prefixed to the kiosk id for the genesis link; versioned so a future chain cannot collide. */
export const GENESIS_PREFIX = 'punchcard-kiosk-journal-v1:';

/**
 * The prev_hash of a kiosk's first entry: SHA-256 of `punchcard-kiosk-journal-v1:<kiosk id>` (the
 * id as the API gives it, a lowercase UUID), so a journal cannot be replayed as another kiosk's.
 */
export async function genesisHash(kioskId: string): Promise<string> {
  return sha256Hex(asciiBytes(`${GENESIS_PREFIX}${kioskId.toLowerCase()}`));
}

/** The hash an entry with this body must carry after the entry whose hash is `prevHash`. */
export async function chainHash(prevHash: string, body: PunchBody): Promise<string> {
  return sha256Hex(asciiBytes(canonicalPunch({ ...body, prev_hash: prevHash })));
}

const B64_COORDINATE = 43; // 32 bytes, unpadded base64url

/** What is wrong with a kiosk's public journal key (a JWK); null when it is usable. */
export function publicKeyJwkProblem(jwk: unknown): string | null {
  if (typeof jwk !== 'object' || jwk === null || Array.isArray(jwk))
    return 'a JWK must be an object';
  const key = jwk as Record<string, unknown>;
  if ('d' in key) return 'the JWK holds a private key (d); send only the public half';
  if (key.kty !== 'EC') return 'kty must be EC';
  if (key.crv !== 'P-256') return 'crv must be P-256';
  for (const coordinate of ['x', 'y'] as const) {
    const value = key[coordinate];
    const bytes = typeof value === 'string' ? fromBase64url(value) : null;
    if (!bytes || bytes.length !== 32 || (value as string).length !== B64_COORDINATE) {
      return `${coordinate} must be 32 bytes in unpadded base64url`;
    }
  }
  if (key.use !== undefined && key.use !== 'sig') return 'use must be sig when present';
  return null;
}

/**
 * The key reduced to the four members the protocol stores (kty, crv, x, y); throws with the
 * problem when it is not a usable P-256 public key. Whether the point lies on the curve is checked
 * by importPunchPublicKey.
 */
export function normalizePublicKeyJwk(jwk: unknown): KioskPublicKey {
  const problem = publicKeyJwkProblem(jwk);
  if (problem) throw new RangeError(problem);
  const { x, y } = jwk as KioskPublicKey;
  return { kty: 'EC', crv: 'P-256', x, y };
}

/** Imports a public key for verification (also rejects a point that is not on the curve). */
export async function importPunchPublicKey(jwk: unknown): Promise<PunchKey> {
  return subtle().importKey('jwk', normalizePublicKeyJwk(jwk), ECDSA_KEY, false, ['verify']);
}

/** The RFC 7638 thumbprint of a public key: a short, stable name for it (base64url SHA-256). */
export async function publicKeyThumbprint(jwk: KioskPublicKey): Promise<string> {
  const { x, y } = normalizePublicKeyJwk(jwk);
  const members = `{"crv":"P-256","kty":"EC","x":"${x}","y":"${y}"}`;
  return toBase64url(new Uint8Array(await subtle().digest('SHA-256', asciiBytes(members))));
}

/**
 * Completes an entry: its prev_hash, hash and signature. The signature is ECDSA P-256 with SHA-256
 * over the canonical bytes, so the digest it signs is the entry's hash itself (an mbedTLS device
 * signs the hash it already computed).
 */
export async function signPunch(
  privateKey: PunchKey,
  prevHash: string,
  body: PunchBody,
): Promise<PunchEntry> {
  const unsigned = { ...body, prev_hash: prevHash };
  const canonical = asciiBytes(canonicalPunch(unsigned));
  const hash = await sha256Hex(canonical);
  const signature = await subtle().sign(ECDSA_SHA256, privateKey, canonical);
  return { ...unsigned, hash, signature: toBase64url(new Uint8Array(signature)) };
}

/** Why an entry is refused; the wire codes of docs/kiosk-protocol.md. */
export const PunchRefusal = {
  /** Not an entry: a field is missing, unknown, of the wrong type or out of range. */
  Malformed: 'malformed',
  /** `hash` is not the SHA-256 of the canonical form: the entry was changed. */
  BadHash: 'bad_hash',
  /** The signature does not verify with the kiosk's registered key. */
  BadSignature: 'bad_signature',
  /** The seq is the next one but prev_hash is not the previous entry's hash. */
  BrokenChain: 'broken_chain',
  /** An earlier seq has not been accepted yet (missing, or refused). */
  SeqGap: 'seq_gap',
  /** A seq that was already recorded, with a different body. */
  ReplayedSeq: 'replayed_seq',
  /** A seq below the last recorded one that the verifier has no record of to compare with. */
  StaleSeq: 'stale_seq',
  /** `at` is later than the server's clock plus PUNCH_CLOCK_SKEW_SECONDS. */
  AtInFuture: 'at_in_future',
  /** `at` is older than the workspace accepts. */
  TooOld: 'too_old',
} as const;
export type PunchRefusal = (typeof PunchRefusal)[keyof typeof PunchRefusal];

export type PunchVerdict = { ok: true } | { ok: false; reason: PunchRefusal; detail: string };

/** A JWK (imported on every call) or a key from importPunchPublicKey (import once per batch). */
export type PunchPublicKey = KioskPublicKey | PunchKey;

const refuse = (reason: PunchRefusal, detail: string): PunchVerdict => ({
  ok: false,
  reason,
  detail,
});

/**
 * Checks one entry on its own: its shape, that its hash is the hash of its canonical form, its
 * signature, and, when `expectedPrevHash` is given, its link to the previous entry.
 */
export async function verifyPunch(
  publicKey: PunchPublicKey,
  entry: unknown,
  expectedPrevHash?: string,
): Promise<PunchVerdict> {
  const problem = punchEntryProblem(entry);
  if (problem) return refuse(PunchRefusal.Malformed, problem);
  const punch = entry as PunchEntry;
  const canonical = asciiBytes(canonicalPunch(unsignedPart(punch)));
  if ((await sha256Hex(canonical)) !== punch.hash) {
    return refuse(PunchRefusal.BadHash, 'hash is not the SHA-256 of the canonical form');
  }
  const key = 'kty' in publicKey ? await importPunchPublicKey(publicKey) : publicKey;
  const signature = fromBase64url(punch.signature);
  const valid =
    signature !== null && (await subtle().verify(ECDSA_SHA256, key, signature, canonical));
  if (!valid) return refuse(PunchRefusal.BadSignature, 'the signature does not verify');
  if (expectedPrevHash !== undefined && punch.prev_hash !== expectedPrevHash) {
    return refuse(PunchRefusal.BrokenChain, `prev_hash is not ${expectedPrevHash}`);
  }
  return { ok: true };
}
