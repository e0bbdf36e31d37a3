// The request dialog's form as plain data: its first values for a target, and the check that
// turns it into what is sent (or says what is wrong), kept apart from the dialog so every rule
// is tested without rendering.
import { RequestKind, RequestType, type UnixSeconds } from '@punchcard/shared';

import type { FileRequestVariables } from '@/features/requests/api/file-request';
import {
  asksForDetails,
  asksForTimes,
  canBeDraft,
  currentSpan,
  enclosingSpan,
  isRunningEdit,
  type Span,
  startDay,
} from '@/features/requests/utils/change-target';
import {
  type DateTimeParts,
  emptyDateTimeParts,
  fromDateTimeParts,
  toDateTimeParts,
  todayDate,
} from '@/features/requests/utils/date-time-parts';
import {
  type ActivityDetailsValue,
  emptyActivityDetails,
  toActivityDetailsBody,
} from '@/lib/activity-details';
import type { ChangeTarget } from '@/lib/change-target';

export interface ChangeForm {
  start: DateTimeParts;
  end: DateTimeParts;
  /** Adds of workspace time and breaks: the end is not known yet (files a draft). */
  endUnknown: boolean;
  reason: string;
  details: ActivityDetailsValue;
}

/** Translation keys (namespace `requests`) of what is wrong with a field. */
export type ChangeFormErrorKey =
  | 'form.error.startMissing'
  | 'form.error.startFuture'
  | 'form.error.endMissing'
  | 'form.error.endMissingOrDraft'
  | 'form.error.endFuture'
  | 'form.error.endBeforeStart'
  | 'form.error.outsideWorkTime'
  | 'form.error.reasonMissing'
  | 'form.error.nothingChanged';

export interface ChangeFormErrors {
  start?: ChangeFormErrorKey;
  end?: ChangeFormErrorKey;
  reason?: ChangeFormErrorKey;
  /** About the request as a whole (an edit that changes nothing). */
  form?: ChangeFormErrorKey;
}

export function detailsOf(target: ChangeTarget): ActivityDetailsValue {
  if (target.kind !== RequestKind.Activity || target.requestType === RequestType.Add) {
    return emptyActivityDetails;
  }
  const { entry } = target;
  return {
    idProject: entry.idProject,
    idTask: entry.idTask,
    idCategory: entry.idCategory,
    idTags: [...entry.tags],
    description: entry.description ?? '',
  };
}

/** The form as it opens: an entry's current values, or today's date for a new one. */
export function initialChangeForm(target: ChangeTarget, now: UnixSeconds): ChangeForm {
  const span = currentSpan(target);
  // A new entry starts on the day the opener named (a break: its work time's), else today.
  const today = { date: startDay(target) ?? todayDate(now), time: '' };
  return {
    start: span ? toDateTimeParts(span.start) : today,
    end: span ? (span.end === null ? emptyDateTimeParts : toDateTimeParts(span.end)) : today,
    endUnknown: false,
    reason: '',
    details: detailsOf(target),
  };
}

/** Whether the end is asked for: not for a delete, a running entry or a draft. */
export function asksForEnd(target: ChangeTarget, form: Pick<ChangeForm, 'endUnknown'>): boolean {
  return asksForTimes(target) && !isRunningEdit(target) && !(canBeDraft(target) && form.endUnknown);
}

/** The span the request proposes: null for a delete or while it is incomplete. */
export function proposedSpan(target: ChangeTarget, form: ChangeForm): Span | null {
  if (!asksForTimes(target)) return null;
  const original = currentSpan(target);
  const start = fromDateTimeParts(form.start, original?.start);
  if (start === null) return null;
  if (!asksForEnd(target, form)) return { start, end: null };
  const end = fromDateTimeParts(form.end, original?.end);
  return end === null ? null : { start, end };
}

const sameDetails = (a: ActivityDetailsValue, b: ActivityDetailsValue): boolean =>
  a.idProject === b.idProject &&
  a.idTask === b.idTask &&
  a.idCategory === b.idCategory &&
  a.description.trim() === b.description.trim() &&
  a.idTags.length === b.idTags.length &&
  a.idTags.every((tag) => b.idTags.includes(tag));

