import { ErrorKey, PlanFeature, type PlanLimits, Role, roleRank } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { forbidden } from '#src/common/errors/app.exception.js';

/**
 * Whether the plan (its limits under the install's billing, `PlanRules.limits`) lets anyone hold
 * `role`: every role but Member needs the roles feature, a guest also the guest-role feature.
 * Throws 403 plan_feature_unavailable.
 */
export function requireRoleOnPlan(limits: PlanLimits, role: Role): void {
  if (role === Role.Guest && !limits.features.has(PlanFeature.GuestRole)) {
    throw forbidden(
      ErrorKey.PlanFeatureUnavailable,
      'The guest role needs the BASIC plan or above.',
    );
  }
  if (role !== Role.Member && !limits.features.has(PlanFeature.Roles)) {
    throw forbidden(ErrorKey.PlanFeatureUnavailable, 'Roles other than Member need a paid plan.');
  }
}

/** Nobody hands out a role above their own (so only a super owner grants SuperOwner). */
export function requireGrantable(access: WorkspaceAccess, role: Role): void {
  if (roleRank(role) > roleRank(access.role)) {
    throw forbidden(ErrorKey.RoleNotAllowed, `A ${access.role} cannot grant the ${role} role.`);
  }
}

/**
 * Members ranked above the caller are out of their reach (an owner cannot deactivate, demote or
 * rename a super owner); the caller themself always is within it.
 */
export function requireWithinReach(access: WorkspaceAccess, idUser: string, role: Role): void {
  if (idUser !== access.member.idUser && roleRank(role) > roleRank(access.role)) {
    throw forbidden(ErrorKey.RoleNotAllowed, `A ${access.role} cannot manage a ${role}.`);
  }
}
