import { billingAccess, readsBilling } from '@/features/billing/utils/billing-access';
import {
  featuresLost,
  PLAN_COLUMNS,
  PLAN_TABLE_FEATURES,
  planDirection,
} from '@/features/billing/utils/plan-table';

describe('the plan table', () => {
  it('has the spec’s four plans and eleven features', () => {
    expect(PLAN_COLUMNS.map((column) => column.plan)).toEqual([
      'FREE',
      'LITE',
      'BASIC',
      'BUSINESS',
    ]);
    expect(PLAN_TABLE_FEATURES).toHaveLength(11);
    expect(PLAN_COLUMNS[0]).toMatchObject({ retentionDays: 35, memberLimit: 5 });
    expect(PLAN_COLUMNS[1]?.features.has('permissions')).toBe(true);
    expect(PLAN_COLUMNS[1]?.features.has('attendance_report')).toBe(false);
  });

  it('tells upgrades from downgrades and what a downgrade loses', () => {
    expect(planDirection('LITE', 'BASIC')).toBe('upgrade');
    expect(planDirection('BUSINESS', 'LITE')).toBe('downgrade');
    expect(planDirection('BASIC', 'BASIC')).toBe('same');
    expect(featuresLost('BASIC', 'LITE')).toEqual([
      'attendance_report',
      'guest_role',
      'member_rate',
      'pomodoro_settings',
      'required_fields',
    ]);
    expect(featuresLost('LITE', 'BASIC')).toEqual([]);
  });
});

describe('billing access', () => {
  it('lets the super owner manage, owners read, others nothing', () => {
    expect(billingAccess({ role: 'SuperOwner', billing: 'test' })).toBe('manage');
    expect(billingAccess({ role: 'Owner', billing: 'stripe' })).toBe('read');
    expect(billingAccess({ role: 'Manager', billing: 'test' })).toBe('none');
    expect(billingAccess({ role: 'SuperOwner', billing: 'none' })).toBe('off');
    expect(readsBilling({ role: 'Owner', billing: 'test' })).toBe(true);
    expect(readsBilling({ role: 'Member', billing: 'test' })).toBe(false);
  });
});