/** Whether an edit's proposal differs from the entry (an edit changing nothing is refused). */
function changesSomething(target: ChangeTarget, form: ChangeForm, span: Span): boolean {
  const current = currentSpan(target);
  if (current === null) return true;
  if (current.start !== span.start || (span.end !== null && current.end !== span.end)) return true;
  return asksForDetails(target) && !sameDetails(detailsOf(target), form.details);
}

function checkTimes(
  target: ChangeTarget,
  form: ChangeForm,
  now: UnixSeconds,
  errors: ChangeFormErrors,
): Span | null {
  const original = currentSpan(target);
  const start = fromDateTimeParts(form.start, original?.start);
  if (start === null) errors.start = 'form.error.startMissing';
  else if (start > now) errors.start = 'form.error.startFuture';
  if (!asksForEnd(target, form)) {
    if (start === null) return null;
    checkInsideWorkTime(target, { start, end: null }, errors);
    return { start, end: null };
  }

  const end = fromDateTimeParts(form.end, original?.end);
  if (end === null) {
    errors.end = canBeDraft(target) ? 'form.error.endMissingOrDraft' : 'form.error.endMissing';
  } else if (end > now) errors.end = 'form.error.endFuture';
  else if (start !== null && end <= start) errors.end = 'form.error.endBeforeStart';
  if (start === null || end === null) return null;
  checkInsideWorkTime(target, { start, end }, errors);
  return { start, end };
}

/** A break must lie inside its work time; said here rather than by the API's generic conflict. */
function checkInsideWorkTime(target: ChangeTarget, span: Span, errors: ChangeFormErrors): void {
  const within = enclosingSpan(target);
  if (within === null || errors.start !== undefined || errors.end !== undefined) return;
  if (span.start < within.start) errors.start = 'form.error.outsideWorkTime';
  else if (within.end !== null && span.end !== null && span.end > within.end) {
    errors.end = 'form.error.outsideWorkTime';
  }
}

/** The body for the target's kind and type, from a form that passed the checks. */
function toFileRequest(
  target: ChangeTarget,
  span: Span | null,
  form: ChangeForm,
): FileRequestVariables {
  const reason = form.reason.trim();
  const { requestType } = target;
  const times =
    span === null
      ? {}
      : span.end === null
        ? { start: span.start }
        : { start: span.start, end: span.end };
  switch (target.kind) {
    case RequestKind.WorkspaceTime:
      return {
        kind: target.kind,
        body:
          target.requestType === RequestType.Add
            ? { requestType, ...times, reason }
            : { requestType, idWorkspaceTime: target.entry.id, ...times, reason },
      };
    case RequestKind.Break:
      return {
        kind: target.kind,
        body:
          target.requestType === RequestType.Add
            ? { requestType, idWorkspaceTime: target.idWorkspaceTime, ...times, reason }
            : {
                requestType,
                idWorkspaceTime: target.entry.idWorkspaceTime,
                idBreakTime: target.entry.id,
                ...times,
                reason,
              },
      };
    case RequestKind.Activity: {
      const details = asksForDetails(target) ? toActivityDetailsBody(form.details) : {};
      return {
        kind: target.kind,
        body:
          target.requestType === RequestType.Add
            ? { requestType, ...times, ...details, reason }
            : { requestType, idTimestamp: target.entry.id, ...times, ...details, reason },
      };
    }
  }
}

export type ChangeCheck =
  { ok: true; variables: FileRequestVariables } | { ok: false; errors: ChangeFormErrors };

/**
 * What the dialog sends, or why it cannot yet. `now` bounds the times: a request is about the
 * past. Activity details are checked by the details fields' own rules, beside this.
 */
export function checkChangeForm(
  target: ChangeTarget,
  form: ChangeForm,
  now: UnixSeconds,
): ChangeCheck {
  const errors: ChangeFormErrors = {};
  const span = asksForTimes(target) ? checkTimes(target, form, now, errors) : null;
  if (form.reason.trim() === '') errors.reason = 'form.error.reasonMissing';
  const fieldsOk = errors.start === undefined && errors.end === undefined;
  if (fieldsOk && span !== null && target.requestType === RequestType.Edit) {
    if (!changesSomething(target, form, span)) errors.form = 'form.error.nothingChanged';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, variables: toFileRequest(target, span, form) };
}
