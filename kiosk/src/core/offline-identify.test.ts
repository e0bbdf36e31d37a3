import {
  badgeToken,
  badgeUrl,
  cardHash,
  encodeBadgePayload,
  type KioskConfig,
  type KioskPublicKey,
  WorkStatus,
} from '@punchcard/shared';
import type { Identification } from './engine-types.js';
import { isKioskError } from './kiosk-error.js';
import { MemberCache } from './member-cache.js';
import { identifyOffline } from './offline-identify.js';
import { FAKE_WORKSPACE_ID, fakeConfig } from './testing/fake-kiosk-server.js';
import { MemoryDeviceStore } from './testing/memory-storage.js';

const ALICE = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const BOB = '16fd2706-8baf-433b-82eb-8c7fada847da';
const OTHER_WORKSPACE = '9b2f4a57-3d1c-4e8e-8a3f-2c9d1b7e6a50';
const SALT = 'Lb2m4XoiY8z9wztPyub7gA';
const ALICE_CARD = '04:A1:B2:C3:D4:E5:80';

/** A workspace badge key, and badges signed with it the way the API signs them. */
async function badgeIssuer() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
  const { x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const publicKey: KioskPublicKey = { kty: 'EC', crv: 'P-256', x: x ?? '', y: y ?? '' };
  const issue = async (idUser: string, version = 1, idWorkspace = FAKE_WORKSPACE_ID) => {
    const payload = new Uint8Array(encodeBadgePayload({ idWorkspace, idUser, version }));
    const signature = await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      pair.privateKey,
      payload,
    );
    return badgeToken(payload, new Uint8Array(signature));
  };
  return { publicKey, issue };
}

async function setup(overrides: Partial<KioskConfig> = {}) {
  const issuer = await badgeIssuer();
  const aliceCard = await cardHash(SALT, ALICE_CARD);
  const config = fakeConfig({
    badge_verification: {
      kid: 'kid',
      public_key: issuer.publicKey,
      min_versions: { [BOB]: 3 },
      inactive_members: [],
    },
    card_verification: { salt: SALT, card_hashes: { [aliceCard ?? '']: ALICE } },
    ...overrides,
  });
  const members = new MemberCache(new MemoryDeviceStore());
  await members.load();
  return { config, members, issuer };
}

async function refusalKey(promise: Promise<Identification>): Promise<string | undefined> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isKioskError(error)) throw new Error('expected a KioskError');
  expect(error.details.offline).toBe(true);
  return error.details.key;
}

describe('identifyOffline', () => {
  it('accepts a badge signed with the workspace key, as URL or bare token', async () => {
    const { config, members, issuer } = await setup();
    const token = await issuer.issue(ALICE);
    const url = badgeUrl('https://punchcard.example', token);
    for (const scanned of [url, `${token}\n`]) {
      const found = await identifyOffline(config, members, 'qr', scanned);
      expect(found).toEqual({
        mode: 'offline',
        method: 'qr',
        value: scanned.trim(),
        member: { id_user: ALICE, name: null, avatar: null },
        work_status: null,
      });
    }
  });

  it('refuses badges that are forged, of another workspace, rotated or of inactive members', async () => {
    const { config, members, issuer } = await setup();
    const forger = await badgeIssuer();
    const refused = [
      await forger.issue(ALICE),
      await issuer.issue(ALICE, 1, OTHER_WORKSPACE),
      await issuer.issue(BOB, 2),
      'not a badge',
    ];
    for (const scanned of refused) {
      expect(await refusalKey(identifyOffline(config, members, 'qr', scanned))).toBe(
        'kiosk_credential_unknown',
      );
    }
    expect((await identifyOffline(config, members, 'qr', await issuer.issue(BOB, 3))).mode).toBe(
      'offline',
    );
    const inactive = {
      ...config,
      badge_verification: config.badge_verification && {
        ...config.badge_verification,
        inactive_members: [ALICE],
      },
    };
    expect(
      await refusalKey(identifyOffline(inactive, members, 'qr', await issuer.issue(ALICE))),
    ).toBe('kiosk_credential_unknown');
  });

  it('recognises a bound card by its salted hash and journals the normalised UID', async () => {
    const { config, members } = await setup();
    const found = await identifyOffline(config, members, 'nfc', '04a1b2c3d4e580');
    expect(found).toMatchObject({ value: '04A1B2C3D4E580', member: { id_user: ALICE } });
    for (const uid of ['DEADBEEF', 'nonsense']) {
      expect(await refusalKey(identifyOffline(config, members, 'nfc', uid))).toBe(
        'kiosk_credential_unknown',
      );
    }
  });

  it('takes a PIN to be verified by the server', async () => {
    const { config, members } = await setup();
    expect(await identifyOffline(config, members, 'pin', '4821')).toEqual({
      mode: 'offline',
      method: 'pin',
      value: '4821',
      member: null,
      work_status: null,
    });
    expect(await refusalKey(identifyOffline(config, members, 'pin', '48a1'))).toBe(
      'account.messages.invalid_pin',
    );
  });

  it('shows the cached name and infers the status from later punches', async () => {
    const { config, members } = await setup();
    await members.identified(
      {
        member: { id_user: ALICE, name: 'Alice', avatar: null },
        work_status: WorkStatus.NotWorking,
        workspace_time: null,
        break: null,
        today_worked_seconds: 0,
        forgotten_clock_out: null,
        kiosk_session: 'ks',
        kiosk_session_expires_at: 1,
      },
      100,
    );
    await members.punched(ALICE, 'clock_in', 200);
    await members.punched(ALICE, 'break_start', 300);
    // A punch older than what the server told does not override it.
    await members.punched(ALICE, 'clock_out', 50);
    const found = await identifyOffline(config, members, 'nfc', ALICE_CARD);
    expect(found).toMatchObject({
      member: { id_user: ALICE, name: 'Alice' },
      work_status: WorkStatus.Break,
    });
  });

  it('respects the methods and the kiosk switch of the configuration', async () => {
    const { config, members, issuer } = await setup();
    const noQr = { ...config, methods: config.methods.filter((method) => method !== 'qr') };
    expect(await refusalKey(identifyOffline(noQr, members, 'qr', await issuer.issue(ALICE)))).toBe(
      'kiosk_method_disabled',
    );
    expect(
      await refusalKey(identifyOffline({ ...config, enabled: false }, members, 'pin', '4821')),
    ).toBe('kiosk_disabled');
    const noCards = { ...config, card_verification: null };
    expect(await refusalKey(identifyOffline(noCards, members, 'nfc', ALICE_CARD))).toBe(
      'kiosk_credential_unknown',
    );
  });
});
