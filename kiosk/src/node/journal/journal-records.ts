// The lines of the journal file: one JSON record per line, appended, never rewritten in place
// (compaction replaces the whole file). Replaying them in order gives the journal's state: an
// entry per seq (a resign replaces it: the last one wins) and the server's verdict once settled.
import { isPunchEntry, type PunchEntry } from '@punchcard/shared';
import type { PunchOutcome, SettledPunch } from '../../core/engine-types.js';

export type JournalRecord =
  { append: PunchEntry } | { settle: SettledPunch[] } | { resign: PunchEntry[] };

export interface JournalSlot {
  entry: PunchEntry;
  outcome: PunchOutcome | null;
}

export function recordLine(record: JournalRecord): string {
  return `${JSON.stringify(record)}\n`;
}

function isOutcome(value: unknown): value is PunchOutcome {
  if (typeof value !== 'object' || value === null) return false;
  const status = (value as { status?: unknown }).status;
  return status === 'applied' || status === 'rejected';
}

function isSettled(value: unknown): value is SettledPunch {
  if (typeof value !== 'object' || value === null) return false;
  const { seq, outcome } = value as { seq?: unknown; outcome?: unknown };
  return typeof seq === 'number' && isOutcome(outcome);
}

/** One line back to its record; null when it is not one (a torn or foreign line). */
export function parseRecord(line: string): JournalRecord | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as { append?: unknown; settle?: unknown; resign?: unknown };
  if (isPunchEntry(record.append)) return { append: record.append };
  if (Array.isArray(record.settle) && record.settle.every(isSettled)) {
    return { settle: record.settle };
  }
  if (Array.isArray(record.resign) && record.resign.every(isPunchEntry)) {
    return { resign: record.resign };
  }
  return null;
}

/** Applies one record to the state (seq -> slot, kept in seq order by construction). */
export function applyRecord(slots: Map<number, JournalSlot>, record: JournalRecord): void {
  if ('append' in record) {
    slots.set(record.append.seq, { entry: record.append, outcome: null });
  } else if ('settle' in record) {
    for (const { seq, outcome } of record.settle) {
      const slot = slots.get(seq);
      if (slot) slot.outcome = outcome;
    }
  } else {
    for (const entry of record.resign) {
      const slot = slots.get(entry.seq);
      if (slot && !slot.outcome) slot.entry = entry;
    }
  }
}
