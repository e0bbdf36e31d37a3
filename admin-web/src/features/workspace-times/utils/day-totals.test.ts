import {
  dayTotals,
  localDayRange,
  secondsWithin,
} from '@/features/workspace-times/utils/day-totals';
import type { Activity, WorkspaceTime } from '@/lib/wire';

const DAY = { start: 1_000_000, end: 1_000_000 + 86_400 };
const at = (hours: number) => DAY.start + hours * 3600;

function span(start: number, end: number | null) {
  return { start, end, deletedAt: null };
}

function workspaceTime(
  start: number,
  end: number | null,
  breaks: ReturnType<typeof span>[] = [],
): WorkspaceTime {
  return { ...span(start, end), breaks } as unknown as WorkspaceTime;
}

const activity = (start: number, end: number | null) => span(start, end) as unknown as Activity;

describe('localDayRange', () => {
  it('runs from local midnight to the next', () => {
    const noon = new Date(2024, 4, 1, 12, 30).getTime() / 1000;
    expect(localDayRange(noon)).toEqual({
      start: new Date(2024, 4, 1).getTime() / 1000,
      end: new Date(2024, 4, 2).getTime() / 1000,
    });
  });
});

describe('secondsWithin', () => {
  it('clips a span to the range, and counts an open one up to now', () => {
    expect(secondsWithin(span(at(-2), at(1)), DAY, at(5))).toBe(3600);
    expect(secondsWithin(span(at(23), at(26)), DAY, at(5))).toBe(3600);
    expect(secondsWithin(span(at(3), null), DAY, at(5))).toBe(7200);
    expect(secondsWithin(span(at(-3), at(-1)), DAY, at(5))).toBe(0);
  });
});

describe('dayTotals', () => {
  it('takes breaks off work time and adds up activities', () => {
    const totals = dayTotals(
      [
        workspaceTime(at(8), at(12), [span(at(10), at(10.5))]),
        workspaceTime(at(13), null, [span(at(14), null)]),
      ],
      [activity(at(8), at(9)), activity(at(13), null)],
      DAY,
      at(14.25),
    );
    // 4 h + 1.25 h at work, 0.5 h + 0.25 h of it on breaks.
    expect(totals).toEqual({ worked: 4.5 * 3600, breaks: 0.75 * 3600, tracked: 2.25 * 3600 });
  });

  it('leaves out deleted entries', () => {
    const deleted = { ...span(at(1), at(2)), deletedAt: at(3) };
    const totals = dayTotals(
      [{ ...workspaceTime(at(1), at(2)), deletedAt: at(3) }],
      [deleted as unknown as Activity],
      DAY,
      at(5),
    );
    expect(totals).toEqual({ worked: 0, breaks: 0, tracked: 0 });
  });
});
