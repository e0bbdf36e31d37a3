import type { PunchEntry } from '@punchcard/shared';
import { appendFile, mkdtemp, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PunchOutcome } from '../../core/engine-types.js';
import { punchChain, resigned } from '../testing/punch-chain.js';
import { FileJournalStorage } from './file-journal-storage.js';

const applied: PunchOutcome = {
  status: 'applied',
  result: { id: null, seq: null, status: 'applied' },
};
const rejected: PunchOutcome = {
  status: 'rejected',
  error_key: 'kiosk.punch.too_old',
  message: 'Too old',
};

let dir: string;
let path: string;
const opened: FileJournalStorage[] = [];

async function openJournal(compactAfter?: number): Promise<FileJournalStorage> {
  const journal = await FileJournalStorage.open(path, compactAfter ? { compactAfter } : {});
  opened.push(journal);
  return journal;
}

async function fill(journal: FileJournalStorage, entries: PunchEntry[]): Promise<void> {
  for (const entry of entries) await journal.append(entry);
}

interface FileHandleMethods {
  write: (...args: unknown[]) => Promise<unknown>;
  datasync: () => Promise<void>;
}

const lines = async () => (await readFile(path, 'utf8')).split('\n').filter(Boolean);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'journal-'));
  path = join(dir, 'data', 'journal.jsonl');
});

afterEach(async () => {
  for (const journal of opened.splice(0)) await journal.close().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

describe('FileJournalStorage', () => {
  it('creates the file (mode 0600) and reads back what was appended after a restart', async () => {
    const entries = await punchChain(3);
    const journal = await openJournal();
    expect(await journal.last()).toBeNull();
    await fill(journal, entries);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    await journal.close();

    const again = await openJournal();
    expect(await again.pending()).toEqual(entries);
    expect(await again.last()).toEqual(entries[2]);
  });

  it('resolves an append only after the line was written and fsynced', async () => {
    const [entry] = await punchChain(1);
    const journal = await openJournal();
    const probe = await open(join(dir, 'probe'), 'w');
    const handle = Object.getPrototypeOf(probe) as FileHandleMethods;
    await probe.close();
    const { write, datasync } = handle;
    const order: string[] = [];
    jest.spyOn(handle, 'write').mockImplementation(function (this: unknown, ...args: unknown[]) {
      order.push('write');
      return write.apply(this, args);
    });
    jest.spyOn(handle, 'datasync').mockImplementation(async function (this: unknown) {
      order.push('fsync started');
      await sleep(50);
      await datasync.call(this);
      order.push('fsync done');
    });
    try {
      await journal.append(entry as PunchEntry);
      order.push('append resolved');
    } finally {
      jest.restoreAllMocks();
    }
    expect(order).toEqual(['write', 'fsync started', 'fsync done', 'append resolved']);
    expect(await lines()).toHaveLength(1);
  });

  it('refuses an entry that does not follow the last one', async () => {
    const entries = await punchChain(3);
    const journal = await openJournal();
    await journal.append(entries[0] as PunchEntry);
    await expect(journal.append(entries[2] as PunchEntry)).rejects.toThrow('does not follow');
    expect(await journal.pending()).toEqual([entries[0]]);
  });

  it('keeps verdicts and re-signed entries across a restart: the last record for a seq wins', async () => {
    const entries = await punchChain(3);
    const journal = await openJournal();
    await fill(journal, entries);
    await journal.settle([{ seq: 1, outcome: applied }]);
    const again = await resigned(entries.slice(1));
    await journal.resign(again);
    // A verdict for an unknown seq changes nothing; a later verdict for a seq replaces the earlier.
    await journal.settle([{ seq: 9, outcome: applied }]);
    await journal.settle([{ seq: 2, outcome: applied }]);
    await journal.settle([{ seq: 2, outcome: rejected }]);
    await journal.close();

    const reopened = await openJournal();
    expect(await reopened.pending()).toEqual([again[1]]);
    expect((await reopened.last())?.signature).toBe(again[1]?.signature);
    // Settled entries are not re-signed any more: they were already sent.
    await reopened.resign(await resigned(entries.slice(0, 1)));
    expect(await reopened.pending()).toEqual([again[1]]);
    await expect(
      reopened.resign(entries.slice(0, 1).map((e) => ({ ...e, hash: 'f'.repeat(64) }))),
    ).rejects.toThrow('resign changed entry 1');
  });

  it('drops a torn last line on open and cuts it off, losing no complete line', async () => {
    const entries = await punchChain(3);
    const journal = await openJournal();
    await fill(journal, entries.slice(0, 2));
    await journal.close();
    const whole = await readFile(path, 'utf8');
    // The power went while the third line was being written.
    const third = JSON.stringify({ append: entries[2] });
    await appendFile(path, third.slice(0, 57));

    const reopened = await openJournal();
    expect(await reopened.pending()).toEqual(entries.slice(0, 2));
    expect(await readFile(path, 'utf8')).toBe(whole);
    await reopened.append(entries[2] as PunchEntry);
    await reopened.close();
    expect(await (await openJournal()).pending()).toEqual(entries);
  });

  it('drops a last line the filesystem left as zeros or as garbage ending a line', async () => {
    const entries = await punchChain(2);
    const journal = await openJournal();
    await fill(journal, entries);
    await journal.close();
    await appendFile(path, Buffer.alloc(40));
    expect(await (await openJournal()).pending()).toEqual(entries);

    await appendFile(path, '{"append":{"id":"x\n');
    expect(await (await openJournal()).pending()).toEqual(entries);
    expect(await lines()).toHaveLength(2);
  });

  it('refuses to open a journal damaged before its last line', async () => {
    const entries = await punchChain(2);
    const journal = await openJournal();
    await fill(journal, entries);
    await journal.close();
    const [first = '', second = ''] = await lines();
    await writeFile(path, `${first.slice(0, 30)}\n${second}\n`);
    await expect(FileJournalStorage.open(path)).rejects.toThrow('line 1 is damaged');
  });

  it('compacts settled entries away, keeping the pending ones and the newest', async () => {
    const entries = await punchChain(12);
    const journal = await openJournal(6);
    await fill(journal, entries);
    for (const entry of entries.slice(0, 10)) {
      await journal.settle([{ seq: entry.seq, outcome: applied }]);
    }
    // 12 appends + 10 verdicts, compacted whenever 6 lines were obsolete.
    expect((await lines()).length).toBeLessThan(10);
    expect(await journal.pending()).toEqual(entries.slice(10));
    await journal.settle([
      { seq: 11, outcome: applied },
      { seq: 12, outcome: rejected },
    ]);
    await journal.compact();
    expect(await lines()).toHaveLength(2);
    expect(await journal.pending()).toEqual([]);
    expect(await journal.last()).toEqual(entries[11]);
    const [next] = await punchChain(1, 13);
    await journal.append(next as PunchEntry);
    await journal.close();

    const reopened = await openJournal();
    expect(await reopened.last()).toEqual(next);
    expect(await reopened.pending()).toEqual([next]);
  });
});
