// What a tap means on a reader without a screen: it toggles. Not working -> clock in; working ->
// clock out; on a break -> end the break (a second tap then clocks out). Breaks are not started
// from a reader: nobody could tell a "break" tap from an "out" tap.
import { PunchAction, type UnixSeconds, WorkStatus } from '@punchcard/shared';
import type { Identification } from '../../core/engine-types.js';

export interface TapPlan {
  action: PunchAction;
  /** Clock-in after a forgotten clock-out: the time to propose for the open day's end. */
  left_at?: UnixSeconds;
}

export function planTap(identification: Identification): TapPlan {
  if (identification.mode === 'online') {
    const { work_status, forgotten_clock_out } = identification.result;
    // A member whose time is still open from an earlier day is arriving, not leaving. With no
    // screen to ask when they left, the open day is closed a second after it started (the server
    // only closes a time that started before left_at) and, where members may not change their
    // own time, goes to the reviewers as an edit request: a short day someone must correct beats
    // a 20-hour shift nobody notices, and the member is in with one tap.
    if (forgotten_clock_out) {
      return { action: PunchAction.ClockIn, left_at: forgotten_clock_out.start + 1 };
    }
    return { action: toggle(work_status) };
  }
  // Offline, the status is the last one this device knew; unknown is taken as not working (the
  // server refuses an impossible punch and the reader reports it).
  return { action: toggle(identification.work_status ?? WorkStatus.NotWorking) };
}

function toggle(status: WorkStatus): PunchAction {
  switch (status) {
    case WorkStatus.NotWorking:
      return PunchAction.ClockIn;
    case WorkStatus.Working:
      return PunchAction.ClockOut;
    case WorkStatus.Break:
      return PunchAction.BreakEnd;
  }
}
