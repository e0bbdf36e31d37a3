import {
  datesNewestFirst,
  formatDay,
  formatTimeIn,
  rangeProblem,
  shiftDate,
  todayIn,
} from '@/features/kiosk-selfies/utils/selfie-days';

describe('selfie days', () => {
  it('counts today in the workspace’s time zone, not the browser’s', () => {
    // 23:30 in London is already the next day in Tokyo.
    const late = new Date('2026-11-24T23:30:00Z');
    expect(todayIn('Europe/London', late)).toBe('2026-11-24');
    expect(todayIn('Asia/Tokyo', late)).toBe('2026-11-25');
  });

  it('moves across months and years', () => {
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('lists a range newest first and refuses bad ones', () => {
    expect(datesNewestFirst('2026-11-22', '2026-11-24')).toEqual([
      '2026-11-24',
      '2026-11-23',
      '2026-11-22',
    ]);
    expect(rangeProblem('2026-11-18', '2026-11-24')).toBeNull();
    expect(rangeProblem('2026-11-17', '2026-11-24')).toBe('tooLong');
    expect(rangeProblem('2026-11-25', '2026-11-24')).toBe('reversed');
    expect(rangeProblem('', '2026-11-24')).toBe('invalid');
    expect(datesNewestFirst('2026-11-25', '2026-11-24')).toEqual([]);
  });

  it('names days and times in the page’s language', () => {
    expect(formatDay('2026-11-24', 'en')).toBe('Tue, Nov 24, 2026');
    expect(formatDay('2026-11-24', 'ja')).toBe('2026年11月24日(火)');
    const at = Date.UTC(2026, 10, 24, 8, 59) / 1000;
    expect(formatTimeIn(at, 'Europe/London', 'en')).toBe('8:59 AM');
    expect(formatTimeIn(at, 'Asia/Tokyo', 'ja')).toBe('17:59');
  });
});
