import { DEFAULT_SCHEDULE_DAYS } from '@punchcard/shared';

import { weekdayName, weekSummary } from '@/features/work-schedules/utils/week-text';

describe('schedules in words', () => {
  it('names weekdays in the page’s language', () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'en', 'short')).toBe('Sun');
    expect(weekdayName(1, 'ja')).toBe('月曜日');
  });

  it('sums a week up as runs of days with the same hours', () => {
    expect(weekSummary([...DEFAULT_SCHEDULE_DAYS], 'en')).toBe('Mon–Fri 09:00–18:00');
    const days = [
      { weekday: 1 as const, start: '09:00', end: '17:00' },
      { weekday: 2 as const, start: '09:00', end: '17:00' },
      { weekday: 3 as const, start: null, end: null },
      { weekday: 4 as const, start: '09:00', end: '17:00' },
      { weekday: 6 as const, start: '10:00', end: '14:00' },
    ];
    expect(weekSummary(days, 'en')).toBe('Mon–Tue 09:00–17:00 · Thu 09:00–17:00 · Sat 10:00–14:00');
    expect(weekSummary(days, 'ja')).toBe('月–火 09:00–17:00、木 09:00–17:00、土 10:00–14:00');
  });

  it('follows the week’s first day and says nothing of a week without work', () => {
    const weekend = [
      { weekday: 6 as const, start: '10:00', end: '14:00' },
      { weekday: 7 as const, start: '10:00', end: '14:00' },
      { weekday: 1 as const, start: '10:00', end: '14:00' },
    ];
    expect(weekSummary(weekend, 'en', 6)).toBe('Sat–Mon 10:00–14:00');
    expect(weekSummary([], 'en')).toBeNull();
  });
});
