import { retentionCutoff, plansWithRetention } from './plans.js';
import fc from 'fast-check';
import {
  BillingMode,
  parseBillingMode,
  Plan,
  PLAN_LIMITS,
  PlanFeature,
  PLANS,
  parsePlan,
  planHasFeature,
  planLimits,
} from './plans.js';

/** projects-billing-spec section 6, "Plan features", row by row: [FREE, LITE, BASIC and BUSINESS]. */
const SPEC_TABLE: Record<string, readonly [boolean, boolean, boolean]> = {
  attendance_report: [false, false, true],
  integrations: [false, true, true],
  guest_role: [false, false, true],
  member_rate: [false, false, true],
  permissions: [false, true, true],
  private_projects: [false, true, true],
  pomodoro_settings: [false, false, true],
  project_report: [false, true, true],
  roles: [false, true, true],
  required_fields: [false, false, true],
  location_and_metadata: [false, true, true],
};
const COLUMN: Record<Plan, 0 | 1 | 2> = { FREE: 0, LITE: 1, BASIC: 2, BUSINESS: 2 };

const billing = BillingMode.Test;

const garbage = fc
  .string({ maxLength: 12 })
  .filter((s) => !PLANS.some((plan) => s.toLowerCase().includes(plan.toLowerCase())));

describe('plan features', () => {
  it('has exactly the features of the spec table', () => {
    expect(Object.values(PlanFeature).sort()).toEqual(Object.keys(SPEC_TABLE).sort());
  });

  it('lists the four plans of the spec', () => {
    expect([...PLANS].sort()).toEqual(['BASIC', 'BUSINESS', 'FREE', 'LITE']);
  });

  it.each(PLANS)('gives %s exactly its column of the table', (plan) => {
    const expected = Object.entries(SPEC_TABLE)
      .filter(([, columns]) => columns[COLUMN[plan]])
      .map(([feature]) => feature)
      .sort();
    expect([...PLAN_LIMITS[plan].features].sort()).toEqual(expected);
    for (const [feature, columns] of Object.entries(SPEC_TABLE)) {
      expect(planHasFeature(plan, feature as PlanFeature, billing)).toBe(columns[COLUMN[plan]]);
    }
  });

  it('gives FREE nothing and BASIC and BUSINESS everything', () => {
    expect(PLAN_LIMITS.FREE.features.size).toBe(0);
    const all = Object.values(PlanFeature).length;
    expect(PLAN_LIMITS.BASIC.features.size).toBe(all);
    expect(PLAN_LIMITS.BUSINESS.features.size).toBe(all);
  });

  it('keeps data 35 days and allows 5 members on FREE only', () => {
    expect(PLAN_LIMITS.FREE).toMatchObject({ retentionDays: 35, memberLimit: 5 });
    for (const plan of [Plan.Lite, Plan.Basic, Plan.Business]) {
      expect(PLAN_LIMITS[plan]).toMatchObject({ retentionDays: null, memberLimit: null });
    }
  });
});

describe('parsePlan', () => {
  it('reads a plan name in any case', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...PLANS)
          .chain((plan) => fc.tuple(fc.constant(plan), fc.mixedCase(fc.constant(plan)))),
        ([plan, raw]) => {
          expect(parsePlan(raw)).toBe(plan);
          expect(planLimits(raw, billing)).toBe(PLAN_LIMITS[plan]);
        },
      ),
    );
  });

  it('falls back to FREE for anything else', () => {
    fc.assert(
      fc.property(fc.oneof(garbage, fc.constantFrom(null, undefined, '')), (raw) => {
        expect(parsePlan(raw)).toBe(Plan.Free);
        expect(planLimits(raw, billing)).toBe(PLAN_LIMITS.FREE);
        for (const feature of Object.values(PlanFeature)) {
          expect(planHasFeature(raw, feature, billing)).toBe(false);
        }
      }),
    );
  });

  it('does not read a plan name inside a longer value', () => {
    expect(parsePlan('LITE_PLUS')).toBe(Plan.Free);
    expect(parsePlan('business-trial')).toBe(Plan.Free);
    expect(parsePlan('L I T E')).toBe(Plan.Free);
  });
});

describe('retention', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('cuts FREE off at 35 days and keeps everything on other plans (unknown plans are FREE)', () => {
    expect(retentionCutoff('FREE', now, billing)?.toISOString()).toBe('2026-10-17T12:00:00.000Z');
    expect(retentionCutoff('nonsense', now, billing)?.toISOString()).toBe(
      '2026-10-17T12:00:00.000Z',
    );
    for (const plan of ['LITE', 'BASIC', 'BUSINESS']) {
      expect(retentionCutoff(plan, now, billing)).toBeNull();
    }
    expect(plansWithRetention(billing)).toEqual([{ plan: 'FREE', days: 35 }]);
  });
});

describe('billing mode', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('reads none, test and stripe in any case, and nothing else', () => {
    expect(parseBillingMode(' None ')).toBe(BillingMode.None);
    expect(parseBillingMode('TEST')).toBe(BillingMode.Test);
    expect(parseBillingMode(' Stripe')).toBe(BillingMode.Stripe);
    expect(parseBillingMode('paypal')).toBeUndefined();
    expect(parseBillingMode('')).toBeUndefined();
  });

  it('without billing gives every plan every feature, no member limit and no purge', () => {
    fc.assert(
      fc.property(fc.oneof(garbage, fc.constantFrom(...PLANS, null, undefined)), (raw) => {
        const limits = planLimits(raw, BillingMode.None);
        expect(limits).toMatchObject({ retentionDays: null, memberLimit: null });
        for (const feature of Object.values(PlanFeature)) {
          expect(planHasFeature(raw, feature, BillingMode.None)).toBe(true);
        }
        expect(retentionCutoff(raw, now, BillingMode.None)).toBeNull();
      }),
    );
    expect(plansWithRetention(BillingMode.None)).toEqual([]);
  });
});
