/**
 * A fresh `Idempotency-Key` for one action (a clock action, a message). The API answers a retry carrying the same key
 * with the first answer, so a request whose answer was lost can be sent again without doing it
 * twice. `randomUUID` needs a secure context; plain HTTP on a LAN address falls back to random
 * bytes, which serve the same purpose.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
