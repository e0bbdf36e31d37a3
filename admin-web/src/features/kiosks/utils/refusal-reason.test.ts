import { ErrorKey } from '@punchcard/shared';

import { refusalReason } from '@/features/kiosks/utils/refusal-reason';
import { kiosks } from '@/locales/kiosks';

describe('refusalReason', () => {
  it('names the journal refusals of the protocol', () => {
    const reason = (errorKey: ErrorKey) => refusalReason({ errorKey, credentialKind: 'session' });
    expect(reason(ErrorKey.KioskPunchBrokenChain)).toBe('reason.brokenChain');
    expect(reason(ErrorKey.KioskPunchBadSignature)).toBe('reason.badSignature');
    expect(reason(ErrorKey.KioskPunchReplayedSeq)).toBe('reason.replayedSeq');
    expect(reason(ErrorKey.KioskPunchTooOld)).toBe('reason.tooOld');
    expect(reason(ErrorKey.KioskPunchAtInFuture)).toBe('reason.inFuture');
    expect(reason(ErrorKey.KioskPunchSelfieRequired)).toBe('reason.selfieMissing');
    expect(reason(ErrorKey.InvalidPin)).toBe('reason.pinNoLongerMatches');
    expect(reason(ErrorKey.KioskMethodDisabled)).toBe('reason.methodOff');
  });

  it('tells a rotated badge from an unbound card by how the punch named its member', () => {
    const unknown = ErrorKey.KioskCredentialUnknown;
    expect(refusalReason({ errorKey: unknown, credentialKind: 'qr' })).toBe('reason.badgeRotated');
    expect(refusalReason({ errorKey: unknown, credentialKind: 'nfc' })).toBe('reason.cardUnbound');
  });

  it('still reads as a refusal for a key it does not know, or none', () => {
    // A newer server's key, which this app's ErrorKey does not list yet.
    const newer = 'kiosk.punch.newer' as ErrorKey;
    expect(refusalReason({ errorKey: newer, credentialKind: null })).toBe('reason.other');
    expect(refusalReason({ errorKey: null, credentialKind: null })).toBe('reason.other');
  });

  it('has words in both languages for every reason it answers', () => {
    const keys = Object.values(ErrorKey).flatMap((errorKey) =>
      (['qr', 'nfc'] as const).map((credentialKind) => refusalReason({ errorKey, credentialKind })),
    );
    for (const key of new Set(keys)) {
      expect(kiosks.en[key]).toEqual(expect.any(String));
      expect(kiosks.ja[key]).toEqual(expect.any(String));
    }
  });
});
