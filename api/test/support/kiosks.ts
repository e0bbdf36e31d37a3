import { generateKeyPairSync } from 'node:crypto';
import type { KioskPairingCode, KioskPublicKey, PairKioskResponse } from '@punchcard/shared';
import type { Person } from './factory.js';
import type { TestAgent, TestApp } from './test-app.js';

/** The public half of a fresh ECDSA P-256 key, as a kiosk sends it when it pairs. */
export function kioskPublicKey(): KioskPublicKey {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
  return { kty, crv, x, y } as KioskPublicKey;
}

/** A private JWK of P-256: what a kiosk must never send. */
export function kioskPrivateKey(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return privateKey.export({ format: 'jwk' });
}

/** Registers a kiosk as `manager` (who holds MANAGE_WORKSPACE_SETTINGS). */
export async function registerKiosk(manager: Person, name = 'Front door') {
  const res = await manager.agent.post('/v1/kiosks').send({ name }).expect(201);
  return res.body as KioskPairingCode;
}

export function pairWith(t: TestApp, code: string, more: object = {}) {
  return t
    .agent()
    .post('/v1/kiosk/pair')
    .send({ code, public_key: kioskPublicKey(), ...more });
}

/** A browser-less device calling with `Authorization: Kiosk <token>`. */
export function deviceAgent(t: TestApp, token: string): TestAgent {
  return t.agent().set('Authorization', `Kiosk ${token}`);
}

/** Registers and pairs a kiosk: its id, token and device agent. */
export async function pairedKiosk(t: TestApp, manager: Person, name = 'Front door') {
  const registered = await registerKiosk(manager, name);
  const res = await pairWith(t, registered.pairing_code, { app_version: '1.0.0' }).expect(201);
  const paired = res.body as PairKioskResponse;
  return { id: registered.id, token: paired.token, device: deviceAgent(t, paired.token) };
}

export const HEARTBEAT = { app_version: '1.0.1', queued: 3, last_seq: 41 };
