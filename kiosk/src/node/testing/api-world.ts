// An owner, a kiosk workspace with NFC on, a card bound to the owner and a kiosk waiting to be
// paired, made through the HTTP API as the web app makes them (the sign-up code read from the
// server's outbox, as build/testing/e2e/accounts.ts does for the browser tests).
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  ClockStatus,
  KioskPairingCode,
  KioskPunchRecord,
  KioskActivityPage,
} from '@punchcard/shared';

const PASSWORD = 'Correct-Horse-9';

/** fetch with a cookie jar of one session: what a signed-in browser sends. */
export class Session {
  private cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const answer = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }
}

async function signUpCode(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    const name = names.sort().find((file) => file.includes(email));
    if (name) {
      const mail = await readFile(join(outbox, name), 'utf8');
      const code = /\b(\d{6})\b/.exec(mail)?.[1];
      if (code) return code;
    }
    await sleep(100);
  }
  throw new Error(`No sign-up mail for ${email}`);
}

export interface ReaderWorld {
  owner: Session;
  idUser: string;
  memberName: string;
  /** The UID of the card bound to the owner. */
  cardUid: string;
  pairingCode: string;
  idKiosk: string;
}

export async function readerWorld(baseUrl: string, dataDir: string): Promise<ReaderWorld> {
  const owner = new Session(baseUrl);
  const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
  const { id } = await owner.call<{ id: string }>(
    'POST',
    '/v1/accounts/emails/signup-verification',
    { email },
  );
  const code = await signUpCode(dataDir, email);
  await owner.call('POST', '/v1/accounts/verification', { id, email, code, password: PASSWORD });
  await owner.call('POST', '/v1/workspaces', { name: `Reader ${randomUUID().slice(0, 6)}` });
  await owner.call('PATCH', '/v1/workspaces/kiosk-settings', {
    is_kiosk_enabled: true,
    is_nfc_enabled: true,
    // A reader has no camera.
    is_picture_enabled: false,
  });
  const memberName = 'Ada Lovelace';
  await owner.call('POST', '/v1/workspaces/nicknames', { nickname: memberName });
  const me = await owner.call<{ user: { id: string } }>('GET', '/v1/accounts/me');
  const cardUid = randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase();
  await owner.call('POST', `/v1/workspaces/members/${me.user.id}/cards`, { uid: cardUid });
  const kiosk = await owner.call<KioskPairingCode>('POST', '/v1/kiosks', { name: 'Back door' });
  return {
    owner,
    idUser: me.user.id,
    memberName,
    cardUid,
    pairingCode: kiosk.pairing_code,
    idKiosk: kiosk.id,
  };
}

/** The owner's clock state, as the web clock reads it. */
export function clockStatus(world: ReaderWorld): Promise<ClockStatus> {
  return world.owner.call<ClockStatus>('GET', '/v1/workspaces/timestamps/status');
}

/** The punches the server recorded from the world's kiosk, oldest first. */
export async function kioskPunches(world: ReaderWorld): Promise<KioskPunchRecord[]> {
  const page = await world.owner.call<KioskActivityPage<KioskPunchRecord>>(
    'GET',
    `/v1/kiosks/punches?id_kiosk=${world.idKiosk}`,
  );
  return page.items.reverse();
}
