import dayjs from 'dayjs';

import {
  presetOf,
  presetRange,
  rangeFromSearch,
  rangeProblem,
  rangeWindow,
  shiftRange,
} from '@/features/projects/utils/date-range';

// A Wednesday.
const today = dayjs('2024-05-15T10:00');

describe('the date range of a project page', () => {
  it('names this week (from Monday), this month so far and last month', () => {
    expect(presetRange('thisWeek', today)).toEqual({ from: '2024-05-13', to: '2024-05-15' });
    expect(presetRange('thisMonth', today)).toEqual({ from: '2024-05-01', to: '2024-05-15' });
    expect(presetRange('lastMonth', today)).toEqual({ from: '2024-04-01', to: '2024-04-30' });
    expect(presetOf({ from: '2024-04-01', to: '2024-04-30' }, today)).toBe('lastMonth');
    expect(presetOf({ from: '2024-04-02', to: '2024-04-30' }, today)).toBeNull();
  });

  it('reads the address, falling back to this month', () => {
    const read = (query: string) => rangeFromSearch(new URLSearchParams(query), today);
    expect(read('from=2024-01-02&to=2024-01-09')).toEqual({ from: '2024-01-02', to: '2024-01-09' });
    expect(read('from=2024-02-30&to=2024-03-01')).toEqual({ from: '2024-05-01', to: '2024-05-15' });
    expect(read('')).toEqual({ from: '2024-05-01', to: '2024-05-15' });
  });

  it('says what is wrong with a typed range', () => {
    expect(rangeProblem({ from: '', to: '2024-05-01' })).toBe('invalid');
    expect(rangeProblem({ from: '2024-05-02', to: '2024-05-01' })).toBe('reversed');
    expect(rangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(rangeProblem({ from: '2024-01-01', to: '2025-01-01' })).toBe('tooLong');
  });

  it('covers whole local days, up to the midnight after the last', () => {
    const window = rangeWindow({ from: '2024-05-01', to: '2024-05-02' });
    expect(window.start).toBe(dayjs('2024-05-01T00:00').unix());
    expect(window.end).toBe(dayjs('2024-05-03T00:00').unix());
  });

  it('steps a whole month by months and other ranges by their length', () => {
    expect(shiftRange({ from: '2024-03-01', to: '2024-03-31' }, -1)).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(shiftRange({ from: '2024-05-13', to: '2024-05-19' }, 1)).toEqual({
      from: '2024-05-20',
      to: '2024-05-26',
    });
    expect(shiftRange({ from: 'x', to: '2024-05-19' }, 1)).toEqual({ from: 'x', to: '2024-05-19' });
  });
});
