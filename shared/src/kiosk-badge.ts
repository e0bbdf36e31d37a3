/**
 * QR badges: a member's kiosk credential, signed by the server with the workspace's ECDSA P-256
 * badge key and verified OFFLINE by a kiosk with the public key from GET /v1/kiosk/config.
 *
 * Wire form (docs/kiosk-protocol.md): `<payload>.<signature>`, both unpadded base64url.
 *   payload   = 37 bytes: format (1 byte, = 1) | workspace id (16-byte UUID) | member's user id
 *               (16-byte UUID) | badge version (uint32, big-endian)
 *   signature = ECDSA P-256 with SHA-256 over the payload bytes, raw r||s (64 bytes, what
 *               WebCrypto's sign answers)
 * The QR code holds `PUBLIC_URL/qr-handler?b=<payload>.<signature>`, so a phone camera opens a
 * page that explains it; a kiosk reads the `b` parameter (or a bare token) and verifies it.
 */
import type { KioskPublicKey } from './contracts/kiosks.js';
import { fromBase64url, toBase64url } from './kiosk-journal-encoding.js';

export const BADGE_FORMAT = 1;
export const BADGE_PAYLOAD_BYTES = 37;
/** The query parameter of the /qr-handler URL that carries the token. */
export const BADGE_URL_PARAM = 'b';

/** What a badge says: whose it is, in which workspace, and which version. */
export interface BadgeClaims {
  idWorkspace: string;
  idUser: string;
  version: number;
}

/** A badge read from a QR: its claims and the exact bytes its signature covers. */
export interface ParsedBadge {
  claims: BadgeClaims;
  payload: Uint8Array;
  signature: Uint8Array;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function uuidBytes(uuid: string, into: Uint8Array, at: number): void {
  const hex = uuid.toLowerCase();
  if (!UUID.test(hex)) throw new RangeError(`not a UUID: ${uuid}`);
  const digits = hex.replace(/-/g, '');
  for (let i = 0; i < 16; i++) into[at + i] = parseInt(digits.slice(2 * i, 2 * i + 2), 16);
}

function bytesUuid(bytes: Uint8Array, at: number): string {
  let hex = '';
  for (let i = 0; i < 16; i++) hex += (bytes[at + i] ?? 0).toString(16).padStart(2, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The bytes a badge signs. */
export function encodeBadgePayload(claims: BadgeClaims): Uint8Array {
  if (!Number.isInteger(claims.version) || claims.version < 1 || claims.version > 0xffffffff) {
    throw new RangeError(`badge version out of range: ${String(claims.version)}`);
  }
  const bytes = new Uint8Array(BADGE_PAYLOAD_BYTES);
  bytes[0] = BADGE_FORMAT;
  uuidBytes(claims.idWorkspace, bytes, 1);
  uuidBytes(claims.idUser, bytes, 17);
  const v = claims.version;
  bytes[33] = (v >>> 24) & 0xff;
  bytes[34] = (v >>> 16) & 0xff;
  bytes[35] = (v >>> 8) & 0xff;
  bytes[36] = v & 0xff;
  return bytes;
}

export function decodeBadgePayload(bytes: Uint8Array): BadgeClaims | null {
  if (bytes.length !== BADGE_PAYLOAD_BYTES || bytes[0] !== BADGE_FORMAT) return null;
  const version =
    (bytes[33] ?? 0) * 0x1000000 +
    (bytes[34] ?? 0) * 0x10000 +
    (bytes[35] ?? 0) * 0x100 +
    (bytes[36] ?? 0);
  if (version < 1) return null;
  return { idWorkspace: bytesUuid(bytes, 1), idUser: bytesUuid(bytes, 17), version };
}

/** The token: payload and raw r||s signature, base64url, joined by a dot. */
export function badgeToken(payload: Uint8Array, signature: Uint8Array): string {
  return `${toBase64url(payload)}.${toBase64url(signature)}`;
}

/** The URL a badge's QR code holds. */
export function badgeUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/qr-handler?${BADGE_URL_PARAM}=${token}`;
}

/**
 * Reads what a kiosk scanned: the badge URL or the bare token. Null when it is not a badge at all
 * (the signature is not checked here: see verifyBadge).
 */
export function parseBadge(scanned: string): ParsedBadge | null {
  const text = scanned.trim();
  const match = /[?&]b=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)(?:[&#]|$)/.exec(text);
  const token = match?.[1] ?? text;
  const [encodedPayload, encodedSignature, extra] = token.split('.');
  if (extra !== undefined || !encodedPayload || !encodedSignature) return null;
  const payload = fromBase64url(encodedPayload);
  const signature = fromBase64url(encodedSignature);
  if (!payload || signature?.length !== 64) return null;
  const claims = decodeBadgePayload(payload);
  return claims ? { claims, payload, signature } : null;
}

/** The slice of WebCrypto a kiosk verifies badges with. */
interface BadgeSubtle {
  importKey(
    format: 'jwk',
    key: KioskPublicKey,
    algorithm: { name: 'ECDSA'; namedCurve: 'P-256' },
    extractable: boolean,
    usages: string[],
  ): Promise<unknown>;
  verify(
    algorithm: { name: 'ECDSA'; hash: 'SHA-256' },
    key: unknown,
    signature: Uint8Array,
    data: Uint8Array,
  ): Promise<boolean>;
}

/**
 * Verifies a scanned badge offline with the workspace's public badge key (from the kiosk config):
 * its claims when the signature holds, else null. The kiosk then still checks the workspace, the
 * member's minimum version and the inactive list of the same config.
 */
export async function verifyBadge(
  publicKey: KioskPublicKey,
  scanned: string,
): Promise<BadgeClaims | null> {
  const badge = parseBadge(scanned);
  if (!badge) return null;
  const subtle = (globalThis as { crypto?: { subtle?: BadgeSubtle } }).crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto is unavailable (it needs a secure context or Node 20+)');
  const key = await subtle.importKey(
    'jwk',
    publicKey,
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  const valid = await subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    badge.signature,
    badge.payload,
  );
  return valid ? badge.claims : null;
}
