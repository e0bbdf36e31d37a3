// Appends signed, hash-chained entries to the device's journal (docs/kiosk-protocol.md, sections
// 2 to 5). Appends run one at a time: each reads the last entry and writes the next, so two
// punches at the same instant can never take the same seq.
import {
  type ChainHead,
  genesisHash,
  type PunchBody,
  type PunchEntry,
  type PunchKey,
  signPunch,
  unsignedPart,
} from '@punchcard/shared';
import type { JournalStorage } from './engine-types.js';

/** Who signs: the paired kiosk's id (for the genesis link) and its private key. */
export interface JournalSigner {
  kioskId: string;
  privateKey: PunchKey;
}

/** What the engine states about a punch; the journal adds seq and the chain link. */
export type PunchDraft = Omit<PunchBody, 'seq'>;

export class PunchJournal {
  private queue: Promise<unknown> = Promise.resolve();

  /**
   * `serverHead`: the chain head the server last answered, so a journal found empty (a reset or
   * replaced device) continues from it rather than from the genesis.
   */
  constructor(
    readonly storage: JournalStorage,
    private readonly serverHead: () => Promise<ChainHead | null>,
  ) {}

  /** Resolves with the entry once it is durable. */
  append(signer: JournalSigner, draft: PunchDraft): Promise<PunchEntry> {
    return this.serialised(async () => {
      const last = await this.storage.last();
      const from = last ? { seq: last.seq, hash: last.hash } : await this.serverHead();
      const prevHash = from?.hash ?? (await genesisHash(signer.kioskId));
      const body: PunchBody = { ...draft, seq: (from?.seq ?? 0) + 1 };
      const entry = await signPunch(signer.privateKey, prevHash, body);
      await this.storage.append(entry);
      return entry;
    });
  }

  /** Signs the unsent entries again with a new key (after a re-pair); their hashes stay. */
  resignPending(privateKey: PunchKey): Promise<number> {
    return this.serialised(async () => {
      const pending = await this.storage.pending();
      if (pending.length === 0) return 0;
      const resigned: PunchEntry[] = [];
      for (const entry of pending) {
        const { prev_hash: prevHash, ...body } = unsignedPart(entry);
        resigned.push(await signPunch(privateKey, prevHash, body));
      }
      await this.storage.resign(resigned);
      return resigned.length;
    });
  }

  pending(): Promise<PunchEntry[]> {
    return this.storage.pending();
  }

  private serialised<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    // The next task waits for this one whether it succeeds or fails.
    this.queue = run.catch(() => undefined);
    return run;
  }
}
