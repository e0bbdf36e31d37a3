import { ErrorKey } from '@punchcard/shared';

import type { KioskPunchRecord } from '@/features/kiosks/api/kiosk-activity-queries';

/** Refusals whose words depend only on their error key. */
const reasonByKey = {
  [ErrorKey.KioskPunchMalformed]: 'reason.malformed',
  [ErrorKey.KioskPunchBadHash]: 'reason.badHash',
  [ErrorKey.KioskPunchBadSignature]: 'reason.badSignature',
  [ErrorKey.KioskPunchBrokenChain]: 'reason.brokenChain',
  [ErrorKey.KioskPunchSeqGap]: 'reason.seqGap',
  [ErrorKey.KioskPunchReplayedSeq]: 'reason.replayedSeq',
  [ErrorKey.KioskPunchStaleSeq]: 'reason.staleSeq',
  [ErrorKey.KioskPunchAtInFuture]: 'reason.inFuture',
  [ErrorKey.KioskPunchTooOld]: 'reason.tooOld',
  [ErrorKey.KioskPunchSelfieRequired]: 'reason.selfieMissing',
  [ErrorKey.InvalidPin]: 'reason.pinNoLongerMatches',
  [ErrorKey.KioskPinAmbiguous]: 'reason.pinAmbiguous',
  [ErrorKey.KioskMethodDisabled]: 'reason.methodOff',
  [ErrorKey.Unauthorized]: 'reason.sessionExpired',
  [ErrorKey.AlreadyClockedIn]: 'reason.alreadyIn',
  [ErrorKey.OpenTimeNotFound]: 'reason.notIn',
  [ErrorKey.StartBreakFailed]: 'reason.breakFailed',
  [ErrorKey.OpenBreakNotFound]: 'reason.noBreak',
} as const satisfies Partial<Record<ErrorKey, `reason.${string}`>>;

/** The `kiosks` catalogue key that says, in words, why the server refused a punch. */
export type RefusalReasonKey =
  | (typeof reasonByKey)[keyof typeof reasonByKey]
  | 'reason.badgeRotated'
  | 'reason.cardUnbound'
  | 'reason.other';

const knownReason = (errorKey: string): RefusalReasonKey | undefined =>
  (reasonByKey as Partial<Record<string, RefusalReasonKey>>)[errorKey];

/**
 * Why a punch was refused, for a manager. An unknown badge or card at the punch's time is, in
 * practice, one rotated or unbound since it was printed or enrolled, so the words name that.
 * A key this app does not know (a newer server) still reads as a refusal, never as nothing.
 */
export function refusalReason(
  punch: Pick<KioskPunchRecord, 'errorKey' | 'credentialKind'>,
): RefusalReasonKey {
  if (punch.errorKey === ErrorKey.KioskCredentialUnknown) {
    return punch.credentialKind === 'nfc' ? 'reason.cardUnbound' : 'reason.badgeRotated';
  }
  return (punch.errorKey === null ? undefined : knownReason(punch.errorKey)) ?? 'reason.other';
}
