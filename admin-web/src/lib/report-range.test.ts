import {
  currentRange,
  isoWeekday,
  localMidnight,
  rangeFromSearch,
  rangeHoldsToday,
  rangeLabel,
  rangeOf,
  rangeProblem,
  rangeToSearch,
  rangeWindow,
  stepRange,
  todayIn,
} from '@/lib/report-range';

const unix = (iso: string) => Date.parse(iso) / 1000;

describe('report ranges', () => {
  it('finds weeks from the workspace week start and whole months', () => {
    expect(isoWeekday('2026-11-26')).toBe(4);
    expect(rangeOf('week', '2026-11-26', 1)).toEqual({
      unit: 'week',
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(rangeOf('week', '2026-11-26', 7)).toMatchObject({
      from: '2026-11-22',
      to: '2026-11-28',
    });
    expect(rangeOf('week', '2026-11-22', 7)).toMatchObject({ from: '2026-11-22' });
    expect(rangeOf('month', '2024-02-10')).toEqual({
      unit: 'month',
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });

  it('steps by calendar units and custom lengths', () => {
    expect(stepRange(rangeOf('month', '2026-03-31'), -1)).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(stepRange(rangeOf('month', '2026-12-05'), 1)).toMatchObject({ from: '2027-01-01' });
    expect(stepRange(rangeOf('week', '2026-11-26', 1), 1, 1)).toMatchObject({
      from: '2026-11-30',
      to: '2026-12-06',
    });
    expect(stepRange(rangeOf('day', '2026-01-01'), -1)).toMatchObject({ from: '2025-12-31' });
    expect(stepRange({ unit: 'custom', from: '2026-01-01', to: '2026-01-10' }, 1)).toEqual({
      unit: 'custom',
      from: '2026-01-11',
      to: '2026-01-20',
    });
  });

  it('reads today in the workspace zone, not the browser’s', () => {
    const now = new Date('2026-11-26T20:00:00Z');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-11-27');
    expect(todayIn('America/New_York', now)).toBe('2026-11-26');
    expect(currentRange({ unit: 'week', from: '', to: '' }, 'Asia/Tokyo', 1, now)).toMatchObject({
      from: '2026-11-23',
    });
    expect(
      currentRange({ unit: 'custom', from: '2026-01-01', to: '2026-01-07' }, 'UTC', 1, now),
    ).toEqual({ unit: 'custom', from: '2026-11-20', to: '2026-11-26' });
    expect(rangeHoldsToday(rangeOf('month', '2026-11-01'), 'UTC', now)).toBe(true);
  });

  it('turns dates into local midnights, right across daylight saving', () => {
    expect(localMidnight('2026-11-26', 'Asia/Tokyo')).toBe(unix('2026-11-25T15:00:00Z'));
    // Berlin springs forward on 2026-03-29: that day is 23 hours long.
    const spring = rangeWindow({ from: '2026-03-29', to: '2026-03-29' }, 'Europe/Berlin');
    expect(spring).toEqual({
      start: unix('2026-03-28T23:00:00Z'),
      end: unix('2026-03-29T22:00:00Z'),
    });
    // New York falls back on 2026-11-01: 25 hours.
    const fall = rangeWindow({ from: '2026-11-01', to: '2026-11-01' }, 'America/New_York');
    expect(fall.end - fall.start).toBe(25 * 3600);
    // Santiago skips midnight itself (00:00 -> 01:00 on 2026-09-06): the day starts at the jump.
    expect(localMidnight('2026-09-06', 'America/Santiago')).toBe(unix('2026-09-06T04:00:00Z'));
  });

  it('checks hand-typed ranges', () => {
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('invalid');
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('reversed');
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-03' })).toBe('tooLong');
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toBeNull();
  });

  it('labels periods in English and Japanese', () => {
    expect(rangeLabel(rangeOf('month', '2026-11-05'), 'en')).toBe('November 2026');
    expect(rangeLabel(rangeOf('month', '2026-11-05'), 'ja')).toBe('2026年11月');
    expect(rangeLabel(rangeOf('day', '2026-11-26'), 'en')).toMatch(/Thu.*Nov.*26.*2026/);
    expect(rangeLabel(rangeOf('day', '2026-11-26'), 'ja')).toMatch(/2026.*11.*26/);
    expect(rangeLabel(rangeOf('week', '2026-11-26'), 'en')).toMatch(/Nov 23.*29, 2026/);
  });

  it('round-trips through the address and falls back to this period', () => {
    const week = rangeOf('week', '2026-11-26');
    const search = rangeToSearch(week, new URLSearchParams('members=a'));
    expect(search.get('members')).toBe('a');
    expect(rangeFromSearch(search, 'UTC')).toEqual(week);
    const custom = { unit: 'custom' as const, from: '2026-01-03', to: '2026-02-01' };
    expect(rangeFromSearch(rangeToSearch(custom, new URLSearchParams()), 'UTC')).toEqual(custom);
    const now = new Date('2026-11-26T12:00:00Z');
    expect(rangeFromSearch(new URLSearchParams('unit=year'), 'UTC', 1, 'month', now)).toEqual(
      rangeOf('month', '2026-11-26'),
    );
  });
});
