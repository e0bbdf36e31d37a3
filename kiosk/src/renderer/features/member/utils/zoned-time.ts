// Wall-clock times of the workspace's zone, with nothing but Intl: the kiosk bundle carries no
// time-zone library, and the forgotten clock-out only needs one day's times.
import type { UnixSeconds } from '@punchcard/shared';

export interface ZonedDate {
  year: number;
  month: number;
  day: number;
}

interface ZonedParts extends ZonedDate {
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(ms: number, timeZone: string): ZonedParts {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(ms)).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/** How far the zone is ahead of UTC at `ms`, to the minute. */
function offsetMs(ms: number, timeZone: string): number {
  const p = partsIn(ms, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return asUtc - (ms - (((ms % 60_000) + 60_000) % 60_000));
}

/** The date and "HH:MM" of `at` in the zone. */
export function zonedDateTime(
  at: UnixSeconds,
  timeZone: string,
): { date: ZonedDate; time: string } {
  const p = partsIn(at * 1000, timeZone);
  return {
    date: { year: p.year, month: p.month, day: p.day },
    time: `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`,
  };
}

/** The instant the zone's clock reads `time` ("HH:MM") on `date`. */
export function zonedToUnix(date: ZonedDate, time: string, timeZone: string): UnixSeconds {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  // The offset at the guess may differ from the one at the answer around a DST change.
  const first = wall - offsetMs(wall, timeZone);
  const second = wall - offsetMs(first, timeZone);
  return Math.floor(second / 1000);
}
