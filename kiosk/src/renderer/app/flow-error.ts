// Turns what the engine throws into an error a person at the kiosk can act on: never a raw key,
// a status code or a stack.
import { ErrorKey, type KioskMethod } from '@punchcard/shared';

import { isKioskError } from '../../core/kiosk-error';
import type { FlowError, FlowErrorCode } from '@/app/kiosk-flow';

const codeByKey: Partial<Record<string, FlowErrorCode>> = {
  [ErrorKey.InvalidPin]: 'wrong_pin',
  [ErrorKey.KioskPinAmbiguous]: 'pin_ambiguous',
  [ErrorKey.KioskMethodDisabled]: 'method_disabled',
  [ErrorKey.KioskLocked]: 'kiosk_locked',
  [ErrorKey.KioskDisabled]: 'kiosk_disabled',
  [ErrorKey.KioskRevoked]: 'kiosk_revoked',
};

/** Why an identification by `method` failed. */
export function identifyError(error: unknown, method: KioskMethod): FlowError {
  if (!isKioskError(error)) return { code: 'unexpected' };
  const { kind, key, retry_after_seconds: retryAfterSeconds } = error.details;
  if (kind === 'network') return { code: 'network' };
  if (key === ErrorKey.TooManyRequests || retryAfterSeconds !== undefined) {
    // A PIN lock-out follows wrong PINs, so it is said as one; other methods are only throttled.
    return {
      code: method === 'pin' ? 'wrong_pin' : 'too_many',
      retryAfterSeconds: retryAfterSeconds ?? 60,
    };
  }
  if (key === ErrorKey.KioskCredentialUnknown) {
    return {
      code: method === 'nfc' ? 'unknown_card' : method === 'pin' ? 'wrong_pin' : 'unknown_badge',
    };
  }
  return { code: (key === undefined ? undefined : codeByKey[key]) ?? 'unexpected' };
}

/** Why a punch could not be journalled (the server is told later, so this is the device). */
export function punchError(error: unknown): FlowError {
  if (isKioskError(error)) {
    const { key } = error.details;
    const code = key === undefined ? undefined : codeByKey[key];
    if (code !== undefined) return { code };
  }
  return { code: 'punch_failed' };
}
