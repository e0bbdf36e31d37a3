import dayjs from 'dayjs';

import {
  isPeriodReversed,
  matchesFilter,
  periodBounds,
  recentFilter,
  recentRefusalsByKiosk,
} from '@/features/kiosks/utils/activity-period';

// Local noon, so the day is the same in every time zone the tests run in.
const now = new Date(2026, 10, 25, 12, 0, 0);
const at = (daysAgo: number, hour = 12) =>
  dayjs(now).subtract(daysAgo, 'day').hour(hour).minute(0).unix();

describe('the activity period', () => {
  it('starts as the last seven days, today included, for every kiosk', () => {
    expect(recentFilter(now)).toEqual({ idKiosk: null, from: '2026-11-19', to: '2026-11-25' });
  });

  it('asks the server for whole local days: from the first midnight to the one after the end', () => {
    const bounds = periodBounds({ idKiosk: null, from: '2026-11-19', to: '2026-11-25' });
    expect(bounds).toEqual({
      from: new Date(2026, 10, 19).getTime() / 1000,
      to: new Date(2026, 10, 26).getTime() / 1000,
    });
    expect(periodBounds({ idKiosk: 'k1', from: '', to: '' })).toEqual({});
  });

  it('keeps whole local days at both ends', () => {
    const filter = { idKiosk: null, from: '2026-11-19', to: '2026-11-25' };
    expect(matchesFilter(filter, 'k1', at(6, 0))).toBe(true);
    expect(matchesFilter(filter, 'k1', at(0, 23))).toBe(true);
    expect(matchesFilter(filter, 'k1', at(7, 23))).toBe(false);
    expect(matchesFilter(filter, 'k1', at(-1, 0))).toBe(false);
  });

  it('narrows to one kiosk, and leaves an open end unbounded', () => {
    const filter = { idKiosk: 'k1', from: '', to: '' };
    expect(matchesFilter(filter, 'k1', at(400))).toBe(true);
    expect(matchesFilter(filter, 'k2', at(0))).toBe(false);
  });

  it('knows a period that runs backwards', () => {
    expect(isPeriodReversed({ idKiosk: null, from: '2026-11-25', to: '2026-11-19' })).toBe(true);
    expect(isPeriodReversed({ idKiosk: null, from: '2026-11-19', to: '2026-11-19' })).toBe(false);
    expect(isPeriodReversed({ idKiosk: null, from: '2026-11-25', to: '' })).toBe(false);
  });

  it('counts each kiosk’s refusals that arrived this week', () => {
    const counts = recentRefusalsByKiosk(
      [
        { idKiosk: 'k1', receivedAt: at(0) },
        { idKiosk: 'k1', receivedAt: at(6) },
        { idKiosk: 'k1', receivedAt: at(8) },
        { idKiosk: 'k2', receivedAt: at(3) },
      ],
      now,
    );
    expect(Object.fromEntries(counts)).toEqual({ k1: 2, k2: 1 });
  });
});
