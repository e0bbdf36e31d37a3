import { ErrorKey, type PunchEntry, type PunchResult } from '@punchcard/shared';
import { KioskApiClient } from './api-client.js';
import type { PunchOutcome } from './engine-types.js';
import { type PunchDraft, PunchJournal } from './journal.js';
import { isKioskError } from './kiosk-error.js';
import { JournalSync } from './sync.js';
import { FAKE_KIOSK_ID, FakeKioskServer } from './testing/fake-kiosk-server.js';
import { MemoryJournalStorage } from './testing/memory-storage.js';
import { generatePunchKeyPair, publicKeyJwk, randomUuid } from './web-crypto.js';

const AT = 1_795_478_535;

async function setup() {
  const server = new FakeKioskServer();
  const keys = await generatePunchKeyPair();
  let token: string | null = null;
  const api = new KioskApiClient({ baseUrl: '', token: () => token, fetch: server.fetch });
  token = (await api.pair({ code: 'ACDE3467', public_key: await publicKeyJwk(keys) })).token;
  const storage = new MemoryJournalStorage();
  const journal = new PunchJournal(storage, () => Promise.resolve(null));
  const signer = { kioskId: FAKE_KIOSK_ID, privateKey: keys.privateKey };
  const append = (action: PunchDraft['action'] = 'clock_in', at = AT) =>
    journal.append(signer, {
      id: randomUuid(),
      at,
      action,
      credential: { method: 'pin', value: '4821' },
    });
  return { server, api, storage, append, signer, journal };
}

function syncOf(storage: MemoryJournalStorage, api: KioskApiClient) {
  const settled: { entry: PunchEntry; outcome: PunchOutcome }[] = [];
  const attention: PunchResult[] = [];
  const sync = new JournalSync(storage, api, {
    settled: (entry, outcome) => settled.push({ entry, outcome }),
    head: () => Promise.resolve(),
    needsAttention: (_entry, result) => attention.push(result),
  });
  return { sync, settled, attention };
}

describe('JournalSync', () => {
  it('sends the backlog oldest first and settles each entry once', async () => {
    const { server, api, storage, append } = await setup();
    await append('clock_in', AT);
    await append('break_start', AT + 60);
    await append('break_end', AT + 120);
    await append('clock_out', AT + 180);
    const { sync, settled } = syncOf(storage, api);
    await sync.run();
    expect(server.applied.map((entry) => entry.action)).toEqual([
      'clock_in',
      'break_start',
      'break_end',
      'clock_out',
    ]);
    expect(settled.map(({ outcome }) => outcome.status)).toEqual(Array(4).fill('applied'));
    expect(await storage.pending()).toEqual([]);
    await sync.run();
    expect(server.calls.filter((call) => call.endsWith('/punches'))).toHaveLength(1);
  });

  it('applies exactly once when the kiosk restarts after the server applied a batch', async () => {
    const { server, api, storage, append } = await setup();
    await append('clock_in', AT);
    await append('clock_out', AT + 60);
    server.loseAnswers = 1;
    const first = syncOf(storage, api);
    const lost: unknown = await first.sync.run().catch((error: unknown) => error);
    expect(isKioskError(lost) && lost.details.kind).toBe('network');
    expect(server.applied).toHaveLength(2);
    expect(await storage.pending()).toHaveLength(2);

    // The restarted device reads the same journal back and sends it again.
    const reopened = storage.reopened();
    const second = syncOf(reopened, api);
    await second.sync.run();
    expect(server.applied).toHaveLength(2);
    expect(second.settled.map(({ outcome }) => outcome.status)).toEqual(['applied', 'applied']);
    expect(await reopened.pending()).toEqual([]);
  });

  it('sends at most PUNCH_BATCH_MAX entries a call and keeps going', async () => {
    const { server, api, storage, append } = await setup();
    for (let i = 0; i < 1_003; i++) await append(i % 2 ? 'clock_out' : 'clock_in', AT + i);
    const { sync } = syncOf(storage, api);
    const spy = jest.spyOn(api, 'punches');
    await sync.run();
    expect(spy.mock.calls.map(([entries]) => entries.length)).toEqual([1_000, 3]);
    expect(server.applied).toHaveLength(1_003);
    expect(await storage.pending()).toEqual([]);
  }, 30_000);

  it('keeps an entry with a seq gap queued and sends it again with the missing one', async () => {
    const { server, api, storage, append } = await setup();
    const first = await append('clock_in', AT);
    await append('clock_out', AT + 60);
    // The server sees only the second entry first (e.g. the first was lost in a proxy).
    const gap = await api.punches((await storage.pending()).slice(1));
    expect(gap.results[0]).toMatchObject({ status: 'rejected', error_key: 'kiosk.punch.seq_gap' });
    expect(server.applied).toEqual([]);
    const { sync, settled, attention } = syncOf(storage, api);
    await sync.run();
    expect(server.applied.map((entry) => entry.id)[0]).toBe(first.id);
    expect(settled).toHaveLength(2);
    expect(attention).toEqual([]);
  });

  it('settles a business refusal (it moves the head) and keeps later entries flowing', async () => {
    const { server, api, storage, append } = await setup();
    server.businessRule = (entry) =>
      entry.action === 'clock_out'
        ? { error_key: ErrorKey.KioskPunchTooOld, message: 'Too old' }
        : null;
    await append('clock_out', AT);
    await append('clock_in', AT + 60);
    const { sync, settled } = syncOf(storage, api);
    await sync.run();
    expect(settled.map(({ outcome }) => outcome)).toEqual([
      { status: 'rejected', error_key: 'kiosk.punch.too_old', message: 'Too old' },
      expect.objectContaining({ status: 'applied' }),
    ]);
    expect(await storage.pending()).toEqual([]);
  });

  it('asks for attention when the server no longer recognises the signature', async () => {
    const { server, api, storage, append } = await setup();
    await append('clock_in', AT);
    server.publicKey = await publicKeyJwk(await generatePunchKeyPair());
    const { sync, settled, attention } = syncOf(storage, api);
    await sync.run();
    expect(attention.map((result) => result.status === 'rejected' && result.error_key)).toEqual([
      'kiosk.punch.bad_signature',
    ]);
    // Refused outside the chain: it stays queued for after the re-pair.
    expect(settled).toEqual([]);
    expect(await storage.pending()).toHaveLength(1);
  });

  it('asks for attention and settles an entry whose seq the server recorded otherwise', async () => {
    const { server, api, storage, append, signer } = await setup();
    await append('clock_in', AT);
    const { sync } = syncOf(storage, api);
    await sync.run();
    // A device that lost its journal and started again from the genesis.
    const fresh = new MemoryJournalStorage();
    await new PunchJournal(fresh, () => Promise.resolve(null)).append(signer, {
      id: randomUuid(),
      at: AT + 5,
      action: 'clock_out',
      credential: { method: 'pin', value: '4821' },
    });
    const again = syncOf(fresh, api);
    await again.sync.run();
    expect(again.attention).toHaveLength(1);
    expect(again.settled.map(({ outcome }) => outcome.status)).toEqual(['rejected']);
    expect(server.applied).toHaveLength(1);
  });

  it('runs one sync at a time however often it is asked', async () => {
    const { server, api, storage, append } = await setup();
    await append('clock_in', AT);
    const { sync } = syncOf(storage, api);
    await Promise.all([sync.run(), sync.run(), sync.run()]);
    expect(server.applied).toHaveLength(1);
    expect(server.calls.filter((call) => call.endsWith('/punches')).length).toBeLessThanOrEqual(2);
  });
});
