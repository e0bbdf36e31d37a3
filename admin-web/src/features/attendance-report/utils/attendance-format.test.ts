import {
  bucketLabel,
  clockDuration,
  decimalHours,
  zonedTime,
} from '@/features/attendance-report/utils/attendance-format';

describe('attendance formats', () => {
  it('writes durations as h:mm and decimal hours', () => {
    expect(clockDuration(0)).toBe('0:00');
    expect(clockDuration(7 * 3600 + 5 * 60 + 59)).toBe('7:05');
    expect(clockDuration(38.5 * 3600)).toBe('38:30');
    expect(decimalHours(7 * 3600 + 5 * 60)).toBe('7.08');
  });

  it('shows clock times in the workspace zone', () => {
    const instant = Date.parse('2026-11-03T00:02:00Z') / 1000;
    expect(zonedTime(instant, 'Asia/Tokyo', 'en', false)).toBe('09:02');
    expect(zonedTime(instant, 'America/New_York', 'en', false)).toBe('19:02');
    expect(zonedTime(instant, 'Asia/Tokyo', 'en', true)).toMatch(/3.*Tue.*09:02|Tue.*3.*09:02/);
    expect(zonedTime(instant, 'Asia/Tokyo', 'ja', true)).toMatch(/3.*火.*09:02/);
  });

  it('labels rows by day, week and month', () => {
    const end = Date.parse('2026-11-08T15:00:00Z') / 1000;
    expect(bucketLabel({ date: '2026-11-02', end }, 'Daily', 'Asia/Tokyo', 'en')).toBe(
      'Mon, Nov 2',
    );
    expect(bucketLabel({ date: '2026-11-02', end }, 'Weekly', 'Asia/Tokyo', 'en')).toMatch(
      /Nov 2\s*–\s*8/,
    );
    expect(bucketLabel({ date: '2026-11-01', end }, 'Monthly', 'Asia/Tokyo', 'ja')).toBe(
      '2026年11月',
    );
  });
});
