// A weekly schedule as the editor holds it: every weekday with a working switch and its hours,
// even on a day off, so switching a day back on brings back the hours it had. The wire form (a
// day off has null hours) is made only when saving.
import type { IsoWeekday } from '@punchcard/shared';

import type { ScheduleDay } from '@/features/work-schedules/types';

export interface DayDraft {
  weekday: IsoWeekday;
  working: boolean;
  /** HH:MM as typed in the time field. */
  start: string;
  end: string;
}

export type DayProblem = 'invalid' | 'order';

export const ISO_WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

/** The hours a day switched on starts with: the default schedule's. */
const DEFAULT_HOURS = { start: '09:00', end: '18:00' } as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isIsoWeekday(value: number): value is IsoWeekday {
  return Number.isInteger(value) && value >= 1 && value <= 7;
}

/** The editor's seven days, Monday first, from a schedule's days (missing ones are days off). */
export function draftsOf(days: readonly ScheduleDay[]): DayDraft[] {
  return ISO_WEEKDAYS.map((weekday) => {
    const day = days.find((candidate) => candidate.weekday === weekday);
    const working = day !== undefined && day.start !== null && day.end !== null;
    return {
      weekday,
      working,
      start: working ? (day.start ?? DEFAULT_HOURS.start) : DEFAULT_HOURS.start,
      end: working ? (day.end ?? DEFAULT_HOURS.end) : DEFAULT_HOURS.end,
    };
  });
}

/** The wire's seven days, Monday first; a day off carries no hours. */
export function daysOf(drafts: readonly DayDraft[]): ScheduleDay[] {
  return [...drafts]
    .sort((left, right) => left.weekday - right.weekday)
    .map(({ weekday, working, start, end }) =>
      working ? { weekday, start, end } : { weekday, start: null, end: null },
    );
}

/** What is wrong with one day's hours; null when it can be saved (a day off always can). */
export function dayProblem(draft: DayDraft): DayProblem | null {
  if (!draft.working) return null;
  if (!HH_MM.test(draft.start) || !HH_MM.test(draft.end)) return 'invalid';
  // Same-width HH:MM texts compare as times do.
  return draft.start < draft.end ? null : 'order';
}

export function weekIsValid(drafts: readonly DayDraft[]): boolean {
  return drafts.every((draft) => dayProblem(draft) === null);
}

/** Whether two weeks would save the same schedule (hours of days off do not count). */
export function sameWeek(left: readonly DayDraft[], right: readonly DayDraft[]): boolean {
  const a = daysOf(left);
  const b = daysOf(right);
  return a.every(
    (day, index) =>
      day.weekday === b[index]?.weekday && day.start === b[index].start && day.end === b[index].end,
  );
}

/** The seven weekdays in the order a week starting on `weekStart` shows them. */
export function weekdaysFrom(weekStart: IsoWeekday): IsoWeekday[] {
  return ISO_WEEKDAYS.map((_, index) => (((weekStart - 1 + index) % 7) + 1) as IsoWeekday);
}

/** The drafts in week order (for display; the wire is always Monday first). */
export function inWeekOrder(drafts: readonly DayDraft[], weekStart: IsoWeekday): DayDraft[] {
  return weekdaysFrom(weekStart).flatMap((weekday) =>
    drafts.filter((draft) => draft.weekday === weekday),
  );
}

/** Seconds of scheduled work in the week, for the editor's running total. */
export function weeklySeconds(drafts: readonly DayDraft[]): number {
  return drafts.reduce((total, draft) => {
    if (dayProblem(draft) !== null || !draft.working) return total;
    return total + (minutesOf(draft.end) - minutesOf(draft.start)) * 60;
  }, 0);
}

function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}
