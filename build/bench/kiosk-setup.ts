import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import {
  genesisHash,
  type PunchAction,
  type PunchCredential,
  type PunchEntry,
  signPunch,
} from '@punchcard/shared';
import type { BenchMember } from './bench-support.js';

/**
 * The kiosk benchmark's world: paired kiosks whose private keys the bench holds, members with
 * PINs, the journal each kiosk signs, and a lean HTTP client for the device calls.
 */

/** Secrets the server gets from the environment, so the bench can hash PINs as it does. */
export const SECRETS = {
  PIN_SECRET: randomBytes(32).toString('base64url'),
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  BADGE_SECRET: randomBytes(32).toString('base64url'),
};

/** The stored form of a PIN (api/src/modules/kiosk-identity/pin-hasher.ts). */
export function pinHash(pin: string): string {
  return createHmac('sha256', SECRETS.PIN_SECRET).update(`pin:${pin}`).digest('base64url');
}

/** A paired kiosk and its journal: signs each entry after the previous one, as the device does. */
export class BenchKiosk {
  seq = 0;
  private prev: string | undefined;

  constructor(
    readonly id: string,
    readonly token: string,
    readonly tokenHash: string,
    readonly privateKey: CryptoKey,
    readonly publicKey: CryptoKey,
  ) {}

  async next(action: PunchAction, at: number, credential: PunchCredential): Promise<PunchEntry> {
    this.prev ??= await genesisHash(this.id);
    this.seq += 1;
    const entry = await signPunch(this.privateKey, this.prev, {
      id: randomUUID(),
      seq: this.seq,
      action,
      at,
      credential,
    });
    this.prev = entry.hash;
    return entry;
  }
}

export interface KioskMember extends BenchMember {
  pin: string;
  kiosk: BenchKiosk;
  clockedIn: boolean;
  /** The last punch's `at`: the next one is later, so two punches never share a second. */
  lastAt: number;
}

/**
 * `count` kiosks of the workspace, paired as POST /v1/kiosk/pair leaves them (written directly:
 * pairing is throttled per IP and is not what is measured). Selfies are turned off, so a punch
 * needs none; PIN identification is on.
 */
export async function seedKiosks(
  pool: pg.Pool,
  idWorkspace: string,
  createdBy: string,
  count: number,
): Promise<BenchKiosk[]> {
  await pool.query(
    `UPDATE workspaces SET is_kiosk_enabled = true, is_pin_enabled = true,
            is_picture_enabled = false WHERE id = $1`,
    [idWorkspace],
  );
  const kiosks: BenchKiosk[] = [];
  for (let i = 0; i < count; i++) {
    const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ]);
    const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
    const token = randomBytes(32).toString('base64url');
    const tokenHash = createHash('sha256').update(token).digest('base64url');
    const row = await pool.query<{ id: string }>(
      `INSERT INTO kiosks (id_workspace, name, token_hash, public_key, app_version, paired_at,
                           last_seen_at, created_by)
       VALUES ($1, $2, $3, $4::jsonb, 'bench', now(), now(), $5) RETURNING id`,
      [
        idWorkspace,
        `Bench ${String(i + 1)}`,
        tokenHash,
        JSON.stringify({ kty, crv, x, y }),
        createdBy,
      ],
    );
    kiosks.push(
      new BenchKiosk(row.rows[0]?.id ?? '', token, tokenHash, pair.privateKey, pair.publicKey),
    );
  }
  return kiosks;
}

/**
 * Gives member i a distinct 6-digit PIN and the kiosk of the driver that will punch it (member i
 * goes to driver i % kiosks.length, as `drive` deals them), so each kiosk's chain is sequential.
 */
export async function seedPins(
  pool: pg.Pool,
  members: BenchMember[],
  kiosks: BenchKiosk[],
): Promise<KioskMember[]> {
  const now = Math.floor(Date.now() / 1000);
  const seeded = members.map((member, i) => ({
    ...member,
    pin: String(302_517 + i * 7919),
    kiosk: kiosks[i % kiosks.length] as BenchKiosk,
    clockedIn: false,
    lastAt: now - 50,
  }));
  await pool.query(
    `INSERT INTO account_pins (id_user, pin_hash)
     SELECT * FROM unnest($1::uuid[], $2::text[])`,
    [seeded.map((m) => m.idUser), seeded.map((m) => pinHash(m.pin))],
  );
  return seeded;
}

/**
 * The member's next punch time: now, or a second after their last punch when that is later (a
 * member punched twice within a second). Stays within the kiosk session's window (a minute
 * before its issue .. its expiry) as long as a member is not punched much more than once a second.
 */
export function nextAt(member: KioskMember): number {
  member.lastAt = Math.max(Math.floor(Date.now() / 1000), member.lastAt + 1);
  return member.lastAt;
}

/** A keep-alive JSON client for the device calls: status and parsed body. */
export function deviceClient(port: number, agent: http.Agent) {
  return (token: string, path: string, body: unknown) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const text = JSON.stringify(body);
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          agent,
          headers: {
            authorization: `Kiosk ${token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(text),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const raw = Buffer.concat(chunks).toString();
            resolve({ status: response.statusCode ?? 0, body: raw ? JSON.parse(raw) : null });
          });
        },
      );
      request.on('error', reject);
      request.end(text);
    });
}

export type DeviceClient = ReturnType<typeof deviceClient>;

interface PunchAnswer {
  results?: { status: string; error_key?: string }[];
}

/** One operation through HTTP: identify by PIN, then the member's next punch with the session. */
export async function apiOperation(call: DeviceClient, member: KioskMember): Promise<boolean> {
  const identified = await call(member.kiosk.token, '/v1/kiosk/identify', {
    method: 'pin',
    value: member.pin,
  });
  const session = (identified.body as { kiosk_session?: string } | null)?.kiosk_session;
  if (identified.status !== 200 || !session) return false;
  const action = member.clockedIn ? 'clock_out' : 'clock_in';
  const entry = await member.kiosk.next(action, nextAt(member), { kiosk_session: session });
  const punched = await call(member.kiosk.token, '/v1/kiosk/punches', { punches: [entry] });
  const result = (punched.body as PunchAnswer | null)?.results?.[0];
  if (punched.status !== 200 || result?.status !== 'applied') return false;
  member.clockedIn = !member.clockedIn;
  return true;
}
