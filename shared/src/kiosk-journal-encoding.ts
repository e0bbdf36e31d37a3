/**
 * Byte encodings of the kiosk punch journal (docs/kiosk-protocol.md): lowercase hex for hashes,
 * unpadded base64url for signatures and JWK coordinates, and the DER <-> raw r||s conversion of
 * ECDSA signatures. Written by hand because shared/ compiles without DOM or Node types (no
 * TextEncoder, btoa or Buffer) and must run unchanged in the kiosk renderer and the API.
 */

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The bytes of a string of printable ASCII (the journal's strings are never anything else). */
export function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7e) throw new RangeError(`not ASCII at ${String(i)}`);
    bytes[i] = code;
  }
  return bytes;
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Unpadded base64url (RFC 4648 section 5), as JWK and JWS use it. */
export function toBase64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) out += BASE64URL.charAt((chunk >> (18 - 6 * c)) & 63);
  }
  return out;
}

/**
 * Decodes unpadded base64url; null for anything else, including a non-canonical spelling (unused
 * trailing bits set), so one byte string has exactly one accepted text.
 */
export function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const char of text) {
    buffer = ((buffer << 6) | BASE64URL.indexOf(char)) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
    }
  }
  return toBase64url(bytes) === text ? bytes : null;
}

/** Reads one DER length at `at`; [length, offset after it] or null. */
function derLength(der: Uint8Array, at: number): [number, number] | null {
  const first = der[at];
  if (first === undefined) return null;
  if (first < 0x80) return [first, at + 1];
  if (first !== 0x81) return null; // an ECDSA P-256 signature is never longer than 255 bytes
  const length = der[at + 1];
  return length === undefined || length < 0x80 ? null : [length, at + 2];
}

/** One DER INTEGER at `at`, left-padded to 32 bytes; [bytes, offset after it] or null. */
function derInteger(der: Uint8Array, at: number): [Uint8Array, number] | null {
  if (der[at] !== 0x02) return null;
  const header = derLength(der, at + 1);
  if (!header) return null;
  const [length, start] = header;
  const end = start + length;
  if (length === 0 || end > der.length) return null;
  let value = der.subarray(start, end);
  if (value[0] === 0 && value.length > 1) value = value.subarray(1); // sign byte of a high r or s
  if (value.length > 32) return null;
  const padded = new Uint8Array(32);
  padded.set(value, 32 - value.length);
  return [padded, end];
}

/**
 * The raw 64-byte r||s form of an ECDSA P-256 signature given as DER
 * (`SEQUENCE { INTEGER r, INTEGER s }`, what mbedTLS, OpenSSL and node:crypto produce by default);
 * null when it is not one.
 */
export function derToRawSignature(der: Uint8Array): Uint8Array | null {
  if (der[0] !== 0x30) return null;
  const header = derLength(der, 1);
  if (!header || header[1] + header[0] !== der.length) return null;
  const r = derInteger(der, header[1]);
  const s = r && derInteger(der, r[1]);
  if (!r || !s || s[1] !== der.length) return null;
  const raw = new Uint8Array(64);
  raw.set(r[0], 0);
  raw.set(s[0], 32);
  return raw;
}

/** The DER form of one 32-byte integer: leading zeros dropped, a sign byte when the top bit is set. */
function derIntegerOf(value: Uint8Array): number[] {
  let start = 0;
  while (start < value.length - 1 && value[start] === 0) start++;
  const body = Array.from(value.subarray(start));
  if ((body[0] ?? 0) >= 0x80) body.unshift(0);
  return [0x02, body.length, ...body];
}

/** The DER form of a raw 64-byte r||s signature (for verifiers that only take DER). */
export function rawToDerSignature(raw: Uint8Array): Uint8Array {
  if (raw.length !== 64) throw new RangeError('a raw P-256 signature is 64 bytes');
  const body = [...derIntegerOf(raw.subarray(0, 32)), ...derIntegerOf(raw.subarray(32))];
  return Uint8Array.from([0x30, body.length, ...body]);
}
