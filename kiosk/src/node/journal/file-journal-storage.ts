// The kiosk's journal as a file of JSON lines, for the Electron main process and the headless
// reader. Every change is a line appended and fsynced before the promise resolves, so what the
// kiosk confirmed survives a power cut. A cut in the middle of a write leaves at most the last
// line incomplete: it was never acknowledged, so it is dropped (and cut off the file) on open; a
// damaged line anywhere else is refused, never skipped. Settled entries are compacted away once
// they pile up: the file is rewritten beside itself, fsynced and renamed over the old one.
import type { PunchEntry } from '@punchcard/shared';
import { open, readFile, rm, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { JournalStorage, SettledPunch } from '../../core/engine-types.js';
import { ensureDirectory, syncDirectory, writeFileDurably } from '../fs/durable-file.js';
import {
  applyRecord,
  parseRecord,
  recordLine,
  type JournalRecord,
  type JournalSlot,
} from './journal-records.js';

export interface FileJournalOptions {
  /** Rewrite the file once this many of its lines no longer describe a pending entry. */
  compactAfter?: number;
}

/** What a file read back holds, and the byte length of its complete lines. */
interface Replayed {
  slots: Map<number, JournalSlot>;
  /** Bytes and number of the complete, valid lines. */
  size: number;
  lines: number;
}

function replay(text: string, path: string): Replayed {
  const slots = new Map<number, JournalSlot>();
  const end = text.lastIndexOf('\n') + 1;
  // After the last newline: a line whose write a power cut interrupted (or zeros the filesystem
  // allocated for it). It was never acknowledged.
  const lines = text.slice(0, end).split('\n').slice(0, -1);
  let size = 0;
  let count = 0;
  for (const [index, line] of lines.entries()) {
    const record = parseRecord(line);
    if (!record) {
      // A cut can also leave the final line with its newline but garbage before it.
      if (index === lines.length - 1) break;
      throw new Error(`${path}: line ${index + 1} is damaged; the journal needs a look`);
    }
    applyRecord(slots, record);
    size += Buffer.byteLength(line) + 1;
    count += 1;
  }
  return { slots, size, lines: count };
}

export class FileJournalStorage implements JournalStorage {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly path: string,
    private handle: FileHandle,
    private size: number,
    private lines: number,
    private readonly slots: Map<number, JournalSlot>,
    private readonly compactAfter: number,
  ) {}

  /** Reads the journal at `path` (created, durably, when missing). */
  static async open(path: string, options: FileJournalOptions = {}): Promise<FileJournalStorage> {
    await ensureDirectory(dirname(path));
    // A compaction that crashed before its rename left this behind; the journal itself is whole.
    await rm(`${path}.tmp`, { force: true });
    const bytes = await readFile(path).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    });
    const { slots, size, lines } = replay(bytes?.toString('utf8') ?? '', path);
    const handle = await open(path, 'a', 0o600);
    if (bytes === null) {
      await handle.sync();
      await syncDirectory(dirname(path));
    } else if (bytes.length !== size) {
      // Cut the torn line off, or the next append would continue it.
      await handle.truncate(size);
      await handle.sync();
    }
    const compactAfter = options.compactAfter ?? 500;
    return new FileJournalStorage(path, handle, size, lines, slots, compactAfter);
  }

  append(entry: PunchEntry): Promise<void> {
    return this.serialised(async () => {
      const last = this.newest();
      if (last && entry.seq !== last.entry.seq + 1) {
        throw new Error(`seq ${entry.seq} does not follow ${last.entry.seq}`);
      }
      await this.write({ append: entry });
      applyRecord(this.slots, { append: entry });
    });
  }

  last(): Promise<PunchEntry | null> {
    return this.serialised(() => Promise.resolve(this.newest()?.entry ?? null));
  }

  pending(): Promise<PunchEntry[]> {
    return this.serialised(() =>
      Promise.resolve([...this.slots.values()].filter((s) => !s.outcome).map((s) => s.entry)),
    );
  }

  settle(settled: SettledPunch[]): Promise<void> {
    return this.serialised(async () => {
      const known = settled.filter(({ seq }) => this.slots.has(seq));
      if (known.length === 0) return;
      await this.write({ settle: known });
      applyRecord(this.slots, { settle: known });
      await this.compactIfDue();
    });
  }

  resign(entries: PunchEntry[]): Promise<void> {
    return this.serialised(async () => {
      const replaced = entries.filter((entry) => {
        const slot = this.slots.get(entry.seq);
        if (slot && slot.entry.hash !== entry.hash) {
          throw new Error(`resign changed entry ${entry.seq}`);
        }
        // A verdict that arrived meanwhile wins: a settled entry is not sent again.
        return slot !== undefined && !slot.outcome;
      });
      if (replaced.length === 0) return;
      await this.write({ resign: replaced });
      applyRecord(this.slots, { resign: replaced });
    });
  }

  /** Waits for pending writes and closes the file. */
  close(): Promise<void> {
    return this.serialised(() => this.handle.close());
  }

  /** Rewrites the file with the pending entries and the newest one only. */
  compact(): Promise<void> {
    return this.serialised(() => this.rewrite());
  }

  private newest(): JournalSlot | undefined {
    let newest: JournalSlot | undefined;
    for (const slot of this.slots.values()) {
      if (!newest || slot.entry.seq > newest.entry.seq) newest = slot;
    }
    return newest;
  }

  /** Appends one line and fsyncs it; a failed write is cut off so the file stays whole. */
  private async write(record: JournalRecord): Promise<void> {
    const line = Buffer.from(recordLine(record));
    try {
      await this.handle.write(line);
      // fdatasync: the data and the file's new length, which is all an append changes.
      await this.handle.datasync();
    } catch (error) {
      await this.handle.truncate(this.size).catch(() => undefined);
      throw error;
    }
    this.size += line.length;
    this.lines += 1;
  }

  private async compactIfDue(): Promise<void> {
    const live = [...this.slots.values()].filter((slot) => !slot.outcome).length + 1;
    if (this.lines - live >= this.compactAfter) await this.rewrite();
  }

  private async rewrite(): Promise<void> {
    const newest = this.newest();
    // The newest entry stays even when settled: the next one chains from it.
    const kept = [...this.slots.values()].filter((slot) => !slot.outcome || slot === newest);
    const records: JournalRecord[] = kept.map((slot) => ({ append: slot.entry }));
    const settled = kept.flatMap(({ entry, outcome }) =>
      outcome ? [{ seq: entry.seq, outcome }] : [],
    );
    if (settled.length > 0) records.push({ settle: settled });
    const text = records.map(recordLine).join('');
    // Closed first: Windows renames over a file only when nothing holds it open.
    await this.handle.close();
    try {
      await writeFileDurably(this.path, text);
    } finally {
      this.handle = await open(this.path, 'a', 0o600);
    }
    this.size = Buffer.byteLength(text);
    this.lines = records.length;
    for (const [seq, slot] of this.slots) if (!kept.includes(slot)) this.slots.delete(seq);
  }

  private serialised<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
