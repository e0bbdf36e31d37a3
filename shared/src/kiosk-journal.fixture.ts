/**
 * The worked example of docs/kiosk-protocol.md: a kiosk, its key and a journal of three entries,
 * with the canonical forms and hashes every implementation must reproduce byte for byte. The
 * tests assert these values and that the document quotes each of them, so the two cannot drift.
 * The private key is published: never use it for anything but this example.
 */
import type { PunchBody, PunchEntry } from './kiosk-journal-entry.js';

export const EXAMPLE_KIOSK_ID = '4a52190d-39da-45e8-9ba1-75050d68b029';

/** The kiosk's key pair as JWK; the public half (without d) is what it registers at pairing. */
export const EXAMPLE_PRIVATE_KEY_JWK = {
  kty: 'EC',
  crv: 'P-256',
  x: '7XB44qUjwo2--MOC9yV72PejnSIVUsmOY6JGx0OYNz0',
  y: 'MjiVRonK6IO6AALX0CRiXHMa1r_2kZGtQRJEyUq_qqw',
  d: 'Mih5R9fwtRL-SiXAU1M-aEJFEQYk8TgnYanfbr8BM4Q',
} as const;

export const EXAMPLE_PUBLIC_KEY_JWK = {
  kty: 'EC',
  crv: 'P-256',
  x: EXAMPLE_PRIVATE_KEY_JWK.x,
  y: EXAMPLE_PRIVATE_KEY_JWK.y,
} as const;

/** RFC 7638 thumbprint of the public key. */
export const EXAMPLE_KEY_THUMBPRINT = '1DiuT_HmIlDOdgdkmIO1bOlWZp6eqDEGKkI6ox6Nj4U';

/** SHA-256 of `punchcard-kiosk-journal-v1:4a52190d-39da-45e8-9ba1-75050d68b029`. */
export const EXAMPLE_GENESIS = 'e7691487d190c63c575effbe045a33c3fd7c3499809bf3f05aeff43bb0286b94';

/** Clock-in closing yesterday's forgotten time, a break by session, a clock-out by NFC card. */
export const EXAMPLE_BODIES: readonly PunchBody[] = [
  {
    id: 'a1c0ffe9-c603-4764-8c5a-8bcea2149a6e',
    seq: 1,
    at: 1795478535, // 2026-11-24T00:02:15Z
    action: 'clock_in',
    credential: { method: 'pin', value: '4821' },
    selfie_id: '040d83be-cd01-49c4-b0c5-4aed21804936',
    left_at: 1795458600, // 2026-11-23T18:30:00Z
  },
  {
    id: 'ad4c1ab8-02f8-4aeb-8f7b-a44c170ae50a',
    seq: 2,
    at: 1795489240, // 2026-11-24T03:00:40Z
    action: 'break_start',
    credential: { kiosk_session: 'ks.3Jq9xWcR2mT8vYpL5nB0aE' },
  },
  {
    id: '96d6fc76-9643-49e7-96f7-e269dc664686',
    seq: 3,
    at: 1795511107, // 2026-11-24T09:05:07Z
    action: 'clock_out',
    credential: { method: 'nfc', value: '04A1B2C3D4E580' },
  },
];

/** The exact canonical form of each entry (ASCII; its bytes are what is hashed and signed). */
export const EXAMPLE_CANONICAL: readonly string[] = [
  '{"action":"clock_in","at":1795478535,"credential":{"method":"pin","value":"4821"},"id":"a1c0ffe9-c603-4764-8c5a-8bcea2149a6e","left_at":1795458600,"prev_hash":"e7691487d190c63c575effbe045a33c3fd7c3499809bf3f05aeff43bb0286b94","selfie_id":"040d83be-cd01-49c4-b0c5-4aed21804936","seq":1}',
  '{"action":"break_start","at":1795489240,"credential":{"kiosk_session":"ks.3Jq9xWcR2mT8vYpL5nB0aE"},"id":"ad4c1ab8-02f8-4aeb-8f7b-a44c170ae50a","prev_hash":"82c9b88e6d274e9a580ef31755b642a2e80c287a5ecd23a92f7fed3e5c1bdd45","seq":2}',
  '{"action":"clock_out","at":1795511107,"credential":{"method":"nfc","value":"04A1B2C3D4E580"},"id":"96d6fc76-9643-49e7-96f7-e269dc664686","prev_hash":"fa1325662caca099f7f29c57a9d4c3f364f20bb7df2062b9b253e0db682e072b","seq":3}',
];

export const EXAMPLE_HASHES: readonly string[] = [
  '82c9b88e6d274e9a580ef31755b642a2e80c287a5ecd23a92f7fed3e5c1bdd45',
  'fa1325662caca099f7f29c57a9d4c3f364f20bb7df2062b9b253e0db682e072b',
  'cf350f59906d3296fa88c230acbcdcf9c3904d81655ef6c6c8197f746616d0c2',
];

/**
 * One valid signature per entry (ECDSA is randomised: signing again gives other bytes, which
 * verify just as well). Raw r||s, unpadded base64url.
 */
export const EXAMPLE_SIGNATURES: readonly string[] = [
  'U8vvcNvPXAiiE7JWox6jOrMvTP8gEX9ygMcGgAzDTGMi9OGMI4WZ3vRWuPC2CYgA5ct6eHTPe7XohXQpEx-o-Q',
  'Diq6rFs47jOYMZlMo51MCD5GH2ohxObSYz4NLqV3svvh4U1vyTXzA_3gctuudeBkr7MMr2p3CZBAcpul8RVI-Q',
  'j0Sd9BidpJbef1FaBNcxEn8aruSVV88OW7WE9rEW8I3n2IhZ7ti7hJH3Pq-TNVbXnHiAXHoZV5xTIRIcMGYqrg',
];

/** The journal as the kiosk sends it in POST /v1/kiosk/punches. */
export const EXAMPLE_JOURNAL: readonly PunchEntry[] = EXAMPLE_BODIES.map((body, i) => ({
  ...body,
  prev_hash: i === 0 ? EXAMPLE_GENESIS : (EXAMPLE_HASHES[i - 1] ?? ''),
  hash: EXAMPLE_HASHES[i] ?? '',
  signature: EXAMPLE_SIGNATURES[i] ?? '',
}));
