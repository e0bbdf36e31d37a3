// The request forms take a moment as a date and a time of day in the browser's time zone (native
// inputs: the phone's own pickers, and plain text for tests). These convert to and from unix
// seconds without losing what was not touched.
import type { UnixSeconds } from '@punchcard/shared';
import dayjs from 'dayjs';

/** What a date-and-time field holds: `YYYY-MM-DD` and `HH:mm`, as the native inputs give them. */
export interface DateTimeParts {
  date: string;
  time: string;
}

export const emptyDateTimeParts: DateTimeParts = { date: '', time: '' };

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_SHAPE = /^\d{2}:\d{2}(:\d{2})?$/;

export function toDateTimeParts(seconds: UnixSeconds): DateTimeParts {
  const moment = dayjs.unix(seconds);
  return { date: moment.format('YYYY-MM-DD'), time: moment.format('HH:mm') };
}

/** Today in the browser's time zone, for a new entry's date. */
export function todayDate(now: UnixSeconds): string {
  return dayjs.unix(now).format('YYYY-MM-DD');
}

/**
 * The moment the parts name, or null when either is missing or not a real date or time. When the
 * parts still show `original` (to the minute the inputs can show), `original` itself is returned,
 * so an entry's seconds survive a form that only changed something else.
 */
export function fromDateTimeParts(
  parts: DateTimeParts,
  original?: UnixSeconds | null,
): UnixSeconds | null {
  if (!DATE_SHAPE.test(parts.date) || !TIME_SHAPE.test(parts.time)) return null;
  if (original !== undefined && original !== null) {
    const shown = toDateTimeParts(original);
    if (shown.date === parts.date && shown.time === parts.time.slice(0, 5)) return original;
  }
  const moment = dayjs(
    `${parts.date}T${parts.time.length === 5 ? `${parts.time}:00` : parts.time}`,
  );
  // dayjs rolls 2024-02-31 over to March; a date that does not round-trip is not a real one.
  if (!moment.isValid() || moment.format('YYYY-MM-DD') !== parts.date) return null;
  return moment.unix();
}
