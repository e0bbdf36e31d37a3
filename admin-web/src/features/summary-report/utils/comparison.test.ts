import { periodChange } from '@/features/summary-report/utils/comparison';

describe('periodChange', () => {
  it('says how much more, in seconds and in percent of the previous period', () => {
    expect(periodChange(36_000, 28_800)).toEqual({ direction: 'up', delta: 7200, percent: 25 });
  });

  it('says how much less', () => {
    expect(periodChange(21_600, 28_800)).toEqual({ direction: 'down', delta: 7200, percent: 25 });
  });

  it('has no percent when the previous period had nothing', () => {
    expect(periodChange(3600, 0)).toEqual({ direction: 'up', delta: 3600, percent: null });
  });

  it('is the same when nothing changed, even at zero', () => {
    expect(periodChange(0, 0)).toEqual({ direction: 'same', delta: 0, percent: 0 });
    expect(periodChange(60, 60)).toEqual({ direction: 'same', delta: 0, percent: 0 });
  });

  it('rounds the percent to a whole number', () => {
    expect(periodChange(4000, 3000).percent).toBe(33);
  });
});
