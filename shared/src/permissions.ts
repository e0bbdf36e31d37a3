import { asciiUpper, type BillingMode, planHasFeature, PlanFeature } from './plans.js';
import { Role, sameRole } from './roles.js';

/** Permission codes of both specs. */
export const Permission = {
  CudProjectTask: 'CUD_PROJECT_TASK',
  CudTags: 'CUD_TAGS',
  CudTaskCategory: 'CUD_TASK_CATEGORY',
  CudWorkspaceClients: 'CUD_WORKSPACE_CLIENTS',
  DeleteClosedTimestampAfter1Min: 'DELETE_CLOSED_TIMESTAMP_AFTER_1MIN',
  DeleteWorkspaceTimeAfter1Min: 'DELETE_WORKSPACE_TIME_AFTER_1MIN',
  InviteProjectGuest: 'INVITE_PROJECT_GUEST',
  ManageTimestampModification: 'MANAGE_TIMESTAMP_MODIFICATION',
  ManageWorkspaceMembers: 'MANAGE_WORKSPACE_MEMBERS',
  ManageWorkspaceSettings: 'MANAGE_WORKSPACE_SETTINGS',
  ManageWorkspaceTimeModification: 'MANAGE_WORKSPACE_TIME_MODIFICATION',
  ViewMemberTimestamps: 'VIEW_MEMBER_TIMESTAMPS',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];
export const PERMISSIONS: readonly Permission[] = Object.values(Permission);

export function parsePermission(name: string): Permission | undefined {
  const upper = asciiUpper(name);
  return PERMISSIONS.find((code) => code === upper);
}

/** One row of a workspace's role -> permission map. */
export interface PermissionGrant {
  readonly permission: Permission;
  readonly role: Role;
}

/**
 * The map a new workspace starts with, and the one that applies without the permissions feature
 * (our design; the spec leaves it open: docs/decisions.md, "Roles and permissions").
 * Owners hold everything; managers run the team's time and catalogue but not workspace settings;
 * members and guests hold nothing beyond their own time, so the kiosk and approvals stay honest.
 * SuperOwner is listed for completeness: it passes every check regardless.
 */
export const DEFAULT_ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  SuperOwner: PERMISSIONS,
  Owner: PERMISSIONS,
  Manager: PERMISSIONS.filter((code) => code !== Permission.ManageWorkspaceSettings),
  Member: [],
  Guest: [],
};

export function defaultPermissionGrants(): PermissionGrant[] {
  return Object.entries(DEFAULT_ROLE_PERMISSIONS).flatMap(([role, codes]) =>
    codes.map((permission) => ({ permission, role: role as Role })),
  );
}

export interface PermissionCheck {
  readonly role: string;
  readonly plan: string | null | undefined;
  /** The install's billing mode: without billing every plan has the permissions feature. */
  readonly billing: BillingMode;
  readonly grants: readonly PermissionGrant[];
  readonly permission: Permission;
}

/**
 * A super owner always passes. With the plan's permissions feature, a permission passes only when
 * the workspace maps it to the role. Without it the documented default map applies, whatever is
 * stored: the feature buys editing the map, not the checks. The spec's "everything passes" without
 * the feature (time-tracking-spec section 5) describes what the client lets one click; applied on
 * the server it let every member act as a manager (docs/decisions.md, "Plans and permissions").
 */
export function hasPermission({
  role,
  plan,
  billing,
  grants,
  permission,
}: PermissionCheck): boolean {
  if (sameRole(role, Role.SuperOwner)) return true;
  const custom = planHasFeature(plan, PlanFeature.Permissions, billing);
  const map = custom ? grants : defaultPermissionGrants();
  return map.some((g) => g.permission === permission && sameRole(g.role, role));
}
