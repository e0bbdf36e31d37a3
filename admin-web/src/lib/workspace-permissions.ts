// What the caller may do in a workspace and what its plan holds back: the shared rules the API
// applies, read from the workspace the session answers, so every screen offers only what the API
// accepts and says which plan would offer the rest (projects-billing-spec section 6). Without
// billing no plan limits anything.
import {
  hasPermission,
  type Permission,
  type Plan,
  PLAN_LIMITS,
  type PlanFeature,
  PLANS,
  planHasFeature,
} from '@punchcard/shared';

import type { Workspace } from '@/lib/wire';

/** What the permission rule reads of a workspace. */
export type PermissionView = Pick<Workspace, 'role' | 'plan' | 'billing' | 'permissions'>;
/** What the plan rules read of a workspace: its stored plan and the install's billing mode. */
export type PlanView = Pick<Workspace, 'plan' | 'billing'>;

/** The caller may do `permission` in this workspace. */
export function canInWorkspace(workspace: PermissionView, permission: Permission): boolean {
  return hasPermission({
    role: workspace.role,
    plan: workspace.plan,
    billing: workspace.billing,
    grants: workspace.permissions.map((grant) => ({
      permission: grant.permission,
      role: grant.memberRole,
    })),
    permission,
  });
}

/** The cheapest plan of the spec's table that has `feature`, to say what an option needs. */
export function lowestPlanWith(feature: PlanFeature): Plan | undefined {
  return PLANS.find((plan) => PLAN_LIMITS[plan].features.has(feature));
}

/** Undefined when the plan has `feature`; else the cheapest plan that has it. */
export function planNeededFor({ plan, billing }: PlanView, feature: PlanFeature): Plan | undefined {
  return planHasFeature(plan, feature, billing) ? undefined : lowestPlanWith(feature);
}
