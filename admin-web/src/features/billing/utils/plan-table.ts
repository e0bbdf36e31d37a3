// The spec's plan features table (projects-billing-spec section 6), read from the same PLAN_LIMITS
// the API enforces, so the plans screen can never promise what a plan does not unlock.
import {
  type Plan,
  PLAN_LIMITS,
  type PlanFeature,
  PlanFeature as Features,
  PLANS,
} from '@punchcard/shared';

/** The rows in the order the spec lists them. */
export const PLAN_TABLE_FEATURES: readonly PlanFeature[] = Object.values(Features);

export interface PlanColumn {
  plan: Plan;
  features: ReadonlySet<PlanFeature>;
  /** Days of history kept; null keeps everything. */
  retentionDays: number | null;
  /** Members allowed; null for no limit. */
  memberLimit: number | null;
}

export const PLAN_COLUMNS: readonly PlanColumn[] = PLANS.map((plan) => ({
  plan,
  ...PLAN_LIMITS[plan],
}));

const rank = (plan: Plan): number => PLANS.indexOf(plan);

/** Whether moving from `from` to `to` is an upgrade (more), a downgrade (less) or no change. */
export function planDirection(from: Plan, to: Plan): 'upgrade' | 'downgrade' | 'same' {
  if (rank(to) === rank(from)) return 'same';
  return rank(to) > rank(from) ? 'upgrade' : 'downgrade';
}

/** Features `from` has that `to` lacks: what a downgrade switches off. */
export function featuresLost(from: Plan, to: Plan): PlanFeature[] {
  return PLAN_TABLE_FEATURES.filter(
    (feature) => PLAN_LIMITS[from].features.has(feature) && !PLAN_LIMITS[to].features.has(feature),
  );
}
