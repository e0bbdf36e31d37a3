import { type KioskIdentifyResponse, WorkStatus } from '@punchcard/shared';
import type { Identification } from '../../core/engine-types.js';
import { planTap } from './tap-action.js';

function online(work_status: WorkStatus, forgotten: number | null = null): Identification {
  const result = {
    member: { id_user: 'u1', name: 'Ada', avatar: null },
    work_status,
    forgotten_clock_out: forgotten === null ? null : { id_workspace_time: 'wt1', start: forgotten },
  } as KioskIdentifyResponse;
  return { mode: 'online', method: 'nfc', result };
}

function offline(work_status: WorkStatus | null): Identification {
  const member = { id_user: 'u1', name: null, avatar: null };
  return { mode: 'offline', method: 'nfc', value: '04A1B2C3', member, work_status };
}

describe('planTap', () => {
  it('toggles: in when out, out when in, back from a break', () => {
    expect(planTap(online(WorkStatus.NotWorking))).toEqual({ action: 'clock_in' });
    expect(planTap(online(WorkStatus.Working))).toEqual({ action: 'clock_out' });
    expect(planTap(online(WorkStatus.Break))).toEqual({ action: 'break_end' });
  });

  it('clocks in a member whose earlier day is still open, closing it for review', () => {
    expect(planTap(online(WorkStatus.Working, 1795400000))).toEqual({
      action: 'clock_in',
      left_at: 1795400001,
    });
  });

  it('offline, follows the last status the reader knew, and clocks in a stranger', () => {
    expect(planTap(offline(WorkStatus.Working))).toEqual({ action: 'clock_out' });
    expect(planTap(offline(null))).toEqual({ action: 'clock_in' });
  });
});
