import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
  randomBytes,
  sign,
  verify,
} from 'node:crypto';
import { type KioskPublicKey, NFC_UID_LAST_DIGITS, normalizeCardUid } from '@punchcard/shared';

/**
 * The server-side cryptography of kiosk credentials. Everything derives from the installation's
 * badge secret (DATA_DIR/secrets.json or BADGE_SECRET) through HKDF, one purpose per label, so no
 * new secret has to be kept and a database dump alone neither signs badges nor names card UIDs.
 */

/** 32 bytes for one purpose. */
export function derivedKey(badgeSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', badgeSecret, '', `punchcard ${purpose} v1`, 32));
}

/** A workspace's new badge key pair: public JWK, its thumbprint, and the PKCS#8 private key. */
export interface NewBadgeKey {
  kid: string;
  publicKey: KioskPublicKey;
  privateKeyDer: Buffer;
}

export function newBadgeKey(): NewBadgeKey {
  const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { x, y } = pair.publicKey.export({ format: 'jwk' });
  if (!x || !y) throw new Error('P-256 key without coordinates');
  const publicKey: KioskPublicKey = { kty: 'EC', crv: 'P-256', x, y };
  return {
    kid: thumbprint(publicKey),
    publicKey,
    privateKeyDer: pair.privateKey.export({ format: 'der', type: 'pkcs8' }),
  };
}

/** RFC 7638: base64url SHA-256 of the required members in lexical order. */
export function thumbprint({ x, y }: KioskPublicKey): string {
  const members = `{"crv":"P-256","kty":"EC","x":"${x}","y":"${y}"}`;
  return createHash('sha256').update(members).digest('base64url');
}

/**
 * AES-256-GCM with the workspace id as associated data: a sealed key copied onto another
 * workspace's row does not open.
 */
export function seal(key: Buffer, idWorkspace: string, plain: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(idWorkspace));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function unseal(key: Buffer, idWorkspace: string, sealed: string): Buffer {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('Malformed sealed key');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(idWorkspace));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

export const privateKeyFrom = (der: Buffer): KeyObject =>
  createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });

export const publicKeyFrom = (jwk: KioskPublicKey): KeyObject =>
  createPublicKey({ key: { ...jwk }, format: 'jwk' });

/** ECDSA P-256 / SHA-256, raw r||s: the encoding WebCrypto verifies. */
export function signBadge(key: KeyObject, payload: Uint8Array): Uint8Array {
  return sign('sha256', payload, { key, dsaEncoding: 'ieee-p1363' });
}

export function badgeSignatureValid(
  key: KeyObject,
  payload: Uint8Array,
  signature: Uint8Array,
): boolean {
  return verify('sha256', payload, { key, dsaEncoding: 'ieee-p1363' }, signature);
}

/** A typed or read card UID as stored (shared with the kiosk): upper-case hex, or null. */
export const normalizedUid = normalizeCardUid;

export const lastDigits = (uid: string): string => uid.slice(-NFC_UID_LAST_DIGITS);

/**
 * The stored, server-only form of a UID: HMAC with a server key, over the workspace too, so one
 * card in two workspaces leaves no common value.
 */
export function uidHash(uidKey: Buffer, idWorkspace: string, uid: string): string {
  return createHmac('sha256', uidKey).update(`${idWorkspace}:${uid}`).digest('base64url');
}

/**
 * The kiosks' form (KioskCardVerification), what shared `cardHash` computes on WebCrypto:
 * HMAC-SHA-256 keyed with the workspace's published salt over the UID's bytes, cut to 16 bytes. It hides the UID from a casual reader of the
 * config, not from a determined one: see docs/decisions.md.
 */
export function offlineCardHash(salt: string, uid: string): string {
  return createHmac('sha256', Buffer.from(salt, 'base64url'))
    .update(Buffer.from(uid, 'hex'))
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

export const newCardSalt = (): string => randomBytes(16).toString('base64url');
