import { Injectable } from '@nestjs/common';
import {
  type ChainHead,
  ErrorKey,
  fromUnixSeconds,
  importPunchPublicKey,
  type JournalCheck,
  type PunchEntry,
  PunchRefusal,
  verifyJournal,
} from '@punchcard/shared';
import { preconditionFailed } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { isPgError, PgErrorCode } from '#src/database/pg-errors.js';
import { Transactions, type Tx } from '#src/database/transactions.js';
import type { DeviceRecord } from '#src/modules/kiosks/index.js';
import {
  credentialKind,
  hasOfflineCredential,
  type OfflineChecks,
  PunchCredentials,
} from './punch-credentials.js';
import { PunchApplyService, type PunchOutcome, SavepointsNeeded } from './punch-apply.service.js';
import {
  type ChainRecord,
  PunchJournalRepository,
  type PunchRecord,
} from './punch-journal.repository.js';
import { type PunchResult, refusalKey, resultOf } from './punch-results.js';

/** Two kiosks' batches that punch the same members may meet in a deadlock: the batch reruns. */
const DEADLOCK_ATTEMPTS = 4;

export interface PunchBatchAnswer {
  results: PunchResult[];
  head: ChainHead | null;
}

/**
 * POST /v1/kiosk/punches: checks a batch against the kiosk's chain (shared verifyJournal), applies
 * the entries that join it in seq order, records every entry, and answers each one. The whole
 * batch is one transaction under the kiosk's turn: a second delivery of the same batch waits,
 * then finds every entry recorded and answers duplicates. One transaction (one commit) for the
 * batch rather than one per entry keeps a 600-entry backlog well under its 5-second budget.
 */
@Injectable()
export class KioskPunchesService {
  constructor(
    private readonly transactions: Transactions,
    private readonly journal: PunchJournalRepository,
    private readonly applier: PunchApplyService,
    private readonly credentials: PunchCredentials,
    private readonly clock: Clock,
  ) {}

  async receive(
    device: DeviceRecord,
    entries: unknown[],
    ipAddress: string | null,
  ): Promise<PunchBatchAnswer> {
    const publicKey = device.kiosk.publicKey;
    if (!publicKey) {
      throw preconditionFailed(ErrorKey.KioskPreconditionFailed, 'This kiosk has no key.');
    }
    // Imported once per batch, not once per entry.
    const key = await importPunchPublicKey(publicKey);
    // Offline credentials are checked before the transaction (see checkOffline). An online batch
    // (kiosk sessions only) has nothing to check, so it skips that work.
    const checked = hasOfflineCredential(entries)
      ? await this.checkOffline(device, key, entries)
      : (new Map() as OfflineChecks);
    // Without savepoints first (see PunchApplyService); with them once the database refused one.
    let savepoints = false;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.transactions.run((tx) =>
          this.receiveInTurn(device, key, entries, { tx, ipAddress, checked, savepoints }),
        );
      } catch (error) {
        if (error instanceof SavepointsNeeded && !savepoints) {
          savepoints = true;
          attempt -= 1;
          continue;
        }
        if (attempt >= DEADLOCK_ATTEMPTS || !isPgError(error, PgErrorCode.DeadlockDetected)) {
          throw error;
        }
      }
    }
  }

  /**
   * Checks the PIN, badge or card of the entries that are signed by this kiosk and join its chain
   * as it stands: a forged, broken or replayed entry must not spend the members' sweep budgets
   * (anyone holding a kiosk token could otherwise lock PIN identification for the workspace). The
   * head read here only picks those entries; the transaction reads it again under the kiosk's turn
   * and verifies the batch for real.
   */
  private async checkOffline(
    device: DeviceRecord,
    key: Awaited<ReturnType<typeof importPunchPublicKey>>,
    entries: unknown[],
  ): Promise<OfflineChecks> {
    const head = await this.journal.head(device.kiosk.id);
    const verdict = await verifyJournal(key, head, entries, { kioskId: device.kiosk.id });
    const joining = verdict.applyOrder.map((index) => entries[index]);
    return this.credentials.checkOffline(device, joining, head?.seq ?? 0);
  }

  private async receiveInTurn(
    device: DeviceRecord,
    key: Awaited<ReturnType<typeof importPunchPublicKey>>,
    entries: unknown[],
    context: { tx: Tx; ipAddress: string | null; checked: OfflineChecks; savepoints: boolean },
  ): Promise<PunchBatchAnswer> {
    const { tx } = context;
    const idKiosk = device.kiosk.id;
    await this.journal.takeTurn(idKiosk, tx);
    const now = this.clock.now();
    const chain = await this.journal.chainState(idKiosk, seqsOf(entries), entryIdsOf(entries), tx);
    const { records: recorded, usedIds } = chain;
    const verdict = await verifyJournal(key, chain.head, entries, {
      kioskId: idKiosk,
      recordedHash: (seq) => recorded.get(seq)?.hash,
    });
    const toApply = verdict.applyOrder.map((index) => entries[index] as PunchEntry);

    // The chain's new entries, in seq order: applied, or rejected for a business reason.
    const joined = new Map<number, ChainRecord>();
    const records: PunchRecord[] = [];
    for (const entry of toApply) {
      const outcome: PunchOutcome = usedIds.has(entry.id)
        ? {
            status: 'rejected',
            idUser: null,
            errorKey: ErrorKey.KioskPunchMalformed,
            detail: 'id is already used by another entry of this kiosk',
          }
        : await this.applier.apply(device, entry, { ...context, now });
      usedIds.add(entry.id);
      const record = chainRecord(entry, outcome);
      records.push(record);
      joined.set(entry.seq, {
        seq: entry.seq,
        hash: entry.hash,
        status: record.status,
        error_key: record.error_key,
        detail: record.detail,
        answer: record.answer,
      });
    }

    const results = verdict.checks.map((check, index): PunchResult => {
      const entry = entries[index];
      if (check.status === 'refused') {
        records.push(refusedRecord(entry, check));
        return resultOf(entry, 'rejected', {
          error_key: refusalKey(check.reason),
          message: check.detail,
        });
      }
      const seq = (entry as PunchEntry).seq;
      // An entry applied now answers 'applied' once; its repeats in the batch are duplicates.
      const first = check.status === 'apply';
      return answerFor(entry, joined.get(seq) ?? recorded.get(seq), first);
    });
    await this.journal.record(idKiosk, device.workspace.id, dedupeRefusals(records), tx);
    return { results, head: verdict.head };
  }
}

