import { zonedDateTime, zonedToUnix } from '@/features/member/utils/zoned-time';

describe('zoned time', () => {
  it('reads an instant on the zone’s clock, not the device’s', () => {
    // 2026-11-23T23:30:00Z is already the 24th in Tokyo (UTC+9).
    const at = Date.UTC(2026, 10, 23, 23, 30) / 1000;

    expect(zonedDateTime(at, 'Asia/Tokyo')).toEqual({
      date: { year: 2026, month: 11, day: 24 },
      time: '08:30',
    });
    expect(zonedDateTime(at, 'America/New_York').time).toBe('18:30');
  });

  it('finds the instant of a wall-clock time, across a DST change', () => {
    expect(zonedToUnix({ year: 2026, month: 11, day: 24 }, '17:45', 'Asia/Tokyo')).toBe(
      Date.UTC(2026, 10, 24, 8, 45) / 1000,
    );
    // New York: EDT (UTC-4) on 31 October, EST (UTC-5) from 1 November 2026.
    expect(zonedToUnix({ year: 2026, month: 10, day: 31 }, '18:00', 'America/New_York')).toBe(
      Date.UTC(2026, 9, 31, 22, 0) / 1000,
    );
    expect(zonedToUnix({ year: 2026, month: 11, day: 2 }, '18:00', 'America/New_York')).toBe(
      Date.UTC(2026, 10, 2, 23, 0) / 1000,
    );
  });
});
