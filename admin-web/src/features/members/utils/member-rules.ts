// What the members page offers whom: the API's rules (member-rules.ts, member-roles.service.ts and
// member-status.service.ts on the server) read from the shared role and plan tables, so a button
// is shown exactly when the API would accept its call.
import { MemberStatus, PlanFeature, planLimits, Role, ROLES, roleRank } from '@punchcard/shared';

import { stateOf } from '@/features/members/utils/member-filters';
import type { Invitation, Member, Workspace } from '@/lib/wire';

/** A change the page can make to members, singly or in bulk. */
export const MEMBER_ACTIONS = ['role', 'deactivate', 'reactivate', 'remove', 'restore'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/** Who is asking, and what their workspace's plan allows. */
export interface Caller {
  idUser: string;
  role: Role;
  /** Holds MANAGE_WORKSPACE_MEMBERS. */
  canManage: boolean;
  workspace: Pick<Workspace, 'plan' | 'billing'>;
}

function planHas(caller: Caller, feature: PlanFeature): boolean {
  return planLimits(caller.workspace.plan, caller.workspace.billing).features.has(feature);
}

/** Roles other than Member need the roles feature; Guest also the guest-role feature. */
function roleOnPlan(caller: Caller, role: Role): boolean {
  if (role === Role.Member) return true;
  if (!planHas(caller, PlanFeature.Roles)) return false;
  return role !== Role.Guest || planHas(caller, PlanFeature.GuestRole);
}

/** The plan lets anyone's role be changed at all. */
export const canChangeRoles = (caller: Caller): boolean =>
  caller.canManage && planHas(caller, PlanFeature.Roles);

/** Roles the caller may hand out: on the plan and never above their own. */
export function grantableRoles(caller: Caller): Role[] {
  return ROLES.filter(
    (role) => roleOnPlan(caller, role) && roleRank(role) <= roleRank(caller.role),
  );
}

/** Roles an invitation may carry: nobody is invited as super owner. */
export const invitableRoles = (caller: Caller): Role[] =>
  grantableRoles(caller).filter((role) => role !== Role.SuperOwner);

/** The role dialog starts on Guest, as the spec says, when the plan offers it. */
export function defaultDialogRole(roles: readonly Role[]): Role | null {
  return roles.includes(Role.Guest) ? Role.Guest : (roles[0] ?? null);
}

/** Active super owners: the last of them may not leave, be demoted, deactivated or deleted. */
export function activeSuperOwners(members: readonly Member[]): string[] {
  return members
    .filter((member) => stateOf(member) === 'ACTIVE' && member.role === Role.SuperOwner)
    .map((member) => member.idUser);
}

/** Whether taking `leaving` out of the active super owners leaves none. */
export function strandsWorkspace(members: readonly Member[], leaving: readonly string[]): boolean {
  const superOwners = activeSuperOwners(members);
  return superOwners.length > 0 && superOwners.every((id) => leaving.includes(id));
}

/**
 * The changes the caller may make to one member: none without the permission or for members
 * ranked above them; by state, what the API's state machine allows. Oneself is left out: leaving
 * the workspace has its own place on the page.
 */
export function actionsFor(member: Member, caller: Caller): MemberAction[] {
  if (!caller.canManage || member.idUser === caller.idUser) return [];
  if (roleRank(member.role) > roleRank(caller.role)) return [];
  const role: MemberAction[] = canChangeRoles(caller) ? ['role'] : [];
  switch (stateOf(member)) {
    case 'ACTIVE':
      return [...role, 'deactivate', 'remove'];
    case 'INACTIVE':
      return [...role, 'reactivate', 'remove'];
    case 'PENDING':
      // A pending member is an invitation: deleting it cancels it.
      return [...role, 'remove'];
    case 'DELETED':
      return ['restore'];
  }
}

/**
 * The changes that fit every selected member (the bulk calls are all or nothing), minus those
 * that would leave the workspace without an active super owner.
 */
export function bulkActionsFor(
  selected: readonly Member[],
  members: readonly Member[],
  caller: Caller,
): MemberAction[] {
  if (selected.length === 0) return [];
  const ids = selected.map((member) => member.idUser);
  return MEMBER_ACTIONS.filter((action) =>
    selected.every((member) => actionsFor(member, caller).includes(action)),
  ).filter((action) => !(leavesSuperOwners(action) && strandsWorkspace(members, ids)));
}

/** Actions that take a super owner out of the active ones (a role change may demote). */
export const leavesSuperOwners = (action: MemberAction): boolean =>
  action === 'role' || action === 'deactivate' || action === 'remove';

/** The single-member actions, with the last super owner protected. */
export function rowActionsFor(
  member: Member,
  members: readonly Member[],
  caller: Caller,
): MemberAction[] {
  return actionsFor(member, caller).filter(
    (action) => !(leavesSuperOwners(action) && strandsWorkspace(members, [member.idUser])),
  );
}

/**
 * Seats left on the plan, or null when it has no member limit: active and pending members, plus
 * invited e-mails without a membership yet (the API's SeatsRepository counts the same).
 */
export function seatsLeft(
  workspace: Pick<Workspace, 'plan' | 'billing'>,
  members: readonly Member[],
  invitations: readonly Invitation[],
): number | null {
  const limit = planLimits(workspace.plan, workspace.billing).memberLimit;
  if (limit === null) return null;
  const seated = members.filter(
    (member) =>
      member.deletedAt === null &&
      (member.status === MemberStatus.Active || member.status === MemberStatus.Pending),
  );
  // An invitee with any live membership here is counted (or not) as that member.
  const memberIds = new Set(
    members.filter((member) => member.deletedAt === null).map((member) => member.idUser),
  );
  const invitedOnly = new Set(
    invitations
      .filter((invitation) => invitation.idUser === null || !memberIds.has(invitation.idUser))
      .map((invitation) => invitation.email),
  );
  return Math.max(0, limit - seated.length - invitedOnly.size);
}
