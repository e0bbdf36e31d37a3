// In-memory storage for the engine's tests (and anyone who wants an engine without a disk). The
// journal can "crash": a copy of it is what a restarted device would read back.
import type { PunchEntry } from '@punchcard/shared';
import type { JournalStorage, SettledPunch } from '../engine-types.js';
import type {
  DeviceRecordName,
  DeviceRecords,
  DeviceStore,
  SelfieStore,
  StoredSelfie,
} from '../storage-types.js';

export class MemoryJournalStorage implements JournalStorage {
  readonly entries: PunchEntry[] = [];
  readonly settled = new Map<number, SettledPunch>();

  append(entry: PunchEntry): Promise<void> {
    const last = this.entries.at(-1);
    if (last && entry.seq !== last.seq + 1) {
      return Promise.reject(new Error(`seq ${entry.seq} does not follow ${last.seq}`));
    }
    this.entries.push(entry);
    return Promise.resolve();
  }

  last(): Promise<PunchEntry | null> {
    return Promise.resolve(this.entries.at(-1) ?? null);
  }

  pending(): Promise<PunchEntry[]> {
    return Promise.resolve(this.entries.filter((entry) => !this.settled.has(entry.seq)));
  }

  settle(settled: SettledPunch[]): Promise<void> {
    for (const verdict of settled) this.settled.set(verdict.seq, verdict);
    return Promise.resolve();
  }

  resign(entries: PunchEntry[]): Promise<void> {
    for (const entry of entries) {
      const index = this.entries.findIndex((kept) => kept.seq === entry.seq);
      if (index < 0 || this.entries[index]?.hash !== entry.hash) {
        return Promise.reject(new Error(`resign changed entry ${entry.seq}`));
      }
      this.entries[index] = entry;
    }
    return Promise.resolve();
  }

  reset(): Promise<void> {
    this.entries.length = 0;
    this.settled.clear();
    return Promise.resolve();
  }

  /** What the device reads back after a restart: the same durable state, a new object. */
  reopened(): MemoryJournalStorage {
    const copy = new MemoryJournalStorage();
    copy.entries.push(...this.entries);
    for (const [seq, verdict] of this.settled) copy.settled.set(seq, verdict);
    return copy;
  }
}

export class MemoryDeviceStore implements DeviceStore {
  readonly records: Partial<DeviceRecords> = {};

  get<K extends DeviceRecordName>(name: K): Promise<DeviceRecords[K] | null> {
    return Promise.resolve(this.records[name] ?? null);
  }

  set<K extends DeviceRecordName>(name: K, value: DeviceRecords[K]): Promise<void> {
    this.records[name] = value;
    return Promise.resolve();
  }

  delete(name: DeviceRecordName): Promise<void> {
    this.records[name] = undefined;
    return Promise.resolve();
  }
}

export class MemorySelfieStore implements SelfieStore {
  readonly selfies = new Map<string, StoredSelfie>();

  put(selfie: StoredSelfie): Promise<void> {
    this.selfies.set(selfie.id, selfie);
    return Promise.resolve();
  }

  list(): Promise<StoredSelfie[]> {
    return Promise.resolve([...this.selfies.values()]);
  }

  count(): Promise<number> {
    return Promise.resolve(this.selfies.size);
  }

  remove(id: string): Promise<void> {
    this.selfies.delete(id);
    return Promise.resolve();
  }
}
