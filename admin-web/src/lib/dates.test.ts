import { toUnixSeconds } from '@punchcard/shared';

import { formatDate, formatDurationText } from '@/lib/dates';

// 1 May 2024, 09:05 in the time zone the tests run in.
const mayDay = toUnixSeconds(new Date(2024, 4, 1, 9, 5));

describe('formatDate', () => {
  it('writes dates the English way', () => {
    expect(formatDate(mayDay, 'en')).toBe('May 1, 2024');
    expect(formatDate(mayDay, 'en', 'time')).toBe('9:05 AM');
    expect(formatDate(mayDay, 'en', 'dateTime')).toBe('May 1, 2024 9:05 AM');
    expect(formatDate(mayDay, 'en', 'weekdayDate')).toBe('Wed, May 1, 2024');
  });

  it('writes dates the Japanese way', () => {
    expect(formatDate(mayDay, 'ja')).toBe('2024年5月1日');
    expect(formatDate(mayDay, 'ja', 'time')).toBe('09:05');
    expect(formatDate(mayDay, 'ja', 'dateTime')).toBe('2024年5月1日 09:05');
    expect(formatDate(mayDay, 'ja', 'weekdayDate')).toBe('2024年5月1日（水）');
  });
});

describe('formatDurationText', () => {
  it.each([
    [0, '0m', '0分'],
    [45, '45s', '45秒'],
    [60, '1m', '1分'],
    [25_500, '7h 5m', '7時間5分'],
    [7_200, '2h', '2時間'],
    [90_000, '25h', '25時間'],
  ])('reads %i seconds as %s / %s', (seconds, en, ja) => {
    expect(formatDurationText(seconds, 'en')).toBe(en);
    expect(formatDurationText(seconds, 'ja')).toBe(ja);
  });

  it('shows seconds when asked', () => {
    expect(formatDurationText(3_725, 'en', { withSeconds: true })).toBe('1h 2m 5s');
    expect(formatDurationText(3_725, 'ja', { withSeconds: true })).toBe('1時間2分5秒');
    expect(formatDurationText(0, 'ja', { withSeconds: true })).toBe('0秒');
  });
});
