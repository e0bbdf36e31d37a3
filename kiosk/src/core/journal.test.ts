import {
  type ChainHead,
  genesisHash,
  type KioskPublicKey,
  type PunchEntry,
  verifyJournal,
  verifyPunch,
} from '@punchcard/shared';
import { type PunchDraft, PunchJournal } from './journal.js';
import { MemoryJournalStorage } from './testing/memory-storage.js';
import { generatePunchKeyPair, publicKeyJwk, type PunchKeyPair, randomUuid } from './web-crypto.js';

const KIOSK_ID = '4a52190d-39da-45e8-9ba1-75050d68b029';

const draft = (at: number): PunchDraft => ({
  id: randomUuid(),
  at,
  action: 'clock_in',
  credential: { method: 'pin', value: '4821' },
});

async function setup(serverHead: ChainHead | null = null) {
  const keys = await generatePunchKeyPair();
  const storage = new MemoryJournalStorage();
  const journal = new PunchJournal(storage, () => Promise.resolve(serverHead));
  const signer = { kioskId: KIOSK_ID, privateKey: keys.privateKey };
  return { keys, storage, journal, signer, jwk: await publicKeyJwk(keys) };
}

async function verdictOf(jwk: KioskPublicKey, entries: PunchEntry[], head: ChainHead | null) {
  return verifyJournal(jwk, head, entries, { kioskId: KIOSK_ID });
}

describe('PunchJournal', () => {
  it('chains entries from the genesis hash, signed with the kiosk key, seq +1 each', async () => {
    const { storage, journal, signer, jwk } = await setup();
    for (let at = 1_795_478_535; at < 1_795_478_540; at++) await journal.append(signer, draft(at));
    expect(storage.entries.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(storage.entries[0]?.prev_hash).toBe(await genesisHash(KIOSK_ID));
    const verdict = await verdictOf(jwk, storage.entries, null);
    expect(verdict.checks.every((check) => check.status === 'apply')).toBe(true);
    expect(verdict.applyOrder).toEqual([0, 1, 2, 3, 4]);
    expect(verdict.head?.seq).toBe(5);
  });

  it('keeps optional fields absent, so the canonical form has no null', async () => {
    const { journal, signer } = await setup();
    const entry = await journal.append(signer, draft(1_795_478_535));
    expect(Object.keys(entry)).not.toContain('selfie_id');
    expect(Object.keys(entry)).not.toContain('left_at');
  });

  it('never gives two concurrent punches the same seq', async () => {
    const { storage, journal, signer, jwk } = await setup();
    const entries = await Promise.all(
      Array.from({ length: 25 }, (_, i) => journal.append(signer, draft(1_795_478_535 + i))),
    );
    expect(new Set(entries.map((entry) => entry.seq)).size).toBe(25);
    expect(storage.entries.map((entry) => entry.seq)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    const verdict = await verdictOf(jwk, storage.entries, null);
    expect(verdict.head?.seq).toBe(25);
  });

  it('keeps appending after a failed write, without a hole in the chain', async () => {
    const { storage, journal, signer, jwk } = await setup();
    const failing = jest.spyOn(storage, 'append').mockRejectedValueOnce(new Error('disk full'));
    await expect(journal.append(signer, draft(1_795_478_535))).rejects.toThrow('disk full');
    failing.mockRestore();
    await journal.append(signer, draft(1_795_478_536));
    expect(storage.entries.map((entry) => entry.seq)).toEqual([1]);
    expect((await verdictOf(jwk, storage.entries, null)).head?.seq).toBe(1);
  });

  it('signs unsent entries again after a re-pair: same hashes, valid with the new key', async () => {
    const { storage, journal, signer } = await setup();
    for (let i = 0; i < 3; i++) await journal.append(signer, draft(1_795_478_535 + i));
    await storage.settle([
      { seq: 1, outcome: { status: 'rejected', error_key: 'kiosk.punch.too_old', message: '' } },
    ]);
    const hashes = storage.entries.map((entry) => entry.hash);
    const newKeys: PunchKeyPair = await generatePunchKeyPair();
    expect(await journal.resignPending(newKeys.privateKey)).toBe(2);
    expect(storage.entries.map((entry) => entry.hash)).toEqual(hashes);
    const newJwk = await publicKeyJwk(newKeys);
    expect(await verifyPunch(newJwk, storage.entries[1])).toEqual({ ok: true });
    expect(await verifyPunch(newJwk, storage.entries[2])).toEqual({ ok: true });
    // The settled entry keeps the signature the server already judged.
    expect((await verifyPunch(newJwk, storage.entries[0])).ok).toBe(false);
  });

  it("continues from the server's head when the device lost its journal", async () => {
    const head = { seq: 41, hash: 'a'.repeat(64) };
    const { storage, journal, signer, jwk } = await setup(head);
    await journal.append(signer, draft(1_795_478_535));
    await journal.append(signer, draft(1_795_478_536));
    expect(storage.entries.map((entry) => entry.seq)).toEqual([42, 43]);
    expect(storage.entries[0]?.prev_hash).toBe(head.hash);
    const verdict = await verdictOf(jwk, storage.entries, head);
    expect(verdict.head?.seq).toBe(43);
  });
});
