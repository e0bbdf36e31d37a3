import { ErrorKey, toUnixSeconds } from '@punchcard/shared';
import { badRequest } from '#src/common/errors/app.exception.js';
import { pastMoment } from '#src/modules/workspace-times/index.js';
import type { ProposedSpan } from './span-request-checks.repository.js';

/** The start and end a member sent with a workspace time or break request. */
export interface SpanInput {
  start?: number | null;
  end?: number | null;
}

/** What "now" and the plan allow a proposed span to reach. */
export interface SpanLimits {
  now: Date;
  /** The plan's retention cut-off (null keeps everything). */
  cutoff: Date | null;
}

/** A recorded span: when it started, and when it ended (null while running). */
export interface CurrentSpan {
  start_at: Date;
  end_at: Date | null;
}

/** A draft: neither running on nor ended; its end is filled in later. */
export const isDraftSpan = (span: ProposedSpan): boolean => span.end === null && !span.open;

function ordered(span: ProposedSpan): ProposedSpan {
  if (span.end && span.end.getTime() <= span.start.getTime()) {
    throw badRequest(ErrorKey.BadRequest, 'The end must be after the start.');
  }
  return span;
}

const endOf = (input: SpanInput, limits: SpanLimits): Date | null =>
  input.end === undefined || input.end === null
    ? null
    : pastMoment(input.end, limits.now, limits.cutoff, 'end');

/** An add: a past start and, unless it is a draft (the forgotten clock-out), a past end after it. */
export function addedSpan(input: SpanInput, limits: SpanLimits): ProposedSpan {
  if (input.start === undefined || input.start === null) {
    throw badRequest(ErrorKey.BadRequest, 'An add needs a start.');
  }
  return ordered({
    start: pastMoment(input.start, limits.now, limits.cutoff, 'start'),
    end: endOf(input, limits),
    open: false,
  });
}

/**
 * An edit of `current`: a running one takes only a new start and keeps running; a closed one gets
 * a new end, or becomes a draft without one. A start left out keeps the current one.
 */
export function editedSpan(
  input: SpanInput,
  current: CurrentSpan,
  limits: SpanLimits,
): ProposedSpan {
  const running = current.end_at === null;
  const hasStart = input.start !== undefined && input.start !== null;
  if (running && input.end !== undefined && input.end !== null) {
    throw badRequest(
      ErrorKey.BadRequest,
      'A running entry takes only a new start: stop it to give it an end.',
    );
  }
  if (running && !hasStart) {
    throw badRequest(ErrorKey.BadRequest, 'A running entry takes a new start.');
  }
  return ordered({
    start: hasStart
      ? pastMoment(input.start as number, limits.now, limits.cutoff, 'start')
      : current.start_at,
    end: endOf(input, limits),
    open: running,
  });
}

/** A delete names its target only, and only a closed one: a running entry is stopped instead. */
export function requireDeletable(input: SpanInput, current: CurrentSpan): void {
  if ((input.start ?? null) !== null || (input.end ?? null) !== null) {
    throw badRequest(ErrorKey.DeleteInvalid, 'A delete request takes no start or end.');
  }
  if (current.end_at === null) {
    throw badRequest(ErrorKey.DeleteInvalid, 'A running entry cannot be deleted: stop it first.');
  }
}

/** What filling in a draft proposes: its start unless a new one is sent, and the end. */
export function filledInput(draftStart: Date | null, fill: { start?: number; end: number }) {
  if (!draftStart) throw new Error('A draft always has a start');
  return { start: fill.start ?? toUnixSeconds(draftStart), end: fill.end } satisfies SpanInput;
}

/** Whether a break's span lies inside its workspace time (a draft: whether its start does). */
export function insideParent(span: ProposedSpan, parent: CurrentSpan): boolean {
  if (span.start.getTime() < parent.start_at.getTime()) return false;
  if (parent.end_at === null) return true;
  if (span.end) return span.end.getTime() <= parent.end_at.getTime();
  return !span.open && span.start.getTime() < parent.end_at.getTime();
}

/** An id the request type needs (edit and delete name their target). */
export function requiredId(id: string | null | undefined, field: string): string {
  if (!id) throw badRequest(ErrorKey.BadRequest, `${field} is required for this request type.`);
  return id;
}
