import type { PunchAction, WorkStatus } from '@punchcard/shared';

/**
 * The punches that make sense from a status. Unknown (a PIN offline: the server checks it
 * later) offers all four; the server refuses the one that did not fit, and says so.
 */
export function availableActions(status: WorkStatus | null): PunchAction[] {
  switch (status) {
    case 'NOT_WORKING':
      return ['clock_in'];
    case 'WORKING':
      return ['clock_out', 'break_start'];
    case 'BREAK':
      return ['break_end'];
    case null:
      return ['clock_in', 'clock_out', 'break_start', 'break_end'];
  }
}
