import { ErrorKey } from '@punchcard/shared';

import { isKioskError } from '../../core/kiosk-error';
import type { PairingProblem } from '@/features/pairing/components/pairing-form';

/** Pairs, answering null once paired or what the person holding the code can fix. */
export async function pairWith(
  pair: (code: string) => Promise<void>,
  code: string,
): Promise<PairingProblem | null> {
  try {
    await pair(code);
    return null;
  } catch (error) {
    return pairingProblem(error);
  }
}

function pairingProblem(error: unknown): PairingProblem {
  if (!isKioskError(error)) return 'failed';
  const { kind, key } = error.details;
  if (kind === 'network') return 'network';
  switch (key) {
    case ErrorKey.KioskPairingCodeInvalid:
    case ErrorKey.NotFound:
      return 'invalid';
    case ErrorKey.KioskPairingCodeExpired:
      return 'expired';
    case ErrorKey.KioskPairingCodeUsed:
      return 'used';
    default:
      return 'failed';
  }
}
