import {
  activityAt,
  at,
  breakAt,
  workspaceTimeAt,
} from '@/features/workspace-times/testing/fixtures';
import { totalsWithin } from '@/features/workspace-times/utils/totals';
import { toCamelCaseKeys } from '@/lib/case-keys';
import type { Activity, WorkspaceTime } from '@/lib/wire';

const day = { start: at('2024-05-01T00:00'), end: at('2024-05-02T00:00') };
const time = (value: unknown) => toCamelCaseKeys(value) as WorkspaceTime;
const activity = (value: unknown) => toCamelCaseKeys(value) as Activity;

describe('totals', () => {
  it('counts work without breaks, breaks, and activities', () => {
    const work = time(
      workspaceTimeAt('w1', at('2024-05-01T09:00'), at('2024-05-01T17:00'), [
        breakAt('b1', 'w1', at('2024-05-01T12:00'), at('2024-05-01T12:30')),
      ]),
    );
    const tracked = activity(activityAt('a1', at('2024-05-01T09:00'), at('2024-05-01T11:00')));
    expect(totalsWithin([work], [tracked], day.start, day.end, at('2024-05-03T00:00'))).toEqual({
      worked: 7.5 * 3600,
      breaks: 30 * 60,
      tracked: 2 * 3600,
    });
  });

  it('counts only the part on the day of a span crossing midnight', () => {
    const night = time(workspaceTimeAt('w1', at('2024-05-01T22:00'), at('2024-05-02T06:00')));
    const next = { start: day.end, end: at('2024-05-03T00:00') };
    const now = at('2024-05-04T00:00');
    expect(totalsWithin([night], [], day.start, day.end, now).worked).toBe(2 * 3600);
    expect(totalsWithin([night], [], next.start, next.end, now).worked).toBe(6 * 3600);
  });

  it('counts a running span until now', () => {
    const running = time(
      workspaceTimeAt('w1', at('2024-05-01T09:00'), null, [
        breakAt('b1', 'w1', at('2024-05-01T10:00'), null),
      ]),
    );
    const now = at('2024-05-01T10:15');
    expect(totalsWithin([running], [], day.start, day.end, now)).toEqual({
      worked: 3600,
      breaks: 15 * 60,
      tracked: 0,
    });
  });
});
