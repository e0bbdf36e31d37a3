import type { UnixSeconds } from '../time.js';

/**
 * Work schedules: the expected day that "early in", "late out" and overtime are measured
 * against. A workspace has one weekly schedule (default Mon-Fri 09:00-18:00), members may have
 * their own; each change takes effect from a local date, and reports use the one in force on
 * each day.
 */

/** ISO weekday: 1 Monday .. 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** One weekday of a schedule; a day off has no hours. */
export interface ScheduleDay {
  weekday: IsoWeekday;
  /** Local wall-clock times, HH:MM, start before end; both null on a day off. */
  start: string | null;
  end: string | null;
}

export interface WorkSchedule {
  /** Seven days, Monday first. */
  days: ScheduleDay[];
  /** Local date (YYYY-MM-DD) from which this schedule applies. */
  effective_from: string;
}

/** The default schedule: Monday to Friday 09:00-18:00. */
export const DEFAULT_SCHEDULE_DAYS: readonly ScheduleDay[] = [1, 2, 3, 4, 5, 6, 7].map(
  (weekday) => ({
    weekday: weekday as IsoWeekday,
    start: weekday <= 5 ? '09:00' : null,
    end: weekday <= 5 ? '18:00' : null,
  }),
);

/** GET /v1/workspaces/schedule */
export interface WorkspaceScheduleView {
  time_zone: string;
  week_start: IsoWeekday;
  /** In force today. */
  current: WorkSchedule;
  /** Every version, newest first (the default has effective_from 1970-01-01). */
  history: WorkSchedule[];
  /** Members with their own schedule in force today or later. */
  overrides: MemberScheduleOverride[];
}

export interface MemberScheduleOverride {
  id_user: string;
  name: string;
  schedule: WorkSchedule;
}

/** PUT /v1/workspaces/schedule body. */
export interface UpdateWorkspaceScheduleBody {
  days: ScheduleDay[];
  week_start?: IsoWeekday;
  /** Default: today in the workspace's zone. */
  effective_from?: string;
}

/** GET /v1/workspaces/members/{memberId}/schedule */
export interface MemberScheduleView {
  id_user: string;
  /** True when the member's own schedule is in force, false when the workspace's applies. */
  is_custom: boolean;
  current: WorkSchedule;
  updated_at: UnixSeconds | null;
}

/** PUT /v1/workspaces/members/{memberId}/schedule body; DELETE returns the member to the workspace's. */
export interface UpdateMemberScheduleBody {
  days: ScheduleDay[];
  effective_from?: string;
}
