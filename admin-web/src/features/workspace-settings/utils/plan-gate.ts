// What the workspace's plan holds back on this page, and the plan that would offer it
// (projects-billing-spec section 6). Without billing (`none`) nothing is held back.
import {
  type Plan,
  PLAN_LIMITS,
  type PlanFeature,
  PLANS,
  planHasFeature,
  REQUIRED_FIELD_SETTINGS,
} from '@punchcard/shared';

import type { TimestampSettings, Workspace } from '@/lib/wire';

type PlanView = Pick<Workspace, 'plan' | 'billing'>;

/** Undefined when the plan has `feature`; else the cheapest plan of the table that has it. */
export function planNeededFor({ plan, billing }: PlanView, feature: PlanFeature): Plan | undefined {
  if (planHasFeature(plan, feature, billing)) return undefined;
  return PLANS.find((candidate) => PLAN_LIMITS[candidate].features.has(feature));
}

const camel = (key: string): string =>
  key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The required-field settings that need the required-fields feature (the task one does not). */
const planGatedFlags: ReadonlySet<string> = new Set(REQUIRED_FIELD_SETTINGS.map(camel));

export const isPlanGatedFlag = (flag: keyof TimestampSettings): boolean => planGatedFlags.has(flag);
