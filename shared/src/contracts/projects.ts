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
