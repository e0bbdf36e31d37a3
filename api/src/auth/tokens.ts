import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random bearer secret; 32 bytes is beyond guessing, base64url keeps it URL- and cookie-safe. */
export function randomToken(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

/** Stored form of a bearer secret: looking it up needs the hash, and a leak reveals nothing usable. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
