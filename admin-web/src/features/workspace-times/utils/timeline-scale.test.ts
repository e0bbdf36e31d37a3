import { at } from '@/features/workspace-times/testing/fixtures';
import { periodDays } from '@/features/workspace-times/utils/period';
import {
  barPlacement,
  fitScale,
  hourMarks,
  pointPlacement,
  WHOLE_DAY,
} from '@/features/workspace-times/utils/timeline-scale';

const [day] = periodDays({ unit: 'day', first: '2024-05-01' });
if (day === undefined) throw new Error('a day period has a day');
const now = at('2024-05-03T00:00');

describe('the timeline scale', () => {
  it('fits the entries with an hour to spare', () => {
    const spans = [{ start: at('2024-05-01T09:10'), end: at('2024-05-01T17:45') }];
    expect(fitScale([day], spans, now)).toEqual({ fromHour: 8, toHour: 19 });
  });

  it('shows at least six hours, and office hours when empty', () => {
    const spans = [{ start: at('2024-05-01T10:00'), end: at('2024-05-01T11:00') }];
    expect(fitScale([day], spans, now)).toEqual({ fromHour: 7, toHour: 13 });
    expect(fitScale([day], [], now)).toEqual({ fromHour: 8, toHour: 18 });
  });

  it('places bars as fractions of the row, cut at its ends', () => {
    const scale = { fromHour: 8, toHour: 18 };
    expect(
      barPlacement({ start: at('2024-05-01T09:00'), end: at('2024-05-01T13:00') }, day, scale, now),
    ).toEqual({ left: 0.1, width: 0.4, continuesBefore: false, continuesAfter: false });
    expect(
      barPlacement({ start: at('2024-04-30T22:00'), end: at('2024-05-01T09:00') }, day, scale, now),
    ).toEqual({ left: 0, width: 0.1, continuesBefore: true, continuesAfter: false });
    expect(
      barPlacement({ start: at('2024-05-01T19:00'), end: at('2024-05-01T20:00') }, day, scale, now),
    ).toBeNull();
  });

  it('places the current time and the hour marks', () => {
    expect(pointPlacement(at('2024-05-01T12:00'), day, WHOLE_DAY)).toBe(0.5);
    expect(pointPlacement(at('2024-05-02T12:00'), day, WHOLE_DAY)).toBeNull();
    expect(hourMarks({ fromHour: 8, toHour: 12 })).toEqual([8, 9, 10, 11, 12]);
    expect(hourMarks(WHOLE_DAY)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24]);
    expect(hourMarks(WHOLE_DAY, true)).toEqual([0, 6, 12, 18, 24]);
  });
});
