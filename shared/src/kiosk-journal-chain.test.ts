import {
  chainHash,
  genesisHash,
  type PunchBody,
  type PunchEntry,
  PunchRefusal,
  PUNCH_CLOCK_SKEW_SECONDS,
  punchTimeProblem,
  type PunchKey,
  signPunch,
  verifyJournal,
  verifyPunch,
} from './kiosk-journal.js';
import type { KioskPublicKey } from './contracts/kiosks.js';

const KIOSK_ID = '0b7e6f3a-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const T = 1795478535;

const bodies: PunchBody[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    seq: 1,
    at: T,
    action: 'clock_in',
    credential: { method: 'pin', value: '4821' },
    selfie_id: '44444444-4444-4444-8444-444444444444',
    left_at: T - 3600,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    seq: 2,
    at: T + 600,
    action: 'break_start',
    credential: { kiosk_session: 'session-token' },
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    seq: 3,
    at: T + 1200,
    action: 'break_end',
    credential: { method: 'nfc', value: '04A1B2C3' },
  },
];

let privateKey: PunchKey;
let publicJwk: KioskPublicKey;
let genesis: string;
let journal: PunchEntry[];

const at = <T>(list: readonly T[], i: number): T => {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${String(i)}`);
  return item;
};

async function signChain(from: string, list: readonly PunchBody[]): Promise<PunchEntry[]> {
  const signed: PunchEntry[] = [];
  let prev = from;
  for (const body of list) {
    const entry = await signPunch(privateKey, prev, body);
    signed.push(entry);
    prev = entry.hash;
  }
  return signed;
}

beforeAll(async () => {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
  privateKey = pair.privateKey;
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  publicJwk = { kty, crv, x, y } as KioskPublicKey;
  genesis = await genesisHash(KIOSK_ID);
  journal = await signChain(genesis, bodies);
});

const check = (
  lastKnown: { seq: number; hash: string } | null,
  entries: unknown[],
  recordedHash?: (seq: number) => string | undefined,
) => verifyJournal(publicJwk, lastKnown, entries, { kioskId: KIOSK_ID, recordedHash });

const refusedWith = (reason: PunchRefusal): unknown =>
  expect.objectContaining({ status: 'refused', reason }) as unknown;

describe('verifyJournal', () => {
  it('accepts a signed journal of three entries from the genesis', async () => {
    const verdict = await check(null, journal);
    expect(verdict.checks).toEqual([{ status: 'apply' }, { status: 'apply' }, { status: 'apply' }]);
    expect(verdict.applyOrder).toEqual([0, 1, 2]);
    expect(verdict.head).toEqual({ seq: 3, hash: at(journal, 2).hash });
  });

  it('applies an out-of-order batch in seq order', async () => {
    const verdict = await check(null, [at(journal, 2), at(journal, 0), at(journal, 1)]);
    expect(verdict.checks.every((c) => c.status === 'apply')).toBe(true);
    expect(verdict.applyOrder).toEqual([1, 2, 0]);
  });

  it('continues from the last recorded entry', async () => {
    const head = { seq: 1, hash: at(journal, 0).hash };
    const verdict = await check(head, journal.slice(1));
    expect(verdict.applyOrder).toEqual([0, 1]);
  });

  it('answers duplicate for an exact resend, in a later batch or twice in one', async () => {
    const head = { seq: 3, hash: at(journal, 2).hash };
    const recorded = (seq: number) => journal.find((e) => e.seq === seq)?.hash;
    const resent = await check(head, journal, recorded);
    expect(resent.checks.map((c) => c.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(resent.applyOrder).toEqual([]);
    expect(resent.head).toEqual(head);

    const twice = await check(null, [...journal, ...journal]);
    expect(twice.checks.map((c) => c.status)).toEqual([
      ...['apply', 'apply', 'apply'],
      ...['duplicate', 'duplicate', 'duplicate'],
    ]);
  });

  it('tells a replayed seq with another body from a duplicate', async () => {
    const head = { seq: 3, hash: at(journal, 2).hash };
    const [forged] = await signChain(at(journal, 0).hash, [{ ...at(bodies, 1), at: T + 900 }]);
    const recorded = (seq: number) => journal.find((e) => e.seq === seq)?.hash;
    const verdict = await check(head, [forged, at(journal, 1)], recorded);
    expect(verdict.checks).toEqual([refusedWith('replayed_seq'), { status: 'duplicate' }]);
    // Without the records to compare with, it cannot tell: it says so.
    expect((await check(head, [forged])).checks).toEqual([refusedWith('stale_seq')]);
  });

  it('holds back the entries after a missing one until it arrives', async () => {
    const first = await check(null, [at(journal, 0), at(journal, 2)]);
    expect(first.checks).toEqual([{ status: 'apply' }, refusedWith('seq_gap')]);
    const second = await check(first.head, [at(journal, 1), at(journal, 2)]);
    expect(second.applyOrder).toEqual([0, 1]);
  });

  it('does not let a refused entry advance the chain: the genuine one still gets in', async () => {
    const tampered = { ...at(journal, 1), signature: at(journal, 0).signature };
    const verdict = await check(null, [at(journal, 0), tampered, at(journal, 2)]);
    expect(verdict.checks).toEqual([
      { status: 'apply' },
      refusedWith('bad_signature'),
      refusedWith('seq_gap'),
    ]);
    expect(verdict.head?.seq).toBe(1);
    expect((await check(verdict.head, journal.slice(1))).applyOrder).toEqual([0, 1]);
  });

  it('refuses a broken chain: the next seq linked to another predecessor', async () => {
    const head = { seq: 2, hash: at(journal, 1).hash };
    const [branch] = await signChain(at(journal, 0).hash, [at(bodies, 2)]);
    expect((await check(head, [branch])).checks).toEqual([refusedWith('broken_chain')]);
    expect((await check(head, [at(journal, 2)])).checks).toEqual([{ status: 'apply' }]);
  });

  it("refuses a first entry chained to another kiosk's genesis", async () => {
    const other = await genesisHash('9c9c9c9c-9c9c-4c9c-8c9c-9c9c9c9c9c9c');
    const [entry] = await signChain(other, [at(bodies, 0)]);
    expect((await check(null, [entry])).checks).toEqual([refusedWith('broken_chain')]);
  });

  it('refuses entries it cannot read, without stopping the others', async () => {
    const verdict = await check(null, [{ seq: 1 }, at(journal, 0), 'entry', null]);
    expect(verdict.checks.map((c) => c.status)).toEqual(['refused', 'apply', 'refused', 'refused']);
    expect(verdict.checks[0]).toEqual(refusedWith('malformed'));
  });
});

describe('verifyPunch names what was tampered with', () => {
  const changes: [string, Partial<Record<keyof PunchEntry, unknown>>][] = [
    ['id', { id: '55555555-5555-4555-8555-555555555555' }],
    ['seq', { seq: 5 }],
    ['at', { at: T + 601 }],
    ['action', { action: 'clock_out' }],
    ['credential', { credential: { kiosk_session: 'other-session' } }],
    ['credential method', { credential: { method: 'qr', value: 'session-token' } }],
    ['selfie_id', { selfie_id: '44444444-4444-4444-8444-444444444444' }],
    ['prev_hash', { prev_hash: '0'.repeat(64) }],
    ['hash', { hash: 'f'.repeat(64) }],
  ];

  it.each(changes)('a changed %s is a bad hash', async (_field, change) => {
    const entry = { ...at(journal, 1), ...change };
    expect(await verifyPunch(publicJwk, entry)).toEqual(
      expect.objectContaining({ ok: false, reason: PunchRefusal.BadHash }),
    );
  });

  it.each(changes.filter(([field]) => field !== 'hash'))(
    'a changed %s with its hash recomputed is a bad signature',
    async (_field, change) => {
      const { hash: _h, signature, prev_hash, ...rest } = { ...at(journal, 1), ...change };
      const hash = await chainHash(prev_hash as string, rest as PunchBody);
      const entry = { ...rest, prev_hash, signature, hash };
      expect(await verifyPunch(publicJwk, entry)).toEqual(
        expect.objectContaining({ ok: false, reason: PunchRefusal.BadSignature }),
      );
    },
  );

  it('a left_at added to the clock-in is a bad hash', async () => {
    const entry = { ...at(journal, 0), left_at: T - 60 };
    expect(await verifyPunch(publicJwk, entry)).toMatchObject({ reason: 'bad_hash' });
  });

  it("another entry's signature, or another key's, is a bad signature", async () => {
    const swapped = { ...at(journal, 1), signature: at(journal, 2).signature };
    expect(await verifyPunch(publicJwk, swapped)).toMatchObject({ reason: 'bad_signature' });
    const other = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
    ]);
    const foreign = await signPunch(other.privateKey, genesis, at(bodies, 0));
    expect(await verifyPunch(publicJwk, foreign)).toMatchObject({ reason: 'bad_signature' });
  });

  it('a valid entry after the wrong predecessor is a broken chain', async () => {
    expect(await verifyPunch(publicJwk, at(journal, 2), at(journal, 0).hash)).toMatchObject({
      reason: 'broken_chain',
    });
    expect(await verifyPunch(publicJwk, at(journal, 2), at(journal, 1).hash)).toEqual({ ok: true });
  });

  const withoutSignature = (): unknown => {
    const { signature: _signature, ...rest } = at(journal, 1);
    return rest;
  };

  it.each<[string, () => unknown]>([
    ['an unknown field', () => ({ ...at(journal, 1), note: 'hi' })],
    ['a null selfie', () => ({ ...at(journal, 1), selfie_id: null })],
    ['no signature', withoutSignature],
    ['a padded signature', () => ({ ...at(journal, 1), signature: `${'A'.repeat(86)}==` })],
    ['an upper-case hash', () => ({ ...at(journal, 1), hash: 'A'.repeat(64) })],
  ])('%s is malformed', async (_name, make) => {
    const entry = make();
    expect(await verifyPunch(publicJwk, entry)).toMatchObject({ reason: 'malformed' });
  });
});

describe('punchTimeProblem', () => {
  const now = T;
  it('allows a kiosk clock ahead by the skew, not more', () => {
    expect(PUNCH_CLOCK_SKEW_SECONDS).toBe(120);
    expect(punchTimeProblem(now + 120, now)).toBeNull();
    expect(punchTimeProblem(now + 121, now)).toBe(PunchRefusal.AtInFuture);
  });

  it('allows 7 days back by default, or what the workspace says', () => {
    expect(punchTimeProblem(now - 7 * 86_400, now)).toBeNull();
    expect(punchTimeProblem(now - 7 * 86_400 - 1, now)).toBe(PunchRefusal.TooOld);
    expect(punchTimeProblem(now - 7 * 86_400 - 1, now, 30)).toBeNull();
  });
});
