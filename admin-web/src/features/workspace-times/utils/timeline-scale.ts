// The hours a timeline row spans: the whole day, or fitted to the period's entries so a normal
// working day fills the width. Positions are fractions of the row, so CSS percentages place bars.
import type { UnixSeconds } from '@punchcard/shared';

import { spanEnd } from '@/features/workspace-times/utils/entries';
import type { PeriodDay } from '@/features/workspace-times/utils/period';

export type TimelineFit = 'entries' | 'day';

export interface TimelineScale {
  /** Hours after midnight where the rows begin and end. */
  fromHour: number;
  toHour: number;
}

export const WHOLE_DAY: TimelineScale = { fromHour: 0, toHour: 24 };
/** An empty period shows office hours rather than a blank 24-hour ruler. */
const EMPTY_FIT: TimelineScale = { fromHour: 8, toHour: 18 };
/** Fitted rows span at least this many hours, so short days do not stretch into huge bars. */
const MIN_FIT_HOURS = 6;

interface SpanLike {
  start: UnixSeconds;
  end: UnixSeconds | null;
}

const HOUR = 3600;

/** The scale that holds every span's part on each day, in whole hours, with a little margin. */
export function fitScale(
  days: readonly PeriodDay[],
  spans: readonly SpanLike[],
  now: UnixSeconds,
): TimelineScale {
  let earliest = Number.POSITIVE_INFINITY;
  let latest = Number.NEGATIVE_INFINITY;
  for (const day of days) {
    for (const span of spans) {
      const from = Math.max(span.start, day.start);
      const to = Math.min(spanEnd(span, now), day.end);
      if (to <= from) continue;
      earliest = Math.min(earliest, (from - day.start) / HOUR);
      latest = Math.max(latest, (to - day.start) / HOUR);
    }
  }
  if (!Number.isFinite(earliest) || !Number.isFinite(latest)) return EMPTY_FIT;
  let fromHour = Math.max(0, Math.floor(earliest) - 1);
  let toHour = Math.min(24, Math.ceil(latest) + 1);
  while (toHour - fromHour < MIN_FIT_HOURS) {
    if (fromHour > 0) fromHour -= 1;
    if (toHour - fromHour < MIN_FIT_HOURS && toHour < 24) toHour += 1;
  }
  return { fromHour, toHour };
}

/** Where a span sits on a day's row (fractions of the width), or null when not on it. */
export function barPlacement(
  span: SpanLike,
  day: PeriodDay,
  scale: TimelineScale,
  now: UnixSeconds,
): { left: number; width: number; continuesBefore: boolean; continuesAfter: boolean } | null {
  const rowStart = day.start + scale.fromHour * HOUR;
  const rowEnd = day.start + scale.toHour * HOUR;
  const end = spanEnd(span, now);
  const from = Math.max(span.start, rowStart);
  const to = Math.min(end, rowEnd);
  // A span that has only just started has no length yet, but is shown (as a sliver).
  if (to < from || (to === from && span.end !== null)) return null;
  const length = rowEnd - rowStart;
  return {
    left: (from - rowStart) / length,
    width: Math.max(0, to - from) / length,
    continuesBefore: span.start < rowStart,
    continuesAfter: end > rowEnd,
  };
}

/** Where a moment sits on a day's row, or null when outside it. */
export function pointPlacement(
  moment: UnixSeconds,
  day: PeriodDay,
  scale: TimelineScale,
): number | null {
  const rowStart = day.start + scale.fromHour * HOUR;
  const rowEnd = day.start + scale.toHour * HOUR;
  if (moment < rowStart || moment > rowEnd) return null;
  return (moment - rowStart) / (rowEnd - rowStart);
}

/**
 * The hour marks of the ruler: every hour, or every 2 or 3 hours when the row is long; a narrow
 * (phone) row gets half as many, so the labels never overlap.
 */
export function hourMarks(scale: TimelineScale, narrow = false): number[] {
  const hours = scale.toHour - scale.fromHour;
  const step = (hours <= 12 ? 1 : hours <= 18 ? 2 : 3) * (narrow ? 2 : 1);
  const marks: number[] = [];
  for (let hour = scale.fromHour; hour <= scale.toHour; hour += step) marks.push(hour);
  return marks;
}
