import { randomUUID } from 'node:crypto';
import {
  genesisHash,
  type PunchAction,
  type PunchBody,
  type PunchCredential,
  type PunchEntry,
  type PunchKey,
  signPunch,
} from '@punchcard/shared';
import { KioskSessions } from '#src/modules/kiosk-identity/index.js';
import { secretHash } from '#src/modules/kiosks/kiosk-secrets.js';
import { KiosksRepository } from '#src/modules/kiosks/kiosks.repository.js';
import type { Person } from './factory.js';
import { deviceAgent, registerKiosk, pairWith } from './kiosks.js';
import type { TestAgent, TestApp } from './test-app.js';

/** What a test states about a punch; the journal fills id, seq and the chain. */
export interface PunchSpec {
  action: PunchAction;
  at: number;
  credential: PunchCredential;
  selfie_id?: string;
  left_at?: number;
}

/** A kiosk's journal as the device keeps it: signs each entry after the previous one. */
export class TestJournal {
  seq = 0;
  private prev: string | undefined;

  constructor(
    readonly kioskId: string,
    private readonly key: PunchKey,
  ) {}

  async next(spec: PunchSpec): Promise<PunchEntry> {
    this.prev ??= await genesisHash(this.kioskId);
    this.seq += 1;
    const body: PunchBody = { id: randomUUID(), seq: this.seq, ...spec };
    const entry = await signPunch(this.key, this.prev, body);
    this.prev = entry.hash;
    return entry;
  }

  /** Signs with this journal's key after an arbitrary previous hash (a forged link). */
  sign(prevHash: string, body: PunchBody): Promise<PunchEntry> {
    return signPunch(this.key, prevHash, body);
  }
}

export interface PunchKiosk {
  id: string;
  token: string;
  device: TestAgent;
  journal: TestJournal;
  /** A kiosk session for the member, as identify would answer it now. */
  session(idUser: string): Promise<{ kiosk_session: string }>;
}

/** Registers and pairs a kiosk whose private key the test keeps (WebCrypto ECDSA P-256). */
export async function punchKiosk(t: TestApp, manager: Person, name = 'Punch door') {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const registered = await registerKiosk(manager, name);
  const res = await pairWith(t, registered.pairing_code, {
    public_key: { kty, crv, x, y },
    app_version: '1.0.0',
  }).expect(201);
  const token = (res.body as { token: string }).token;
  const kiosk: PunchKiosk = {
    id: registered.id,
    token,
    device: deviceAgent(t, token),
    journal: new TestJournal(registered.id, pair.privateKey),
    async session(idUser) {
      const device = await t.app.get(KiosksRepository).findDevice(secretHash(token));
      if (!device) throw new Error('The kiosk is not paired');
      return { kiosk_session: t.app.get(KioskSessions).issue(device, idUser) };
    },
  };
  return kiosk;
}

export interface PunchResultBody {
  id: string | null;
  seq: number | null;
  status: 'applied' | 'duplicate' | 'rejected';
  error_key?: string;
  workspace_time?: { id: string; start?: number; end?: number };
  closed_workspace_time?: { id: string; end: number } | null;
  break?: { id: string };
}

export interface PunchBatchBody {
  results: PunchResultBody[];
  head: { seq: number; hash: string } | null;
}

export async function sendPunches(kiosk: PunchKiosk, punches: unknown[]) {
  const res = await kiosk.device.post('/v1/kiosk/punches').send({ punches }).expect(200);
  return res.body as PunchBatchBody;
}
