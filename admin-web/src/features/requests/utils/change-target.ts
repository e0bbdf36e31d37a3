// What a request dialog's target implies for the form (`ChangeTarget` lives in lib: pages that
// list time build targets without knowing the requests feature).
import { RequestKind, RequestType, type UnixSeconds } from '@punchcard/shared';

import { toDateTimeParts } from '@/features/requests/utils/date-time-parts';
import type { ChangeTarget } from '@/lib/change-target';

/** A target that names an existing entry (an edit or a delete). */
export type ExistingTarget = Extract<ChangeTarget, { entry: unknown }>;

function isExisting(target: ChangeTarget): target is ExistingTarget {
  return target.requestType !== RequestType.Add;
}

export interface Span {
  start: UnixSeconds;
  end: UnixSeconds | null;
}

/** The entry's span as it is now; null for an add. */
export function currentSpan(target: ChangeTarget): Span | null {
  return isExisting(target) ? { start: target.entry.start, end: target.entry.end } : null;
}

/** An edit of an entry still running can only move its start (and an activity's details). */
export function isRunningEdit(target: ChangeTarget): boolean {
  return target.requestType === RequestType.Edit && target.entry.end === null;
}

/** Adding a workspace time or break may leave the end open: that files a draft. */
export function canBeDraft(target: ChangeTarget): boolean {
  return target.requestType === RequestType.Add && target.kind !== RequestKind.Activity;
}

/** The day a new entry starts on, when the opener told it (a break: its work time's day). */
export function startDay(target: ChangeTarget): string | null {
  if (target.requestType !== RequestType.Add) return null;
  if (target.kind === RequestKind.Break) {
    return target.within === undefined ? null : toDateTimeParts(target.within.start).date;
  }
  return target.day ?? null;
}

/** The work time a new break must lie in, when the opener told it. */
export function enclosingSpan(target: ChangeTarget): Span | null {
  return target.kind === RequestKind.Break && target.requestType === RequestType.Add
    ? (target.within ?? null)
    : null;
}

/** Whether the form asks for times: adds and edits do, deletes do not. */
export function asksForTimes(target: ChangeTarget): boolean {
  return target.requestType !== RequestType.Delete;
}

/** Whether the form asks for an activity's details (adds and edits of activities). */
export function asksForDetails(target: ChangeTarget): boolean {
  return target.kind === RequestKind.Activity && target.requestType !== RequestType.Delete;
}

/** A key that changes whenever the dialog is opened for something else (resets the form). */
export function targetKey(target: ChangeTarget): string {
  const entryId = isExisting(target) ? target.entry.id : '';
  const within =
    target.kind === RequestKind.Break && !isExisting(target) ? target.idWorkspaceTime : '';
  return `${target.kind}:${target.requestType}:${entryId}:${within}`;
}
