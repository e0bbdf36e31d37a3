// What the workspace's plan and the caller's role allow, so the screens offer only what the API
// accepts and say why the rest is unavailable (decisions.md, "Roles and permissions"). The API
// sends its billing mode with the workspace: without billing no plan limits anything, so nothing
// is shown as needing a plan (decisions.md, "Plans and permissions").
import {
  type Plan,
  PlanFeature,
  planHasFeature,
  planLimits,
  REQUIRED_FIELD_SETTINGS,
  Role,
  roleRank,
  type TimestampSettings,
} from '@punchcard/shared';

import type { Workspace } from '@/lib/wire';
import { lowestPlanWith, type PlanView } from '@/lib/workspace-permissions';

/** Members the plan allows (the inviter included), or null without a limit. */
export const memberLimitOf = ({ plan, billing }: PlanView): number | null =>
  planLimits(plan, billing).memberLimit;

/** Every role but SuperOwner, which nobody is invited as. */
export type InvitableRole = Exclude<Role, typeof Role.SuperOwner>;

export interface RoleChoice {
  role: InvitableRole;
  /** Undefined when the plan offers the role; else the plan that would. */
  needsPlan?: Plan;
}

/**
 * The roles the caller may hand out, least powerful first: never SuperOwner, never above their
 * own; Guest needs the guest-role feature, every role but Member the roles feature.
 */
export function invitableRoles(workspace: Workspace): RoleChoice[] {
  const order: InvitableRole[] = [Role.Member, Role.Manager, Role.Owner, Role.Guest];
  return order
    .filter((role) => roleRank(role) <= roleRank(workspace.role))
    .map((role) => {
      const feature = role === Role.Guest ? PlanFeature.GuestRole : PlanFeature.Roles;
      if (role === Role.Member || planHasFeature(workspace.plan, feature, workspace.billing)) {
        return { role };
      }
      return { role, needsPlan: lowestPlanWith(feature) ?? workspace.plan };
    });
}

type TimestampSettingKey = keyof Workspace['timestampSettings'];

/** The settings that make a detail required on every activity, in the order a form lists them. */
export const REQUIRED_FIELDS = [
  'isDescriptionRequired',
  'isProjectRequired',
  'isTaskRequired',
  'isCategoryRequired',
  'isTagRequired',
] as const satisfies readonly TimestampSettingKey[];
export type RequiredFieldSetting = (typeof REQUIRED_FIELDS)[number];

const camel = (key: keyof TimestampSettings): string =>
  key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** Those a plan without the required-fields feature always saves false. */
const planGatedFields: ReadonlySet<string> = new Set(REQUIRED_FIELD_SETTINGS.map(camel));

/** Undefined when the plan lets the field be required; else the plan that would. */
export function requiredFieldNeedsPlan(
  { plan, billing }: PlanView,
  field: RequiredFieldSetting,
): Plan | undefined {
  if (!planGatedFields.has(field) || planHasFeature(plan, PlanFeature.RequiredFields, billing)) {
    return undefined;
  }
  return lowestPlanWith(PlanFeature.RequiredFields) ?? plan;
}
