// Wire contracts of the activities routes: time on projects, tasks, categories and tags (the
// spec's "timestamps", time-tracking-spec sections 3, 4 and 7).
import type { UnixSeconds } from '../time.js';
import type { TimeMetadata } from './breaks.js';

export const ACTIVITY_DESCRIPTION_MAX = 1000;
export const ACTIVITY_NOTE_MAX = 10_000;
export const ACTIVITY_FEEDBACK_MAX = 10_000;
/** The longest window one `GET /v1/activities` may ask for. */
export const ACTIVITY_LIST_MAX_DAYS = 366;

export interface Activity {
  id: string;
  id_workspace: string;
  /** Whose time it is. */
  id_user: string;
  id_workspace_time: string | null;
  id_project: string | null;
  id_task: string | null;
  id_category: string | null;
  /** Ids of its live tags. */
  tags: string[];
  description: string | null;
  /** The member's own note. */
  note: string | null;
  /** A manager's feedback. */
  feedback: string | null;
  start: UnixSeconds;
  /** Null while it runs. */
  end: UnixSeconds | null;
  /** Location only with the plan's feature and the member's timestamp location switch. */
  metadata_in: TimeMetadata;
  metadata_out: TimeMetadata;
  deleted_at: UnixSeconds | null;
}

/** The details an activity is about; every id must be a live object of the workspace. */
export interface ActivityDetails {
  id_project?: string | null;
  /** When `id_project` is missing, the task's project is used. */
  id_task?: string | null;
  id_category?: string | null;
  id_tags?: string[];
  description?: string | null;
}

/** POST /v1/activities/start */
export interface StartActivityRequest extends ActivityDetails {
  /** When sent, must be the caller's active workspace. */
  id_workspace?: string;
  /** When sent, must be the caller's open workspace time. */
  id_workspace_time?: string | null;
  location_in?: string | null;
  longitude_in?: number | null;
  latitude_in?: number | null;
  /** A start in the past; default now. Never in the future. */
  start?: UnixSeconds;
}

export interface StartActivityResponse {
  id: string;
  start: UnixSeconds;
  user_agent_in: string | null;
  ip_address_in: string | null;
}

/** PATCH /v1/activities/{id}/stop */
export interface StopActivityRequest {
  location_out?: string | null;
  longitude_out?: number | null;
  latitude_out?: number | null;
}

export interface StopActivityResponse {
  end: UnixSeconds;
  user_agent_out: string | null;
  ip_address_out: string | null;
}

/** POST /v1/activities: a closed activity in the past. */
export interface AddActivityRequest extends ActivityDetails {
  id_workspace?: string;
  id_workspace_time?: string | null;
  start: UnixSeconds;
  end: UnixSeconds;
}

export interface AddActivityResponse {
  id: string;
  start: UnixSeconds;
  end: UnixSeconds;
}

/** PATCH /v1/activities/{id}: only the fields sent change. */
export interface UpdateActivityRequest extends ActivityDetails {
  /** Null unlinks it (not allowed when the workspace requires workspace time). */
  id_workspace_time?: string | null;
  note?: string | null;
  start?: UnixSeconds;
  /** Sets the end (also of a running activity); it cannot be cleared. */
  end?: UnixSeconds;
}

/** PATCH /v1/activities/{id}/feedback */
export interface ActivityFeedbackRequest {
  /** Empty or null clears it. */
  feedback: string | null;
}

/** GET /v1/activities: activities intersecting [start, end). */
export interface ListActivitiesQuery {
  start: UnixSeconds;
  end: UnixSeconds;
  /** Whose activities; default the caller. Another member's need VIEW_MEMBER_TIMESTAMPS. */
  id_user?: string;
  id_project?: string;
  id_task?: string;
  id_category?: string;
  id_tag?: string;
}

/** GET /v1/activities/current */
export interface CurrentActivity {
  /** The caller's running activity, if any. */
  activity: Activity | null;
}
