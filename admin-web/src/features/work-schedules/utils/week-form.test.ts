import { DEFAULT_SCHEDULE_DAYS } from '@punchcard/shared';

import {
  dayProblem,
  daysOf,
  draftsOf,
  inWeekOrder,
  sameWeek,
  weekdaysFrom,
  weeklySeconds,
  weekIsValid,
} from '@/features/work-schedules/utils/week-form';

const defaults = () => draftsOf([...DEFAULT_SCHEDULE_DAYS]);

describe('the schedule editor’s week', () => {
  it('holds every weekday, days off keeping hours to come back to', () => {
    const week = draftsOf([{ weekday: 3, start: '10:00', end: '15:30' }]);
    expect(week).toHaveLength(7);
    expect(week[2]).toEqual({ weekday: 3, working: true, start: '10:00', end: '15:30' });
    expect(week[0]).toEqual({ weekday: 1, working: false, start: '09:00', end: '18:00' });
  });

  it('sends seven days Monday first, a day off with no hours', () => {
    const week = inWeekOrder(defaults(), 7).map((day) =>
      day.weekday === 6 ? { ...day, working: true, start: '10:00', end: '14:00' } : day,
    );
    expect(daysOf(week)).toEqual([
      { weekday: 1, start: '09:00', end: '18:00' },
      { weekday: 2, start: '09:00', end: '18:00' },
      { weekday: 3, start: '09:00', end: '18:00' },
      { weekday: 4, start: '09:00', end: '18:00' },
      { weekday: 5, start: '09:00', end: '18:00' },
      { weekday: 6, start: '10:00', end: '14:00' },
      { weekday: 7, start: null, end: null },
    ]);
  });

  it('refuses missing times and an end not after the start, on working days only', () => {
    const day = { weekday: 1 as const, working: true, start: '09:00', end: '18:00' };
    expect(dayProblem(day)).toBeNull();
    expect(dayProblem({ ...day, end: '' })).toBe('invalid');
    expect(dayProblem({ ...day, start: '24:00' })).toBe('invalid');
    expect(dayProblem({ ...day, end: '09:00' })).toBe('order');
    expect(dayProblem({ ...day, start: '18:30' })).toBe('order');
    expect(dayProblem({ ...day, working: false, end: '' })).toBeNull();
    expect(weekIsValid(defaults())).toBe(true);
  });

  it('compares weeks by what they would save', () => {
    const week = defaults();
    const offWithOtherHours = week.map((day) =>
      day.weekday === 7 ? { ...day, start: '07:00' } : day,
    );
    expect(sameWeek(week, offWithOtherHours)).toBe(true);
    expect(
      sameWeek(
        week,
        week.map((day) => ({ ...day, working: true })),
      ),
    ).toBe(false);
  });

  it('orders the week from its first day', () => {
    expect(weekdaysFrom(1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekdaysFrom(7)).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect(inWeekOrder(defaults(), 3).map((day) => day.weekday)).toEqual([3, 4, 5, 6, 7, 1, 2]);
  });

  it('adds up the working hours of the week, leaving out unfinished days', () => {
    expect(weeklySeconds(defaults())).toBe(5 * 9 * 3600);
    const broken = defaults().map((day) => (day.weekday === 1 ? { ...day, end: '' } : day));
    expect(weeklySeconds(broken)).toBe(4 * 9 * 3600);
  });
});
