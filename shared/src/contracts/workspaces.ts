import type { Permission } from '../permissions.js';
import type { BillingMode, Plan } from '../plans.js';
import type { MemberStatus, Role } from '../roles.js';
import type { UnixSeconds } from '../time.js';
import type { WorkStatus } from './workspace-times.js';
import type { WorkspacePendingRequest } from './requests.js';

export const ProjectReportVisibility = {
  Details: 'DETAILS',
  Personal: 'PERSONAL',
  Summary: 'SUMMARY',
} as const;
export type ProjectReportVisibility =
  (typeof ProjectReportVisibility)[keyof typeof ProjectReportVisibility];

/** Kiosk settings: all default true (time-tracking-spec section 3). */
export interface KioskSettings {
  is_kiosk_enabled: boolean;
  is_pin_enabled: boolean;
  is_picture_enabled: boolean;
  is_qrcode_enabled: boolean;
  is_nfc_enabled: boolean;
  /** Days back a kiosk punch may be dated before it is refused as too old: 1..31, default 7. */
  kiosk_max_punch_age_days: number;
}

/** The bounds of `kiosk_max_punch_age_days` (the default is PUNCH_MAX_AGE_DAYS_DEFAULT). */
export const KIOSK_MAX_PUNCH_AGE_DAYS = { min: 1, max: 31 } as const;

/** Timestamp settings: all default false (time-tracking-spec section 3). */
export interface TimestampSettings {
  is_permission_required: boolean;
  is_approval_required: boolean;
  is_time_modification_allowed: boolean;
  is_detail_modification_allowed: boolean;
  is_description_required: boolean;
  is_project_required: boolean;
  is_category_required: boolean;
  is_task_required: boolean;
  is_tag_required: boolean;
}

/** One role -> permission pair of a workspace. */
export interface WorkspacePermission {
  id_permission: string;
  permission: Permission;
  member_role: Role;
}

/** GET /v1/workspaces/permissions/values */
export interface PermissionValue {
  id: string;
  permission: Permission;
}

/** PATCH /v1/workspaces/permissions: replaces the active workspace's whole map. */
export interface UpdatePermissionsRequest {
  permissions: { id_permission: string; member_role: string }[];
}

/** A live client as the Workspace shape lists it (the clients routes give the full object). */
export interface WorkspaceClient {
  id: string;
  name: string;
  avatar: string | null;
}

/** A live tag as the Workspace shape lists it. */
export interface WorkspaceTag {
  id: string;
  name: string;
}

/** GET /v1/workspaces/{id} */
export interface Workspace {
  id: string;
  name: string;
  avatar: string | null;
  address: string | null;
  currency: string;
  plan: Plan;
  /**
   * The install's billing mode (BILLING), the same for every workspace: with `none` the plan
   * limits nothing, so the web app shows nothing as needing a plan.
   */
  billing: BillingMode;
  time_zone: string;
  is_default: boolean;
  is_trial_started: boolean;
  is_time_required: boolean;
  is_approval_required: boolean;
  /**
   * Members sign in only through the company's OpenID provider (OIDC_ISSUER): password sign-in
   * answers sso_required. Set with PATCH /v1/workspaces/sso-requirement.
   */
  is_oidc_required: boolean;
  project_report_visibility: ProjectReportVisibility;
  is_pomodoro_customization_enabled: boolean;
  is_active_member: boolean;
  role: Role;
  kiosk_settings: KioskSettings;
  timestamp_settings: TimestampSettings;
  permissions: WorkspacePermission[];
  member_count: number;
  /** Live clients, by name. */
  clients: WorkspaceClient[];
  /** Live tags, by name. */
  tags: WorkspaceTag[];
  /** The caller's own activity requests awaiting review (the UI marks those activities). */
  pending_requests: WorkspacePendingRequest[];
  created_at: UnixSeconds;
  deleted_at: UnixSeconds | null;
}

/** POST /v1/workspaces */
export interface CreateWorkspaceRequest {
  name: string;
  time_zone?: string;
}

/** PATCH /v1/workspaces/{id}/names */
export interface RenameWorkspaceRequest {
  name: string;
}

/**
 * One row of GET /v1/workspaces/{id}/members, and the answer of every member change. `id_user` is
 * the member's id in every `/workspaces/members/{id}` path. Invitations of e-mails that have no
 * account yet are not members: GET /v1/accounts/invitations lists them.
 */
export interface Member {
  id_user: string;
  /** Null where the caller is a guest and this is someone else (docs/decisions.md, "What a guest sees"). */
  email: string | null;
  /** Nickname, else the full name, else the e-mail. */
  name: string;
  /** The workspace's name for the member, else the account's. */
  first_name: string | null;
  last_name: string | null;
  nickname: string | null;
  avatar: string | null;
  role: Role;
  status: MemberStatus;
  /** Whether this is the member's active workspace. */
  is_default: boolean;
  /** When the membership was created (the invitation, for a pending member) or accepted. */
  joined_at: UnixSeconds;
  /** Set on soft-deleted members, listed only with `include_deleted=true`. */
  deleted_at: UnixSeconds | null;
  /** Clocked in (WORKING), on a break (BREAK) or neither (NOT_WORKING), in this workspace. */
  work_status: WorkStatus;
}