/** The batch's seqs, whose chain records tell resends from replays (only those up to the head have any). */
function seqsOf(entries: unknown[]): number[] {
  const seqs = entries
    .map((entry) => (entry as { seq?: unknown } | null)?.seq)
    .filter((seq): seq is number => Number.isSafeInteger(seq) && (seq as number) >= 1);
  return [...new Set(seqs)];
}

/** The batch's well-formed entry ids, to learn which the chain already holds. */
function entryIdsOf(entries: unknown[]): string[] {
  const ids = entries
    .map((entry) => (entry as { id?: unknown } | null)?.id)
    .filter((id): id is string => typeof id === 'string' && UUID.test(id));
  return [...new Set(ids)];
}

function answerFor(entry: unknown, record: ChainRecord | undefined, first: boolean): PunchResult {
  if (!record) {
    // verifyJournal only lets through seqs it found a record for; never reached.
    throw new Error('A settled entry without its record');
  }
  if (record.status === 'rejected') {
    return resultOf(entry, 'rejected', {
      error_key: record.error_key as ErrorKey,
      message: record.detail ?? '',
    });
  }
  return resultOf(entry, first ? 'applied' : 'duplicate', record.answer ?? {});
}

function chainRecord(entry: PunchEntry, outcome: PunchOutcome): PunchRecord {
  const applied = outcome.status === 'applied';
  return {
    ...entryColumns(entry),
    in_chain: true,
    id_user: outcome.idUser,
    status: outcome.status,
    error_key: applied ? null : outcome.errorKey,
    detail: applied ? null : outcome.detail,
    id_workspace_time: applied ? outcome.idWorkspaceTime : null,
    id_break: applied ? outcome.idBreak : null,
    answer: applied ? outcome.answer : null,
  };
}

/** A refused entry keeps what could be read of it; a malformed one may have little. */
function refusedRecord(
  entry: unknown,
  check: Extract<JournalCheck, { status: 'refused' }>,
): PunchRecord {
  const columns =
    check.reason === PunchRefusal.Malformed
      ? malformedColumns(entry)
      : entryColumns(entry as PunchEntry);
  return {
    ...columns,
    in_chain: false,
    id_user: null,
    status: 'rejected',
    error_key: refusalKey(check.reason),
    detail: check.detail,
    id_workspace_time: null,
    id_break: null,
    answer: null,
  };
}

type EntryColumns = Pick<
  PunchRecord,
  | 'entry_id'
  | 'seq'
  | 'at'
  | 'action'
  | 'credential_kind'
  | 'id_selfie'
  | 'left_at'
  | 'prev_hash'
  | 'hash'
  | 'signature'
>;

function entryColumns(entry: PunchEntry): EntryColumns {
  return {
    entry_id: entry.id,
    seq: entry.seq,
    at: fromUnixSeconds(entry.at),
    action: entry.action,
    credential_kind: credentialKind(entry.credential),
    id_selfie: entry.selfie_id ?? null,
    left_at: entry.left_at === undefined ? null : fromUnixSeconds(entry.left_at),
    prev_hash: entry.prev_hash,
    hash: entry.hash,
    signature: entry.signature,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HEX64 = /^[0-9a-f]{64}$/;

/** Only fields whose shape is certain, and never a credential value. */
function malformedColumns(entry: unknown): EntryColumns {
  const fields = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
    string,
    unknown
  >;
  const text = (value: unknown, pattern: RegExp) =>
    typeof value === 'string' && pattern.test(value) ? value : null;
  const count = (value: unknown) =>
    Number.isSafeInteger(value) && (value as number) >= 1 ? (value as number) : null;
  const at = count(fields.at);
  return {
    entry_id: text(fields.id, UUID),
    seq: count(fields.seq),
    at: at === null || at > 253402300799 ? null : fromUnixSeconds(at),
    action: text(fields.action, /^(clock_in|clock_out|break_start|break_end)$/),
    credential_kind: null,
    id_selfie: text(fields.selfie_id, UUID),
    left_at: null,
    prev_hash: text(fields.prev_hash, HEX64),
    hash: text(fields.hash, HEX64),
    signature: text(fields.signature, /^[A-Za-z0-9_-]{86}$/),
  };
}

/** One row per refused (hash, reason) in a batch: the insert counts later resends. */
function dedupeRefusals(records: PunchRecord[]): PunchRecord[] {
  const seen = new Set<string>();
  return records.filter((record) => {
    if (record.in_chain || record.hash === null) return true;
    const key = `${record.hash}:${record.error_key ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
