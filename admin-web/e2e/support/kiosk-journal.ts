// A paired kiosk that keeps its signing key, so a browser test can send journal entries through
// the device API as a real kiosk would (docs/kiosk-protocol.md), forged ones included.
import { randomUUID } from 'node:crypto';

import { type APIRequest, type APIRequestContext, expect } from '@playwright/test';
import { genesisHash, type PunchBody, type PunchEntry, signPunch } from '@punchcard/shared';

export interface SigningKiosk {
  id: string;
  /** The device's own calls, with `Authorization: Kiosk <token>`. */
  device: APIRequestContext;
  /** An entry of this kiosk's journal after `prevHash`, signed with `key` (its own by default). */
  sign: (prevHash: string, body: Omit<PunchBody, 'id'>, key?: CryptoKey) => Promise<PunchEntry>;
  genesis: string;
}

async function newKeyPair(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
}

/** A key the kiosk never registered: whatever it signs is a forgery. */
export async function strangerKey(): Promise<CryptoKey> {
  return (await newKeyPair()).privateKey;
}

/** Registers a kiosk as the signed-in manager of `manager`, then pairs it with a fresh key. */
export async function signingKiosk(
  /** `playwright.request`: makes the device's own request contexts. */
  requests: APIRequest,
  manager: APIRequestContext,
  baseURL: string,
  name: string,
): Promise<SigningKiosk> {
  const registered = await manager.post('/v1/kiosks', { data: { name } });
  expect(registered.ok()).toBe(true);
  const { id, pairing_code: code } = (await registered.json()) as {
    id: string;
    pairing_code: string;
  };
  const pair = await newKeyPair();
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const anonymous = await requests.newContext({ baseURL });
  const paired = await anonymous.post('/v1/kiosk/pair', {
    data: { code, public_key: { kty, crv, x, y }, app_version: '1.0.0-e2e' },
  });
  expect(paired.ok()).toBe(true);
  const { token } = (await paired.json()) as { token: string };
  await anonymous.dispose();
  const device = await requests.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Kiosk ${token}` },
  });
  return {
    id,
    device,
    genesis: await genesisHash(id),
    sign: (prevHash, body, key = pair.privateKey) =>
      signPunch(key, prevHash, { id: randomUUID(), ...body }),
  };
}
