/**
 * Checking a batch of a kiosk's journal against what the server last recorded
 * (docs/kiosk-protocol.md, "Sending the journal"). Pure: the server supplies what it recorded,
 * this answers what each entry is; applying the accepted ones is the server's business.
 */
import {
  genesisHash,
  importPunchPublicKey,
  PunchRefusal,
  type PunchPublicKey,
  verifyPunch,
} from './kiosk-journal-crypto.js';
import type { PunchEntry } from './kiosk-journal-entry.js';
import type { UnixSeconds } from './time.js';

/** How far a kiosk's clock may run ahead of the server's before its punches are refused. */
export const PUNCH_CLOCK_SKEW_SECONDS = 120;

/** How old a punch may be when it arrives, unless the workspace says otherwise. */
export const PUNCH_MAX_AGE_DAYS_DEFAULT = 7;

/** The most entries one POST /v1/kiosk/punches takes; a longer backlog goes in several calls. */
export const PUNCH_BATCH_MAX = 1000;

/** The last entry the server recorded for a kiosk: where the next batch must continue. */
export interface ChainHead {
  seq: number;
  hash: string;
}

/**
 * apply: authentic and next in the chain; the server applies it (or records why it cannot) and
 * the chain moves on. duplicate: the exact entry already recorded; answer what was answered then.
 * refused: not part of the chain; kept for managers, the chain does not move.
 */
export type JournalCheck =
  | { status: 'apply' }
  | { status: 'duplicate' }
  | { status: 'refused'; reason: PunchRefusal; detail: string };

export interface JournalVerdict {
  /** One check per entry, in the order the entries were given. */
  checks: JournalCheck[];
  /** Indexes of the entries to apply, in seq order. */
  applyOrder: number[];
  /** The chain head after the entries to apply (the given one when none). */
  head: ChainHead | null;
}

export interface JournalOptions {
  /**
   * The hash recorded for an earlier seq of this kiosk, to tell an exact resend (duplicate) from a
   * replayed seq with another body. Without it only the head's own seq can be compared.
   */
  recordedHash?: (seq: number) => string | undefined;
  /** The kiosk's id: its genesis hash is what the first entry's prev_hash must be. */
  kioskId: string;
}

const refused = (reason: PunchRefusal, detail: string): JournalCheck => ({
  status: 'refused',
  reason,
  detail,
});

/**
 * Checks a batch in seq order (the batch may arrive in any order, and with repeats) from the last
 * recorded entry: each one's hash and signature, the continuity of seq and prev_hash, and resends.
 * A refused entry does not advance the chain, so the genuine entry for that seq is still accepted
 * when it comes, and the entries after it wait (seq_gap).
 */
export async function verifyJournal(
  publicKey: PunchPublicKey,
  lastKnown: ChainHead | null,
  entries: readonly unknown[],
  options: JournalOptions,
): Promise<JournalVerdict> {
  const key = 'kty' in publicKey ? await importPunchPublicKey(publicKey) : publicKey;
  const genesis = await genesisHash(options.kioskId);
  const checks: JournalCheck[] = [];
  const verified: { index: number; entry: PunchEntry }[] = [];
  for (const [index, entry] of entries.entries()) {
    const verdict = await verifyPunch(key, entry);
    checks[index] = verdict.ok ? { status: 'apply' } : refused(verdict.reason, verdict.detail);
    if (verdict.ok) verified.push({ index, entry: entry as PunchEntry });
  }
  verified.sort((a, b) => a.entry.seq - b.entry.seq || a.index - b.index);

  // Hashes of the seqs accepted in this batch, to recognise a repeat inside the batch itself.
  const acceptedHere = new Map<number, string>();
  const recorded = (seq: number): string | undefined =>
    acceptedHere.get(seq) ??
    (lastKnown?.seq === seq ? lastKnown.hash : options.recordedHash?.(seq));
  let head = lastKnown;
  const applyOrder: number[] = [];
  for (const { index, entry } of verified) {
    const expectedSeq = (head?.seq ?? 0) + 1;
    if (entry.seq < expectedSeq) {
      const known = recorded(entry.seq);
      checks[index] =
        known === undefined
          ? refused(PunchRefusal.StaleSeq, `seq ${String(entry.seq)} has no record to compare`)
          : known === entry.hash
            ? { status: 'duplicate' }
            : refused(PunchRefusal.ReplayedSeq, `seq ${String(entry.seq)} was recorded otherwise`);
    } else if (entry.seq > expectedSeq) {
      checks[index] = refused(PunchRefusal.SeqGap, `expected seq ${String(expectedSeq)} first`);
    } else if (entry.prev_hash !== (head?.hash ?? genesis)) {
      checks[index] = refused(PunchRefusal.BrokenChain, 'prev_hash is not the previous hash');
    } else {
      head = { seq: entry.seq, hash: entry.hash };
      acceptedHere.set(entry.seq, entry.hash);
      applyOrder.push(index);
    }
  }
  return { checks, applyOrder, head };
}

/**
 * Whether a punch's time is acceptable when it arrives: not ahead of the server's clock by more
 * than the skew, not older than the workspace allows. A refusal here is recorded and the chain
 * moves on (the entry is authentic, only too late or too early).
 */
export function punchTimeProblem(
  at: UnixSeconds,
  now: UnixSeconds,
  maxAgeDays: number = PUNCH_MAX_AGE_DAYS_DEFAULT,
): typeof PunchRefusal.AtInFuture | typeof PunchRefusal.TooOld | null {
  if (at > now + PUNCH_CLOCK_SKEW_SECONDS) return PunchRefusal.AtInFuture;
  if (at < now - maxAgeDays * 86_400) return PunchRefusal.TooOld;
  return null;
}
