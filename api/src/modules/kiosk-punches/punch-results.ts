import { ErrorKey, type PunchChange, PunchRefusal, type PunchResult } from '@punchcard/shared';

export type { PunchResult };

/** The error key of each refusal reason of docs/kiosk-protocol.md. */
const REFUSAL_KEYS: Record<PunchRefusal, ErrorKey> = {
  [PunchRefusal.Malformed]: ErrorKey.KioskPunchMalformed,
  [PunchRefusal.BadHash]: ErrorKey.KioskPunchBadHash,
  [PunchRefusal.BadSignature]: ErrorKey.KioskPunchBadSignature,
  [PunchRefusal.BrokenChain]: ErrorKey.KioskPunchBrokenChain,
  [PunchRefusal.SeqGap]: ErrorKey.KioskPunchSeqGap,
  [PunchRefusal.ReplayedSeq]: ErrorKey.KioskPunchReplayedSeq,
  [PunchRefusal.StaleSeq]: ErrorKey.KioskPunchStaleSeq,
  [PunchRefusal.AtInFuture]: ErrorKey.KioskPunchAtInFuture,
  [PunchRefusal.TooOld]: ErrorKey.KioskPunchTooOld,
};

export const refusalKey = (reason: PunchRefusal): ErrorKey => REFUSAL_KEYS[reason];

/** An entry's id and seq as sent, when they have the protocol's shape (a malformed one may not). */
function identity(entry: unknown): { id: string | null; seq: number | null } {
  const fields = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
    string,
    unknown
  >;
  return {
    id: typeof fields.id === 'string' && fields.id.length <= 64 ? fields.id : null,
    seq: Number.isSafeInteger(fields.seq) ? (fields.seq as number) : null,
  };
}

export function resultOf(
  entry: unknown,
  status: 'rejected',
  refusal: { error_key: ErrorKey; message: string },
): PunchResult;
export function resultOf(
  entry: unknown,
  status: 'applied' | 'duplicate',
  change: PunchChange,
): PunchResult;
export function resultOf(
  entry: unknown,
  status: PunchResult['status'],
  rest: PunchChange | { error_key: ErrorKey; message: string },
): PunchResult {
  return { ...identity(entry), status, ...rest } as PunchResult;
}
