/** @jest-environment node */
// IndexedDB through fake-indexeddb; Node's environment, for WebCrypto and structuredClone.
import 'fake-indexeddb/auto';

import { type PunchEntry, verifyJournal, verifyPunch } from '@punchcard/shared';
import { PunchJournal } from '../../core/journal';
import { generatePunchKeyPair, publicKeyJwk, randomUuid } from '../../core/web-crypto';
import { openKioskDatabase } from './idb';
import { IdbJournalStorage } from './idb-journal-storage';

// Connections left open keep fake-indexeddb's scheduler alive after the tests.
const connections: IDBDatabase[] = [];
const track = (db: IDBDatabase) => {
  connections.push(db);
  return db;
};
afterEach(() => {
  for (const db of connections.splice(0)) db.close();
});

const KIOSK_ID = '4a52190d-39da-45e8-9ba1-75050d68b029';

async function setup() {
  const name = `journal-${randomUuid()}`;
  const db = track(await openKioskDatabase(name));
  const storage = new IdbJournalStorage(db);
  const keys = await generatePunchKeyPair();
  const journal = new PunchJournal(storage, () => Promise.resolve(null));
  const signer = { kioskId: KIOSK_ID, privateKey: keys.privateKey };
  const append = (at: number) =>
    journal.append(signer, {
      id: randomUuid(),
      at,
      action: 'clock_in',
      credential: { method: 'nfc', value: '04A1B2C3D4E580' },
    });
  const reopen = async () => {
    db.close();
    return new IdbJournalStorage(track(await openKioskDatabase(name)));
  };
  return { storage, journal, append, keys, reopen };
}

const applied = { status: 'applied', result: { id: null, seq: null, status: 'applied' } } as const;

describe('IdbJournalStorage', () => {
  it('keeps appended entries across a reopen, in seq order, as a valid chain', async () => {
    const { append, keys, reopen } = await setup();
    await Promise.all([1, 2, 3, 4].map((i) => append(1_795_478_535 + i)));
    const storage = await reopen();
    const pending = await storage.pending();
    expect(pending.map((entry) => entry.seq)).toEqual([1, 2, 3, 4]);
    expect((await storage.last())?.seq).toBe(4);
    const verdict = await verifyJournal(await publicKeyJwk(keys), null, pending, {
      kioskId: KIOSK_ID,
    });
    expect(verdict.head?.seq).toBe(4);
  });

  it('starts empty and never writes one seq twice', async () => {
    const { storage, append } = await setup();
    expect(await storage.last()).toBeNull();
    expect(await storage.pending()).toEqual([]);
    const entry = await append(1_795_478_535);
    await expect(storage.append(entry)).rejects.toBeDefined();
    expect(await storage.pending()).toHaveLength(1);
  });

  it('empties the journal on reset, for a device paired as another kiosk', async () => {
    const { storage, append } = await setup();
    await append(1_795_478_535);
    await storage.reset();
    expect(await storage.last()).toBeNull();
    expect(await storage.pending()).toEqual([]);
  });

  it('drops settled entries from pending() but keeps them as the last entry', async () => {
    const { storage, append, reopen } = await setup();
    for (let i = 0; i < 3; i++) await append(1_795_478_535 + i);
    await storage.settle([
      { seq: 1, outcome: applied },
      { seq: 2, outcome: { status: 'rejected', error_key: 'kiosk.punch.too_old', message: 'x' } },
    ]);
    expect((await storage.pending()).map((entry) => entry.seq)).toEqual([3]);
    await storage.settle([{ seq: 3, outcome: applied }]);
    const reopened = await reopen();
    expect(await reopened.pending()).toEqual([]);
    expect((await reopened.last())?.seq).toBe(3);
  });

  it('re-signs pending entries in place, and refuses a changed body as a whole', async () => {
    const { storage, append, journal } = await setup();
    for (let i = 0; i < 2; i++) await append(1_795_478_535 + i);
    const before = await storage.pending();
    const fresh = await generatePunchKeyPair();
    await journal.resignPending(fresh.privateKey);
    const after = await storage.pending();
    expect(after.map((entry) => entry.hash)).toEqual(before.map((entry) => entry.hash));
    const freshJwk = await publicKeyJwk(fresh);
    for (const entry of after) expect(await verifyPunch(freshJwk, entry)).toEqual({ ok: true });

    const forged: PunchEntry[] = after.map((entry, i) =>
      i === 1 ? { ...entry, hash: 'f'.repeat(64) } : { ...entry, signature: 'A'.repeat(86) },
    );
    await expect(storage.resign(forged)).rejects.toThrow('cannot be signed again');
    expect(await storage.pending()).toEqual(after);
  });
});
