// Wire contracts of the workspace-times and member-clocking routes (time-tracking-spec sections
// 3, 4 and 7). Every route acts on the caller's ACTIVE workspace.
import type { UnixSeconds } from '../time.js';
import type { Break, TimeMetadata } from './breaks.js';

/** Whether a member is clocked in, on a break, or neither (the spec's work status). */
export const WorkStatus = {
  Working: 'WORKING',
  Break: 'BREAK',
  NotWorking: 'NOT_WORKING',
} as const;
export type WorkStatus = (typeof WorkStatus)[keyof typeof WorkStatus];
export const WORK_STATUSES: readonly WorkStatus[] = Object.values(WorkStatus);

/** The longest range `GET /v1/workspaces/timestamps` answers, in days. */
export const WORKSPACE_TIME_RANGE_MAX_DAYS = 366;

/** Attendance: clocked in to clocked out; an open workspace time has no end. */
export interface WorkspaceTime {
  id: string;
  id_user: string;
  id_workspace: string;
  start: UnixSeconds;
  end: UnixSeconds | null;
  is_break_time: false;
  /** Who clocked in / out (the member, or the manager who clocked them); null when added. */
  started_by: string | null;
  stopped_by: string | null;
  /** Set when the workspace time was entered after the fact. */
  added_at: UnixSeconds | null;
  edited_at: UnixSeconds | null;
  metadata_in: TimeMetadata;
  metadata_out: TimeMetadata;
  deleted_at: UnixSeconds | null;
  /** Its breaks by start: the live ones, or for a deleted workspace time the ones deleted with it. */
  breaks: Break[];
}

/** POST /v1/workspaces/timestamps and POST /v1/workspaces/members/{id}: clock in. */
export interface ClockInRequest {
  location_in?: string | null;
  longitude_in?: number | null;
  latitude_in?: number | null;
}

/** The answer of a clock-in (exactly the spec's fields: the kiosk relies on them). */
export interface ClockInResult {
  id: string;
  id_user: string;
  id_workspace: string;
  start: UnixSeconds;
  user_agent_in: string | null;
  ip_address_in: string | null;
}

/** PATCH /v1/workspaces/timestamps and PATCH /v1/workspaces/members/{id}/timestamp: clock out. */
export interface ClockOutRequest {
  location_out?: string | null;
  latitude_out?: number | null;
  longitude_out?: number | null;
}

/** The answer of a clock-out (exactly the spec's fields). */
export interface ClockOutResult {
  id: string;
  end: UnixSeconds;
  user_agent_out: string | null;
  ip_address_out: string | null;
}

/**
 * PUT /v1/workspaces/timestamps: a past, closed workspace time of the caller, or of another
 * member (`id_user`, needs MANAGE_WORKSPACE_TIME_MODIFICATION).
 */
export interface AddWorkspaceTimeRequest {
  start: UnixSeconds;
  end: UnixSeconds;
  /** Default: the caller. */
  id_user?: string;
}

/**
 * PATCH /v1/workspaces/timestamps/{id}. An open workspace time may only move its start (`end`
 * absent or null); a closed one keeps its end when `end` is omitted. Neither may lie in the future.
 */
export interface EditWorkspaceTimeRequest {
  start: UnixSeconds;
  end?: UnixSeconds | null;
}

/**
 * GET /v1/workspaces/timestamps: workspace times (with their breaks) whose span meets
 * [start, end), by start. Another member's need VIEW_MEMBER_TIMESTAMPS.
 */
export interface WorkspaceTimeListQuery {
  start: UnixSeconds;
  end: UnixSeconds;
  /** Default: the caller. */
  id_user?: string;
}

/** The running activity as the clock screen needs it. */
export interface OpenActivity {
  id: string;
  id_workspace_time: string | null;
  id_project: string | null;
  id_task: string | null;
  id_category: string | null;
  /** Tag ids. */
  tags: string[];
  description: string | null;
  start: UnixSeconds;
}

/** GET /v1/workspaces/timestamps/status: the caller's state in the active workspace right now. */
export interface ClockStatus {
  work_status: WorkStatus;
  /** The open workspace time, with its breaks; null when not clocked in. */
  workspace_time: WorkspaceTime | null;
  /** The open break; null when none. */
  break: Break | null;
  /** The open activity; null when none. */
  activity: OpenActivity | null;
}

/**
 * GET /v1/workspaces/members/work-status (VIEW_MEMBER_TIMESTAMPS): where each ACTIVE member of
 * the active workspace stands right now, for the live board and the roll-call list.
 */
export interface MemberWorkStatus {
  id_user: string;
  work_status: WorkStatus;
  /** When the present state began: the open break's start, else the clock-in; null when out. */
  since: UnixSeconds | null;
  /** The open workspace time's start; null when not clocked in. */
  clocked_in_at: UnixSeconds | null;
  /** Where they clocked in, where the workspace records locations; else null. */
  location: string | null;
  /** Who clocked them in (themself, or the manager who did); null when out or added. */
  started_by: string | null;
}
