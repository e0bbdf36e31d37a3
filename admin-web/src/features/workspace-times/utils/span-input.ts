// Start and end as the entry forms edit them: a date and a time each (native inputs, which
// phones show as their own pickers), read back into unix seconds with the checks the API makes.
import type { UnixSeconds } from '@punchcard/shared';
import dayjs from 'dayjs';

import { formatDateKey, parseDate } from '@/features/workspace-times/utils/period';

export interface SpanInput {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

export type SpanField = keyof SpanInput;

export type SpanProblem = 'required' | 'endNotAfterStart' | 'inFuture';

export type SpanErrors = Partial<Record<SpanField, SpanProblem>>;

export type SpanReading =
  { ok: true; start: UnixSeconds; end: UnixSeconds | null } | { ok: false; errors: SpanErrors };

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

const timeOf = (seconds: UnixSeconds): string => dayjs.unix(seconds).format('HH:mm');
const dateOf = (seconds: UnixSeconds): string => formatDateKey(dayjs.unix(seconds));

/** The form's values for a span; missing ends are blank, on `fallbackDate` (YYYY-MM-DD). */
export function spanInputOf(
  start: UnixSeconds | null,
  end: UnixSeconds | null,
  fallbackDate: string,
): SpanInput {
  return {
    startDate: start === null ? fallbackDate : dateOf(start),
    startTime: start === null ? '' : timeOf(start),
    endDate: end === null ? (start === null ? fallbackDate : dateOf(start)) : dateOf(end),
    endTime: end === null ? '' : timeOf(end),
  };
}

/** A moment from a date and a time field, or null when either is blank or malformed. */
function momentOf(date: string, time: string): UnixSeconds | null {
  const day = parseDate(date);
  const match = TIME_PATTERN.exec(time);
  if (!day || !match) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return day.hour(Number(hours)).minute(Number(minutes)).second(Number(seconds)).unix();
}

/**
 * Moves the end date along when the start date changes, so the span keeps its length in days
 * (an overnight shift stays overnight).
 */
export function withStartDate(input: SpanInput, startDate: string): SpanInput {
  const before = parseDate(input.startDate);
  const after = parseDate(startDate);
  const end = parseDate(input.endDate);
  if (!before || !after || !end) return { ...input, startDate, endDate: startDate };
  return { ...input, startDate, endDate: formatDateKey(end.add(after.diff(before, 'day'), 'day')) };
}

export interface ReadSpanOptions {
  /** The span has no end (a running entry): only the start is read. */
  open: boolean;
  /** The stored span: a field left as it was keeps its exact seconds (the form shows minutes). */
  original?: { start: UnixSeconds; end: UnixSeconds | null };
  now: UnixSeconds;
}

/** The span the form describes, or what is wrong with it, field by field. */
export function readSpan(input: SpanInput, { open, original, now }: ReadSpanOptions): SpanReading {
  const errors: SpanErrors = {};
  const untouched = original ? spanInputOf(original.start, original.end, input.startDate) : null;

  const startKept =
    untouched !== null &&
    original !== undefined &&
    input.startDate === untouched.startDate &&
    input.startTime === untouched.startTime;
  const start = startKept ? original.start : momentOf(input.startDate, input.startTime);
  if (start === null) {
    errors[input.startDate === '' ? 'startDate' : 'startTime'] = 'required';
  } else if (start > now) {
    errors.startTime = 'inFuture';
  }

  let end: UnixSeconds | null = null;
  if (!open) {
    const endKept =
      untouched !== null &&
      original?.end !== null &&
      original?.end !== undefined &&
      input.endDate === untouched.endDate &&
      input.endTime === untouched.endTime;
    end = endKept ? (original.end ?? null) : momentOf(input.endDate, input.endTime);
    if (end === null) {
      errors[input.endDate === '' ? 'endDate' : 'endTime'] = 'required';
    } else if (end > now) {
      errors.endTime = 'inFuture';
    } else if (start !== null && end <= start) {
      errors.endTime = 'endNotAfterStart';
    }
  }

  if (Object.keys(errors).length > 0 || start === null) return { ok: false, errors };
  return { ok: true, start, end };
}
