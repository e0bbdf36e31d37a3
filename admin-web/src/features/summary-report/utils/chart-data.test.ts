import {
  dayBars,
  labelSlices,
  longDay,
  sharePercent,
  shortDay,
} from '@/features/summary-report/utils/chart-data';

describe('chart data', () => {
  it('turns days into hour bars labelled by the local date', () => {
    const bars = dayBars(
      [
        { date: '2026-11-02', start: 0, work: 27_000, break: 2700, activity: 18_000 },
        { date: '2026-11-03', start: 86_400, work: 0, break: 0, activity: 0 },
      ],
      'en',
    );
    expect(bars).toEqual([
      { day: '11/2', work: 7.5, break: 0.75 },
      { day: '11/3', work: 0, break: 0 },
    ]);
  });

  it('reads dates as calendar days in both languages, whatever the browser zone', () => {
    expect(shortDay('2026-03-29', 'ja')).toBe('3/29');
    expect(longDay('2026-11-26', 'en')).toBe('Thu, Nov 26, 2026');
    expect(longDay('2026-11-26', 'ja')).toContain('2026年11月26日');
  });

  it('names time without a project and gives colourless slices a palette colour', () => {
    const slices = labelSlices(
      [
        { id: 'p1', name: 'Website', color: '#ff0000', duration: 7200 },
        { id: null, name: null, color: null, duration: 3600 },
        { id: 'p2', name: 'Empty', color: null, duration: 0 },
      ],
      'No project',
    );
    expect(slices).toEqual([
      { name: 'Website', value: 7200, color: '#ff0000' },
      { name: 'No project', value: 3600, color: 'var(--mantine-color-teal-6)' },
    ]);
  });

  it('gives shares in whole percent, zero of nothing', () => {
    expect(sharePercent(1, 3)).toBe(33);
    expect(sharePercent(5, 0)).toBe(0);
  });
});
