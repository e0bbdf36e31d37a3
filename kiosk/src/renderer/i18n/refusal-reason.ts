import { ErrorKey } from '@punchcard/shared';

/** The `kiosk` catalogue's key for why the server refused a journalled punch. */
export function refusalReasonKey(errorKey: string): string {
  return `reason.${reasonByKey[errorKey] ?? 'other'}`;
}

const reasonByKey: Partial<Record<string, string>> = {
  [ErrorKey.KioskPunchMalformed]: 'malformed',
  [ErrorKey.KioskPunchBadHash]: 'badHash',
  [ErrorKey.KioskPunchBadSignature]: 'badSignature',
  [ErrorKey.KioskPunchBrokenChain]: 'brokenChain',
  [ErrorKey.KioskPunchSeqGap]: 'seqGap',
  [ErrorKey.KioskPunchReplayedSeq]: 'replayedSeq',
  [ErrorKey.KioskPunchStaleSeq]: 'staleSeq',
  [ErrorKey.KioskPunchAtInFuture]: 'inFuture',
  [ErrorKey.KioskPunchTooOld]: 'tooOld',
  [ErrorKey.KioskPunchSelfieRequired]: 'selfieMissing',
  [ErrorKey.InvalidPin]: 'pinNoLongerMatches',
  [ErrorKey.KioskPinAmbiguous]: 'pinAmbiguous',
  [ErrorKey.KioskMethodDisabled]: 'methodOff',
  [ErrorKey.Unauthorized]: 'sessionExpired',
  [ErrorKey.KioskCredentialUnknown]: 'credentialUnknown',
  [ErrorKey.AlreadyClockedIn]: 'alreadyIn',
  [ErrorKey.OpenTimeNotFound]: 'notIn',
  [ErrorKey.StartBreakFailed]: 'breakFailed',
  [ErrorKey.OpenBreakNotFound]: 'noBreak',
  [ErrorKey.PeriodSealed]: 'periodSealed',
};
