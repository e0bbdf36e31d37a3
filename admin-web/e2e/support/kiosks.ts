// Kiosks made and paired through the API, as a manager's browser and a device would.
import { generateKeyPairSync } from 'node:crypto';

import { type APIRequestContext, expect } from '@playwright/test';

/** The public half of a fresh ECDSA P-256 key, as a kiosk sends it when it pairs. */
export function kioskPublicKey(): { kty: string; crv: string; x: string; y: string } {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
  return { kty: kty ?? 'EC', crv: crv ?? 'P-256', x: x ?? '', y: y ?? '' };
}

/** A device pairing with `code`, with no session of its own. */
export async function pairKiosk(device: APIRequestContext, code: string): Promise<void> {
  const paired = await device.post('/v1/kiosk/pair', {
    data: { code, public_key: kioskPublicKey(), app_version: '1.0.0-e2e' },
  });
  expect(paired.ok()).toBe(true);
}

/** The signed-in member's own badge URL (`/qr-handler?b=...`). */
export async function ownBadgeUrl(request: APIRequestContext): Promise<URL> {
  const answer = await request.get('/v1/workspaces/members/me/badge');
  expect(answer.ok()).toBe(true);
  const { url } = (await answer.json()) as { url: string };
  return new URL(url);
}
