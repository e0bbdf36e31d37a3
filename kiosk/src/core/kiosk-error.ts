// Every failure the engine hands to the screens: the API's refusal (with its error key) or an
// unreachable API. Screens branch on `details.key` and `details.kind`, never on the message.
import { ErrorKey } from '@punchcard/shared';
import type { DevicePhase, KioskErrorDetails } from './engine-types.js';

export class KioskError extends Error {
  readonly details: KioskErrorDetails;

  constructor(details: KioskErrorDetails) {
    super(details.message);
    this.name = 'KioskError';
    this.details = details;
  }
}

export function isKioskError(error: unknown): error is KioskError {
  return error instanceof KioskError;
}

/** The API could not be reached, or could not answer (5xx): the kiosk works on its own. */
export function isUnreachable(error: unknown): boolean {
  if (!isKioskError(error)) return false;
  const { kind, status } = error.details;
  return kind === 'network' || (status !== undefined && status >= 500);
}

/**
 * What a device call's refusal says about the device itself (kiosk-device.guard.ts): an unknown,
 * replaced or revoked token is a 401 `error.unauthorized`; a locked kiosk or a workspace with
 * kiosks turned off are 403s with their own keys. Null for every other answer.
 */
export function phaseOfRefusal(error: unknown): DevicePhase | null {
  if (!isKioskError(error) || error.details.kind !== 'http') return null;
  const { status, key } = error.details;
  if (key === ErrorKey.KioskLocked) return 'locked';
  if (key === ErrorKey.KioskDisabled) return 'disabled';
  if (key === ErrorKey.KioskRevoked || (status === 401 && key === ErrorKey.Unauthorized)) {
    return 'revoked';
  }
  return null;
}

/** A refusal decided on the device, worded like the API's so screens show the same text. */
export function deviceRefusal(status: number, key: ErrorKey, message: string): KioskError {
  return new KioskError({ kind: 'http', status, key, message, offline: true });
}

const refusal = (status: number, key: ErrorKey, message: string) =>
  new KioskError({ kind: 'http', status, key, message });

/** Why a device in this phase cannot identify or punch; null when it can. */
export function phaseRefusal(phase: DevicePhase): KioskError | null {
  switch (phase) {
    case 'ready':
      return null;
    case 'locked':
      return refusal(403, ErrorKey.KioskLocked, 'A manager has locked this kiosk.');
    case 'disabled':
      return refusal(403, ErrorKey.KioskDisabled, 'The kiosk is turned off in this workspace.');
    case 'loading':
      return refusal(503, ErrorKey.ServiceUnavailable, 'The kiosk is still starting.');
    default:
      return refusal(401, ErrorKey.Unauthorized, 'Pair this kiosk first: its token is not valid.');
  }
}
