import { ErrorKey } from '@punchcard/shared';
import { type AppException, forbidden } from '#src/common/errors/app.exception.js';
import type { DeviceRecord } from './kiosks.repository.js';

/** What a device call still answers when its kiosk is locked or the workspace turned kiosks off. */
export interface DeviceCallPolicy {
  /** The heartbeat must reach a locked kiosk to tell it so. */
  whileLocked: 'answer' | 'refuse';
  /** Heartbeat and config keep a disabled kiosk informed; every other device call refuses. */
  whileDisabled: 'answer' | 'refuse';
}

export const STRICT_DEVICE_CALL: DeviceCallPolicy = {
  whileLocked: 'refuse',
  whileDisabled: 'refuse',
};

/** Why a found device may not make this call, or undefined when it may. */
export function deviceRefusal(
  { kiosk, workspace }: DeviceRecord,
  policy: DeviceCallPolicy,
): AppException | undefined {
  if (kiosk.lockedAt && policy.whileLocked === 'refuse') {
    return forbidden(ErrorKey.KioskLocked, 'A manager has locked this kiosk.');
  }
  if (!workspace.isKioskEnabled && policy.whileDisabled === 'refuse') {
    return forbidden(ErrorKey.KioskDisabled, 'The kiosk is turned off in this workspace.');
  }
  return undefined;
}
