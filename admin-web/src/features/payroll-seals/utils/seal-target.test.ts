import { defaultSealUnit, sealTarget } from '@/features/payroll-seals/utils/seal-target';
import { aSeal } from '@/features/payroll-seals/testing/seal-fixtures';
import { rangeOf } from '@/lib/report-range';

const now = new Date('2026-11-26T12:00:00Z');

describe('the period offered for sealing', () => {
  it('offers the month (or week) holding the report’s first day', () => {
    const shown = rangeOf('month', '2026-10-01');
    expect(defaultSealUnit(shown)).toBe('month');
    expect(defaultSealUnit(rangeOf('week', '2026-10-05'))).toBe('week');
    expect(sealTarget('month', shown, [], 'UTC', 1, now)).toEqual({
      range: rangeOf('month', '2026-10-01'),
      state: 'ready',
    });
    expect(sealTarget('week', rangeOf('day', '2026-10-07'), [], 'UTC', 1, now).range).toEqual(
      rangeOf('week', '2026-10-05'),
    );
  });

  it('waits for the period to end in the workspace’s zone', () => {
    const lastDay = rangeOf('day', '2026-11-30');
    const endOfMonth = new Date('2026-11-30T16:00:00Z');
    expect(sealTarget('month', lastDay, [], 'UTC', 1, endOfMonth).state).toBe('notEnded');
    // In Tokyo it is already December 1st.
    expect(sealTarget('month', lastDay, [], 'Asia/Tokyo', 1, endOfMonth).state).toBe('ready');
  });

  it('refuses what a live seal covers, not what a reopened one did', () => {
    const shown = rangeOf('month', '2026-10-01');
    const week = aSeal({ unit: 'week', firstDay: '2026-09-28', lastDay: '2026-10-04' });
    expect(sealTarget('month', shown, [week], 'UTC', 1, now).state).toBe('sealed');
    const reopened = { ...week, status: 'reopened' as const };
    expect(sealTarget('month', shown, [reopened], 'UTC', 1, now).state).toBe('ready');
  });
});
