// Sends the journal's unsettled entries to POST /v1/kiosk/punches, oldest first, and settles what
// the answer settles (docs/kiosk-protocol.md, section 6). Resending is always safe: an entry the
// server already applied comes back `duplicate` with its first answer, so a kiosk that restarts
// between the server's answer and the settle applies nothing twice.
import {
  type ChainHead,
  ErrorKey,
  PUNCH_BATCH_MAX,
  type PunchEntry,
  type PunchResult,
} from '@punchcard/shared';
import type { KioskApiClient } from './api-client.js';
import type { JournalStorage, PunchOutcome, SettledPunch } from './engine-types.js';
import { singleFlight } from './single-flight.js';

/** Refusals that mean the server's copy of the journal and the device's no longer agree. */
export const ATTENTION_KEYS: readonly string[] = [
  ErrorKey.KioskPunchBadHash,
  ErrorKey.KioskPunchBadSignature,
  ErrorKey.KioskPunchBrokenChain,
  ErrorKey.KioskPunchReplayedSeq,
];

export interface SyncHooks {
  /** An entry left the queue with the server's verdict (already recorded in the journal). */
  settled(entry: PunchEntry, outcome: PunchOutcome): void;
  /** The server's chain head after a batch. */
  head(head: ChainHead | null): Promise<void>;
  /** The server refused an entry in a way only a manager can fix. */
  needsAttention(entry: PunchEntry, result: PunchResult): void;
}

export function outcomeOf(result: PunchResult): PunchOutcome {
  return result.status === 'rejected'
    ? { status: 'rejected', error_key: result.error_key, message: result.message }
    : { status: 'applied', result };
}

export class JournalSync {
  /** Sends until nothing is left or a batch settles nothing; throws the API's KioskError. */
  readonly run: () => Promise<void>;

  constructor(
    private readonly journal: JournalStorage,
    private readonly api: KioskApiClient,
    private readonly hooks: SyncHooks,
  ) {
    this.run = singleFlight(() => this.drain());
  }

  private async drain(): Promise<void> {
    for (;;) {
      const batch = (await this.journal.pending()).slice(0, PUNCH_BATCH_MAX);
      if (batch.length === 0) return;
      const answer = await this.api.punches(batch);
      await this.hooks.head(answer.head);
      const headSeq = answer.head?.seq ?? 0;
      const settled: { entry: PunchEntry; outcome: PunchOutcome }[] = [];
      batch.forEach((entry, index) => {
        // Results come in the order sent; the id guards against a server that answers otherwise.
        const result = answer.results[index];
        if (!result || result.id !== entry.id) return;
        if (result.status === 'rejected' && ATTENTION_KEYS.includes(result.error_key)) {
          this.hooks.needsAttention(entry, result);
        }
        // At or below the head the server's answer is final; above it the entry waits its turn.
        if (entry.seq <= headSeq) settled.push({ entry, outcome: outcomeOf(result) });
      });
      if (settled.length === 0) return;
      await this.journal.settle(
        settled.map(({ entry, outcome }): SettledPunch => ({ seq: entry.seq, outcome })),
      );
      for (const { entry, outcome } of settled) this.hooks.settled(entry, outcome);
    }
  }
}
