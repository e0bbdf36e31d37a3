import {
  DEFAULT_SCHEDULE_DAYS,
  ErrorKey,
  type IsoWeekday,
  type ScheduleDay,
  type WorkSchedule,
} from '@punchcard/shared';
import { badRequest } from '#src/common/errors/app.exception.js';
import type { ScheduleVersion, WorkingHours } from './schedules.repository.js';

/** The default schedule applies before any stored version: from the start of time. */
export const DEFAULT_EFFECTIVE_FROM = '1970-01-01';

const WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

/**
 * The working days of a body's seven days: each weekday exactly once, start and end both set
 * (start before end) or both null for a day off. Anything else is 400 bad_request.
 */
export function workingHoursOf(days: readonly ScheduleDay[]): WorkingHours[] {
  const seen = new Set(days.map((day) => day.weekday));
  if (days.length !== 7 || seen.size !== 7) {
    throw badRequest(ErrorKey.BadRequest, 'days must name each weekday 1..7 exactly once.');
  }
  const working: WorkingHours[] = [];
  for (const day of [...days].sort((a, b) => a.weekday - b.weekday)) {
    if (day.start === null && day.end === null) continue;
    if (day.start === null || day.end === null) {
      throw badRequest(
        ErrorKey.BadRequest,
        `Weekday ${day.weekday}: give both start and end, or neither.`,
      );
    }
    // HH:MM strings compare as times.
    if (day.start >= day.end) {
      throw badRequest(ErrorKey.BadRequest, `Weekday ${day.weekday}: start must be before end.`);
    }
    working.push({ weekday: day.weekday, start: day.start, end: day.end });
  }
  return working;
}

/** A version as the wire shows it: seven days, Monday first, days off with null hours. */
export function toWorkSchedule(
  effectiveFrom: string,
  working: readonly WorkingHours[],
): WorkSchedule {
  const byDay = new Map(working.map((hours) => [hours.weekday, hours]));
  return {
    effective_from: effectiveFrom,
    days: WEEKDAYS.map((weekday) => ({
      weekday,
      start: byDay.get(weekday)?.start ?? null,
      end: byDay.get(weekday)?.end ?? null,
    })),
  };
}

export const DEFAULT_SCHEDULE: WorkSchedule = {
  effective_from: DEFAULT_EFFECTIVE_FROM,
  days: DEFAULT_SCHEDULE_DAYS.map((day) => ({ ...day })),
};

/** The version (newest first list) in force on `day`, if any. */
export function inForce<T extends ScheduleVersion>(
  newestFirst: readonly T[],
  day: string,
): T | undefined {
  return newestFirst.find((version) => version.effectiveFrom <= day);
}

/** The workspace's schedule in force on `day`: its latest version by then, else the default. */
export function workspaceScheduleOn(
  newestFirst: readonly ScheduleVersion[],
  day: string,
): WorkSchedule {
  const version = inForce(newestFirst, day);
  return version ? toWorkSchedule(version.effectiveFrom, version.days) : DEFAULT_SCHEDULE;
}

/** Today's local date (YYYY-MM-DD) in an IANA zone. */
export function localToday(now: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
