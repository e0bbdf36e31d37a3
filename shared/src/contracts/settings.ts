import type { Plan } from '../plans.js';
import type { UnixSeconds } from '../time.js';
import type { KioskSettings, ProjectReportVisibility, TimestampSettings } from './workspaces.js';

/** PATCH /v1/workspaces/project-visibility */
export interface ProjectVisibilityRequest {
  project_visibility: ProjectReportVisibility;
}

/** PUT /v1/workspaces/workspace-settings/time: whether members must track workspace time. */
export interface TimeRequiredRequest {
  is_required: boolean;
}

/** PATCH /v1/workspaces/kiosk-settings: only the flags sent change. */
export type KioskSettingsRequest = Partial<KioskSettings>;

/** PATCH /v1/workspaces/pomodoro-customization-settings */
export interface PomodoroCustomizationRequest {
  is_pomodoro_customization_enabled: boolean;
}

/** PATCH /v1/workspaces/plan: the self-hosted administrator's switch (super owner only). */
export interface ChangePlanRequest {
  plan: Plan;
}

/** PATCH /v1/workspaces/currency: an ISO 4217 code. */
export interface ChangeCurrencyRequest {
  currency: string;
}

/** PATCH /v1/activities/settings: only the flags sent change. */
export type TimestampSettingsRequest = Partial<TimestampSettings>;

/** The timestamp settings a plan without the required-fields feature always keeps false. */
export const REQUIRED_FIELD_SETTINGS = [
  'is_description_required',
  'is_project_required',
  'is_category_required',
  'is_tag_required',
] as const satisfies readonly (keyof TimestampSettings)[];

/** One of the caller's recently used activity templates (GET /v1/workspaces/recent-actions). */
export interface RecentAction {
  id: string;
  id_project: string | null;
  id_task: string | null;
  id_category: string | null;
  id_tags: string[];
  description: string | null;
  used_at: UnixSeconds;
}

/** How many recent actions the list holds at most, newest first. */
export const RECENT_ACTIONS_LIMIT = 20;

/** DELETE /v1/workspaces/recent-actions: ids that are not the caller's are ignored. */
export interface DeleteRecentActionsRequest {
  recent_actions: string[];
}

/** PATCH /v1/accounts/me/location/workspace-time and /location/timestamp, request and answer. */
export interface LocationToggle {
  is_location_on: boolean;
}

/** PATCH /v1/accounts/me/pomodoro/status, request and answer. */
export interface PomodoroStatus {
  is_pomodoro_enabled: boolean;
}

/** Pomodoro lengths in seconds, and how many work rounds come before a long break. */
export interface PomodoroSettings {
  work: number;
  short_break: number;
  long_break: number;
  rounds: number;
}

export const DEFAULT_POMODORO_SETTINGS: Readonly<PomodoroSettings> = {
  work: 1500,
  short_break: 300,
  long_break: 900,
  rounds: 4,
};

/** Inclusive bounds of each pomodoro setting. */
export const POMODORO_BOUNDS: Readonly<
  Record<keyof PomodoroSettings, { min: number; max: number }>
> = {
  work: { min: 60, max: 14_400 },
  short_break: { min: 60, max: 3_600 },
  long_break: { min: 60, max: 3_600 },
  rounds: { min: 1, max: 12 },
};

/** GET /v1/accounts/me/preferences: the caller's own settings in their active workspace. */
export interface Preferences {
  is_pomodoro_enabled: boolean;
  pomodoro_settings: PomodoroSettings;
  is_workspace_time_location_on: boolean;
  is_timestamp_location_on: boolean;
}

/**
 * PATCH /v1/workspaces/profile: the workspace's postal address and IANA time zone; only the
 * fields sent change. An empty address clears it.
 */
export interface WorkspaceProfileRequest {
  address?: string | null;
  time_zone?: string;
}

/** The longest address a workspace may keep. */
export const WORKSPACE_ADDRESS_MAX = 500;

/** One row of GET /v1/workspaces/deleted: a workspace the caller may still restore. */
export interface DeletedWorkspace {
  id: string;
  name: string;
  deleted_at: UnixSeconds;
}
