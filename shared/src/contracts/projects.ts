// Wire contracts of the projects routes (projects-billing-spec sections 3 and 7).
import type { Role } from '../roles.js';
import type { UnixSeconds } from '../time.js';

export const PROJECT_NAME_MAX = 100;
export const PROJECT_DESCRIPTION_MAX = 2000;
/** numeric(12,2): ten whole digits and cents. */
export const PROJECT_HOURLY_RATE_MAX = 9_999_999_999.99;

/** A client attached to a project. */
export interface ProjectClient {
  id: string;
  name: string;
  avatar: string | null;
}

/** A project as the caller sees it: `is_favorite` is theirs. */
export interface Project {
  id: string;
  id_workspace: string;
  name: string;
  description: string | null;
  /** Always true when the workspace's plan lacks private projects. */
  is_public: boolean;
  hourly_rate: number;
  archived_at: UnixSeconds | null;
  created_at: UnixSeconds;
  is_favorite: boolean;
  total_members: number;
  clients: ProjectClient[];
}

/** GET /v1/projects/{id} */
export interface ProjectDetails extends Project {
  /** Live tasks of the project the caller can see. */
  total_tasks: number;
}

/** GET /v1/projects query. */
export interface ProjectListQuery {
  /** true: only archived projects; false (default): only active ones. */
  archived?: boolean;
  /** Only the caller's favourites. */
  favorite?: boolean;
  /** Only projects the caller is a member of. */
  mine?: boolean;
}

/** POST /v1/projects */
export interface CreateProjectRequest {
  /** When sent, must be the caller's active workspace. */
  id_workspace?: string;
  name: string;
  /** Default true; forced true when the plan lacks private projects. */
  is_public?: boolean;
  description?: string | null;
  /** Default 0. */
  hourly_rate?: number;
}

/** PUT /v1/projects/{id}/settings: replaces all four settings. */
export interface UpdateProjectSettingsRequest {
  name: string;
  is_public: boolean;
  /** Omitted or null clears it. */
  description?: string | null;
  hourly_rate: number;
}

/** GET /v1/projects/{id}/members */
export interface ProjectMember {
  id_user: string;
  name: string;
  /** Null where the caller is a guest and this is someone else. */
  email: string | null;
  /** Their role in the workspace. */
  role: Role;
  is_favorite: boolean;
  /**
   * The rate their time on this project costs (their own, else the project's); null when the
   * caller may not read member rates.
   */
  hourly_rate: number | null;
  joined_at: UnixSeconds;
}

/** POST /v1/projects/{id}/members and POST /v1/projects/{id}/members/remove */
export interface ProjectMemberRequest {
  id_user: string;
}

/** POST /v1/projects/{id}/clients */
export interface AttachProjectClientRequest {
  id_client: string;
}

/** DELETE /v1/projects/{id}/clients?clients=<id>&clients=<id> */
export interface DetachProjectClientsQuery {
  clients: string[];
}

/** One member's own rate on one project; null falls back to the project's rate. */
export interface ProjectMemberRate {
  id_project: string;
  id_user: string;
  hourly_rate: number | null;
}

/** PATCH /v1/projects/members/hourly-rate: all or nothing. */
export interface UpdateMemberRatesRequest {
  rates: ProjectMemberRate[];
}

/** The longest window one project total or activity list may cover (as `GET /v1/activities`). */
export const PROJECT_RANGE_MAX_DAYS = 366;
/** Activities per page of `GET /v1/projects/{id}/activities` (the spec's page size). */
export const PROJECT_ACTIVITY_PAGE_SIZE = 100;

/**
 * Whose time a project read holds for the caller: managers (VIEW_MEMBER_TIMESTAMPS) always get
 * DETAILS; everyone else gets the workspace's `project_report_visibility`.
 * DETAILS: every member's time, with who spent it. SUMMARY: the project's totals and the
 * caller's own row, not who spent the rest. PERSONAL: the caller's own time only.
 */
export type ProjectTimeView = 'DETAILS' | 'SUMMARY' | 'PERSONAL';

/** GET /v1/projects/{id}/total query: the window [start, end). */
export interface ProjectTotalQuery {
  start: UnixSeconds;
  /** After start, at most PROJECT_RANGE_MAX_DAYS later. */
  end: UnixSeconds;
}

/** One member's time on the project in the window. */
export interface ProjectMemberTotal {
  id_user: string;
  /** Their display name in the workspace (a former member keeps theirs). */
  name: string;
  /** Still a live member of the project. */
  is_member: boolean;
  /** Seconds inside the window. */
  duration: number;
  /** What an hour of theirs costs, a decimal string ("25.50"); null when not the caller's to read. */
  hourly_rate: string | null;
  /** duration x rate, rounded to the cent, a decimal string; null with hourly_rate. */
  cost: string | null;
}

/** Time on one task: a task the caller sees, time without a task, or others' personal tasks. */
export type ProjectTaskTotalKind = 'task' | 'no_task' | 'hidden';

export interface ProjectTaskTotal {
  kind: ProjectTaskTotalKind;
  /** Set for kind `task`. */
  id_task: string | null;
  /** Set for kind `task`. */
  name: string | null;
  duration: number;
  /** Each member's time at their rate, rounded to the cent; null when the caller may not read rates. */
  cost: string | null;
}

/** GET /v1/projects/{id}/total: time on the project in a window, on its current rates. */
export interface ProjectTotal {
  id_project: string;
  start: UnixSeconds;
  end: UnixSeconds;
  /** The workspace's currency (ISO 4217) every cost is in. */
  currency: string;
  view: ProjectTimeView;
  /** Seconds of every time the view holds (DETAILS and SUMMARY: everyone's; PERSONAL: the caller's). */
  duration: number;
  /** The sum of the member rows' costs; null unless the caller may read every rate. */
  cost: string | null;
  /** DETAILS: everyone with time in the window, by name; otherwise the caller's own row, if any. */
  members: ProjectMemberTotal[];
  /** Longest first. */
  tasks: ProjectTaskTotal[];
}

/** GET /v1/projects/{id}/activities query: the window [start, end), newest first. */
export interface ProjectActivitiesQuery {
  start: UnixSeconds;
  /** After start, at most PROJECT_RANGE_MAX_DAYS later. */
  end: UnixSeconds;
  /** Only this member's; another member's need the DETAILS view. */
  id_user?: string;
  /** next_before of the previous page. */
  before?: string;
}

/** A label an activity carries, with its name. */
export interface ProjectActivityLabel {
  id: string;
  name: string;
}

/** One activity on the project, with the names a list shows. */
export interface ProjectActivity {
  id: string;
  id_user: string;
  member_name: string;
  /** Null without a task, and for another member's personal task. */
  id_task: string | null;
  task_name: string | null;
  /** True when the task is another member's personal one (its name is theirs). */
  is_task_hidden: boolean;
  category: (ProjectActivityLabel & { color: string }) | null;
  /** Live tags, by name. */
  tags: ProjectActivityLabel[];
  description: string | null;
  start: UnixSeconds;
  /** Null while it runs. */
  end: UnixSeconds | null;
}

/** One page of a project's activities; next_before is null after the last. */
export interface ProjectActivityPage {
  view: ProjectTimeView;
  items: ProjectActivity[];
  next_before: string | null;
}
