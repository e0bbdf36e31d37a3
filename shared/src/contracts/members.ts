// Wire contracts of the members routes. Every `{id}` is the member's user id (Member.id_user).
import type { Role } from '../roles.js';

/** Query of GET /v1/workspaces/{id}/members. */
export interface MemberListQuery {
  /** Also list soft-deleted members (for the restore screen); needs MANAGE_WORKSPACE_MEMBERS. */
  include_deleted?: boolean;
}

/** PATCH /v1/workspaces/members/{id}/role */
export interface ChangeMemberRoleRequest {
  role: Role;
}

/** PATCH /v1/workspaces/members/role: one role for many members, all or nothing. */
export interface ChangeMembersRoleRequest {
  members: { id_users: string[]; role: Role };
}

/**
 * PATCH /v1/workspaces/members/deactivate, /reactivate, /restore and DELETE
 * /v1/workspaces/members/pseudo: all or nothing.
 */
export interface MemberIdsRequest {
  ids: string[];
}

/**
 * PATCH /v1/workspaces/members/{id}/profile: the member's name as this workspace shows it. An empty
 * name falls back to the account's; an omitted nickname stays as it is, null or '' clears it.
 */
export interface MemberProfileRequest {
  first_name: string | null;
  last_name: string | null;
  nickname?: string | null;
}

/** POST /v1/workspaces/nicknames: the caller's own nickname in the active workspace. */
export interface NicknameRequest {
  nickname: string;
}

/** Most ids one bulk member call takes. */
export const MEMBER_BULK_MAX = 100;
export const MEMBER_NAME_MAX_LENGTH = 100;
export const NICKNAME_MAX_LENGTH = 50;
