// The recorded time the timestamp views show, as the API client hands it over (camelCase), and
// the arithmetic on spans that the lists, the timeline and the totals share.
import type { UnixSeconds } from '@punchcard/shared';

import type { Activity, Break, WorkspaceTime } from '@/lib/wire';

/** One entry of any kind; `kind` uses the requests API's names. */
export type TimeEntry =
  | { kind: 'workspace_time'; entry: WorkspaceTime }
  | { kind: 'break'; entry: Break }
  | { kind: 'activity'; entry: Activity };
export type EntryKind = TimeEntry['kind'];

interface SpanLike {
  start: UnixSeconds;
  end: UnixSeconds | null;
}

/** Where a span ends for counting: an open one runs until now. */
export const spanEnd = (span: SpanLike, now: UnixSeconds): UnixSeconds =>
  span.end ?? Math.max(span.start, now);

/** The seconds of a span inside [from, to). */
export function secondsWithin(
  span: SpanLike,
  from: UnixSeconds,
  to: UnixSeconds,
  now: UnixSeconds,
): number {
  return Math.max(0, Math.min(spanEnd(span, now), to) - Math.max(span.start, from));
}

/** Whether a span has time inside [from, to) (an open span reaches now). */
export function touches(
  span: SpanLike,
  from: UnixSeconds,
  to: UnixSeconds,
  now: UnixSeconds,
): boolean {
  return span.start < to && Math.max(spanEnd(span, now), span.start + 1) > from;
}

export const byStart = (a: SpanLike, b: SpanLike): number => a.start - b.start;
