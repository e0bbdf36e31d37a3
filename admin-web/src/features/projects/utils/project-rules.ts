// What the caller may do with projects in the active workspace, from the shared permission and
// plan rules the API applies (lib/workspace-permissions), so every screen offers only what the
// API accepts and says which plan would offer the rest.
import { Permission, type Plan, PlanFeature } from '@punchcard/shared';

import type { Workspace } from '@/lib/wire';
import { canInWorkspace, planNeededFor } from '@/lib/workspace-permissions';

export interface ProjectAbilities {
  /** CUD_PROJECT_TASK: create, edit, archive projects, add and remove members, see all. */
  canManage: boolean;
  /** MANAGE_WORKSPACE_MEMBERS: members' rates (with the plan's member rates), member invitations. */
  canManageMembers: boolean;
  /** The plan the member-rate feature needs; undefined when the plan has it. */
  ratesNeedPlan: Plan | undefined;
  /** The plan private projects need; undefined when the plan has them. */
  privateNeedsPlan: Plan | undefined;
  /** INVITE_PROJECT_GUEST. */
  canInviteGuests: boolean;
  /** The plan the guest role needs; undefined when the plan has it. */
  guestsNeedPlan: Plan | undefined;
  /** VIEW_MEMBER_TIMESTAMPS: a member's name leads to their time. */
  canViewMemberTimes: boolean;
}

export function projectAbilities(workspace: Workspace): ProjectAbilities {
  return {
    canManage: canInWorkspace(workspace, Permission.CudProjectTask),
    canManageMembers: canInWorkspace(workspace, Permission.ManageWorkspaceMembers),
    ratesNeedPlan: planNeededFor(workspace, PlanFeature.MemberRate),
    privateNeedsPlan: planNeededFor(workspace, PlanFeature.PrivateProjects),
    canInviteGuests: canInWorkspace(workspace, Permission.InviteProjectGuest),
    guestsNeedPlan: planNeededFor(workspace, PlanFeature.GuestRole),
    canViewMemberTimes: canInWorkspace(workspace, Permission.ViewMemberTimestamps),
  };
}

/** Whether the caller may set members' own rates (else the drawer shows them read-only). */
export function canSetRates(abilities: ProjectAbilities): boolean {
  return abilities.canManageMembers && abilities.ratesNeedPlan === undefined;
}

/** The changes the actions menu offers for one project. */
export type ProjectAction = 'edit' | 'members' | 'archive' | 'unarchive' | 'join' | 'leave';

/**
 * Managers edit and archive; anyone may open the members; a member may leave; anyone else may
 * join a public project, and a manager any project (the API's rule for private ones).
 */
export function projectActions(
  project: { isPublic: boolean; archivedAt: number | null },
  isMember: boolean,
  abilities: ProjectAbilities,
): ProjectAction[] {
  const actions: ProjectAction[] = [];
  if (abilities.canManage) actions.push('edit');
  actions.push('members');
  if (isMember) actions.push('leave');
  else if (project.isPublic || abilities.canManage) actions.push('join');
  if (abilities.canManage) actions.push(project.archivedAt === null ? 'archive' : 'unarchive');
  return actions;
}

/** Favouriting a project the caller is not on joins it, which a private one does not allow. */
export function canFavorite(project: { isPublic: boolean }, isMember: boolean): boolean {
  return isMember || project.isPublic;
}
