import type { TableRecord } from '#src/database/sql/index.js';
import { deviceRefusal, STRICT_DEVICE_CALL } from './kiosk-device.policy.js';
import type { DeviceRecord } from './kiosks.repository.js';

function device(locked: boolean, enabled: boolean): DeviceRecord {
  return {
    kiosk: { lockedAt: locked ? new Date() : null } as TableRecord<'kiosks'>,
    workspace: { isKioskEnabled: enabled } as TableRecord<'workspaces'>,
    creatorLocale: null,
  };
}

const keyOf = (locked: boolean, enabled: boolean, policy = STRICT_DEVICE_CALL) =>
  deviceRefusal(device(locked, enabled), policy)?.errorKey;

describe('device call policy', () => {
  it('refuses every device call of a locked kiosk or a workspace with kiosks off by default', () => {
    expect(keyOf(false, true)).toBeUndefined();
    expect(keyOf(true, true)).toBe('kiosk_locked');
    expect(keyOf(false, false)).toBe('kiosk_disabled');
    expect(keyOf(true, false)).toBe('kiosk_locked');
  });

  it('lets the heartbeat through both, and the config through a disabled workspace only', () => {
    const heartbeat = { whileLocked: 'answer', whileDisabled: 'answer' } as const;
    const config = { whileLocked: 'refuse', whileDisabled: 'answer' } as const;
    expect(keyOf(true, false, heartbeat)).toBeUndefined();
    expect(keyOf(false, false, config)).toBeUndefined();
    expect(keyOf(true, false, config)).toBe('kiosk_locked');
  });
});
