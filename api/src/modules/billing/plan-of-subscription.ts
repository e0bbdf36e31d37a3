import { type Plan, type SubscriptionStatus } from '@punchcard/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What decides a workspace's plan under billing: its live subscription as last stored. */
export interface PlanSource {
  status: SubscriptionStatus;
  /** The paid plan the subscription's price sells. */
  plan: Plan;
  pastDueSince: Date | null;
}

/** When a past_due subscription stops granting its plan. */
export function graceEnd(pastDueSince: Date, graceDays: number): Date {
  return new Date(pastDueSince.getTime() + graceDays * DAY_MS);
}

/**
 * The plan a subscription's status grants (the status table of the billing decisions):
 * active and trialing grant the price's plan; past_due keeps it until the grace period ends;
 * incomplete changes nothing yet (the first payment is being completed); every other status
 * (canceled, unpaid, incomplete_expired, paused), and no subscription at all, is FREE.
 */
export function planOf(
  source: PlanSource | undefined,
  current: Plan,
  now: Date,
  graceDays: number,
): Plan {
  if (source === undefined) return 'FREE';
  switch (source.status) {
    case 'active':
    case 'trialing':
      return source.plan;
    case 'past_due':
      return source.pastDueSince !== null && now < graceEnd(source.pastDueSince, graceDays)
        ? source.plan
        : 'FREE';
    case 'incomplete':
      return current;
    case 'canceled':
    case 'unpaid':
    case 'incomplete_expired':
    case 'paused':
      return 'FREE';
  }
}
