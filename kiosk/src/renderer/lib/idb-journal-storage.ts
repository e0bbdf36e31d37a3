// The browser's durable journal: IndexedDB, each write reported only once committed with 'strict'
// durability, so a confirmation shown on screen survives a reload or a power cut.
import type { PunchEntry } from '@punchcard/shared';
import type { JournalStorage, PunchOutcome, SettledPunch } from '../../core/engine-types';
import { PENDING_INDEX, requestResult, STORE, transactionDone, writeTransaction } from './idb';

interface JournalRecord {
  seq: number;
  /** 1 until settled (booleans cannot be indexed). */
  pending: 0 | 1;
  entry: PunchEntry;
  outcome?: PunchOutcome;
}

export class IdbJournalStorage implements JournalStorage {
  constructor(private readonly db: IDBDatabase) {}

  async append(entry: PunchEntry): Promise<void> {
    const transaction = writeTransaction(this.db, STORE.journal);
    const record: JournalRecord = { seq: entry.seq, pending: 1, entry };
    // add, not put: a seq is never written twice.
    transaction.objectStore(STORE.journal).add(record);
    await transactionDone(transaction);
  }

  async last(): Promise<PunchEntry | null> {
    const store = this.db.transaction(STORE.journal).objectStore(STORE.journal);
    const cursor = await requestResult(store.openCursor(null, 'prev'));
    return (cursor?.value as JournalRecord | undefined)?.entry ?? null;
  }

  async pending(): Promise<PunchEntry[]> {
    const index = this.db
      .transaction(STORE.journal)
      .objectStore(STORE.journal)
      .index(PENDING_INDEX);
    const records = (await requestResult(index.getAll(IDBKeyRange.only(1)))) as JournalRecord[];
    return records.map((record) => record.entry);
  }

  async settle(settled: SettledPunch[]): Promise<void> {
    await this.rewrite(settled, (record, verdict) => ({
      ...record,
      pending: 0,
      outcome: verdict.outcome,
    }));
  }

  async resign(entries: PunchEntry[]): Promise<void> {
    await this.rewrite(entries, (record, entry) => {
      if (record.pending !== 1 || record.entry.hash !== entry.hash) {
        throw new Error(`entry ${entry.seq} cannot be signed again: it changed or was settled`);
      }
      return { ...record, entry };
    });
  }

  async reset(): Promise<void> {
    const transaction = writeTransaction(this.db, STORE.journal);
    transaction.objectStore(STORE.journal).clear();
    await transactionDone(transaction);
  }

  /**
   * Rewrites records in one transaction: all of them or, when one fails, none. Callbacks rather
   * than awaits keep every request inside the transaction's life on every browser.
   */
  private async rewrite<T extends { seq: number }>(
    changes: T[],
    change: (record: JournalRecord, item: T) => JournalRecord,
  ): Promise<void> {
    if (changes.length === 0) return;
    const transaction = writeTransaction(this.db, STORE.journal);
    const store = transaction.objectStore(STORE.journal);
    let failure: unknown = null;
    for (const item of changes) {
      const read = store.get(item.seq);
      read.onsuccess = () => {
        try {
          const record = read.result as JournalRecord | undefined;
          if (!record) throw new Error(`no journal entry ${item.seq}`);
          store.put(change(record, item));
        } catch (error) {
          failure ??= error;
          transaction.abort();
        }
      };
    }
    try {
      await transactionDone(transaction);
    } catch (error) {
      throw failure ?? error;
    }
  }
}
