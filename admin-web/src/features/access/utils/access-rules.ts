// Who may do what in a workspace, read through the same shared rule the API applies
// (lib/workspace-permissions), for the pages that explain it.
import {
  MemberStatus,
  parsePermission,
  type Permission,
  type PlanFeature,
  PlanFeature as PlanFeatures,
  planLimits,
  Role,
  roleRank,
  ROLES,
} from '@punchcard/shared';

import { canInWorkspace, lowestPlanWith, type PermissionView } from '@/lib/workspace-permissions';
import type { Member, Workspace } from '@/lib/wire';

/** The permissions that change someone's role or what a role may do. */
export const GRANTING: readonly Permission[] = [
  'MANAGE_WORKSPACE_MEMBERS',
  'MANAGE_WORKSPACE_SETTINGS',
];

/** A `need` query value as a permission code, or undefined for anything else. */
export function neededPermission(value: string | null): Permission | undefined {
  return value === null ? undefined : parsePermission(value);
}

/**
 * The roles below super owner that hold `permission` in this workspace, most powerful first
 * (the super owner always does, and is said separately).
 */
export function rolesHolding(workspace: PermissionView, permission: Permission): Role[] {
  return ROLES.filter((role) => role !== Role.SuperOwner)
    .filter((role) => canInWorkspace({ ...workspace, role }, permission))
    .sort((a, b) => roleRank(b) - roleRank(a));
}

/**
 * The active members, other than the caller, who can give them a permission: they may change
 * roles or the permission table. Most powerful first, then by name.
 */
export function grantors(
  workspace: PermissionView,
  members: readonly Member[],
  idUser: string,
  locale: string,
): Member[] {
  return members
    .filter((member) => member.idUser !== idUser && member.status === MemberStatus.Active)
    .filter((member) => member.deletedAt === null)
    .filter((member) =>
      GRANTING.some((permission) =>
        canInWorkspace({ ...workspace, role: member.role }, permission),
      ),
    )
    .sort((a, b) => roleRank(b.role) - roleRank(a.role) || a.name.localeCompare(b.name, locale));
}

/** One feature of the plan table as the details page lists it. */
export interface PlanFeatureRow {
  feature: PlanFeature;
  /** Undefined when the workspace has it; else the cheapest plan that does. */
  needs: Workspace['plan'] | undefined;
}

const FEATURES: readonly PlanFeature[] = Object.values(PlanFeatures);

/** What the workspace's plan holds, under the install's billing. */
export function planFacts(workspace: Pick<Workspace, 'plan' | 'billing'>) {
  const limits = planLimits(workspace.plan, workspace.billing);
  const features: PlanFeatureRow[] = FEATURES.map((feature) => ({
    feature,
    needs: limits.features.has(feature) ? undefined : lowestPlanWith(feature),
  }));
  return { memberLimit: limits.memberLimit, retentionDays: limits.retentionDays, features };
}

/** Whether the spec's plan table can limit anything here (billing on). */
export const isBilled = (workspace: Pick<Workspace, 'billing'>): boolean =>
  workspace.billing !== 'none';
