import dayjs from 'dayjs';

import {
  mondayOf,
  parseDate,
  periodDays,
  periodFromSearch,
  periodHoldsToday,
  periodIsFuture,
  periodRange,
  periodSearch,
  shiftPeriod,
  switchUnit,
} from '@/features/workspace-times/utils/period';

const search = (text: string) => new URLSearchParams(text);
// A Wednesday.
const today = dayjs('2024-05-01T15:30');

describe('the period in the address', () => {
  it('reads a day or a week, a week from any of its days', () => {
    expect(periodFromSearch(search('day=2024-05-03'), today)).toEqual({
      unit: 'day',
      first: '2024-05-03',
    });
    expect(periodFromSearch(search('week=2024-05-03'), today)).toEqual({
      unit: 'week',
      first: '2024-04-29',
    });
  });

  it('falls back to the current week for a missing or impossible date', () => {
    const thisWeek = { unit: 'week', first: '2024-04-29' };
    expect(periodFromSearch(search(''), today)).toEqual(thisWeek);
    expect(periodFromSearch(search('day=2024-02-30'), today)).toEqual(thisWeek);
    expect(periodFromSearch(search('week=soon'), today)).toEqual(thisWeek);
  });

  it('writes the search that reads back the same period', () => {
    const period = { unit: 'day', first: '2024-05-03' } as const;
    expect(periodSearch(period)).toBe('day=2024-05-03');
    expect(periodFromSearch(search(periodSearch(period)), today)).toEqual(period);
  });

  it('accepts only real calendar days', () => {
    expect(parseDate('2024-02-29')?.format('YYYY-MM-DD')).toBe('2024-02-29');
    expect(parseDate('2023-02-29')).toBeNull();
    expect(parseDate('2024-5-1')).toBeNull();
    expect(parseDate(null)).toBeNull();
  });
});

describe('moving through periods', () => {
  it('starts weeks on Monday, Sunday included', () => {
    expect(mondayOf(dayjs('2024-05-05T23:00')).format('YYYY-MM-DD')).toBe('2024-04-29');
    expect(mondayOf(dayjs('2024-04-29T00:00')).format('YYYY-MM-DD')).toBe('2024-04-29');
  });

  it('steps by a day or a week, across month ends', () => {
    expect(shiftPeriod({ unit: 'day', first: '2024-04-30' }, 1)).toEqual({
      unit: 'day',
      first: '2024-05-01',
    });
    expect(shiftPeriod({ unit: 'week', first: '2024-04-29' }, -1)).toEqual({
      unit: 'week',
      first: '2024-04-22',
    });
  });

  it('switches a day to its week, and a week to today when it holds today', () => {
    expect(switchUnit({ unit: 'day', first: '2024-05-03' }, 'week', today)).toEqual({
      unit: 'week',
      first: '2024-04-29',
    });
    expect(switchUnit({ unit: 'week', first: '2024-04-29' }, 'day', today)).toEqual({
      unit: 'day',
      first: '2024-05-01',
    });
    expect(switchUnit({ unit: 'week', first: '2024-04-15' }, 'day', today)).toEqual({
      unit: 'day',
      first: '2024-04-15',
    });
  });

  it('lists the days with their bounds, and the whole range', () => {
    const days = periodDays({ unit: 'week', first: '2024-04-29' });
    expect(days.map((day) => day.date)).toEqual([
      '2024-04-29',
      '2024-04-30',
      '2024-05-01',
      '2024-05-02',
      '2024-05-03',
      '2024-05-04',
      '2024-05-05',
    ]);
    expect(days[0]?.start).toBe(dayjs('2024-04-29T00:00').unix());
    expect(days[0]?.end).toBe(days[1]?.start);
    expect(periodRange({ unit: 'day', first: '2024-05-01' })).toEqual({
      start: dayjs('2024-05-01T00:00').unix(),
      end: dayjs('2024-05-02T00:00').unix(),
    });
  });

  it('knows whether a period holds today or lies ahead', () => {
    expect(periodHoldsToday({ unit: 'week', first: '2024-04-29' }, today)).toBe(true);
    expect(periodHoldsToday({ unit: 'day', first: '2024-04-30' }, today)).toBe(false);
    expect(periodIsFuture({ unit: 'day', first: '2024-05-02' }, today)).toBe(true);
    expect(periodIsFuture({ unit: 'week', first: '2024-04-29' }, today)).toBe(false);
  });
});
