import { type Plan, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@punchcard/shared';
import { graceEnd, planOf } from './plan-of-subscription.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const DAY_MS = 86_400_000;

function source(status: SubscriptionStatus, pastDueDaysAgo?: number) {
  return {
    status,
    plan: 'BASIC' as Plan,
    pastDueSince:
      pastDueDaysAgo === undefined ? null : new Date(NOW.getTime() - pastDueDaysAgo * DAY_MS),
  };
}

describe('planOf', () => {
  it.each<[SubscriptionStatus, Plan]>([
    ['active', 'BASIC'],
    ['trialing', 'BASIC'],
    ['incomplete', 'LITE'],
    ['canceled', 'FREE'],
    ['unpaid', 'FREE'],
    ['incomplete_expired', 'FREE'],
    ['paused', 'FREE'],
  ])('%s gives %s (the workspace is on LITE)', (status, plan) => {
    expect(planOf(source(status), 'LITE', NOW, 7)).toBe(plan);
  });

  it('keeps the plan while past_due within the grace period, FREE from its end on', () => {
    expect(planOf(source('past_due', 6.9), 'BASIC', NOW, 7)).toBe('BASIC');
    expect(planOf(source('past_due', 7), 'BASIC', NOW, 7)).toBe('FREE');
    expect(planOf(source('past_due', 8), 'BASIC', NOW, 7)).toBe('FREE');
  });

  it('is FREE without a subscription', () => {
    expect(planOf(undefined, 'BUSINESS', NOW, 7)).toBe('FREE');
  });

  it('answers a plan for every status', () => {
    for (const status of SUBSCRIPTION_STATUSES) {
      expect(['FREE', 'LITE', 'BASIC']).toContain(planOf(source(status, 1), 'LITE', NOW, 7));
    }
  });

  it('ends the grace period graceDays after past_due began', () => {
    expect(graceEnd(new Date('2026-03-01T00:00:00Z'), 7)).toEqual(new Date('2026-03-08T00:00:00Z'));
  });
});
