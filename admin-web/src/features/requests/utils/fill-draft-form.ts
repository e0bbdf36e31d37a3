// Filling in a draft: its end (and perhaps a corrected start), checked as the request dialog
// checks times before the API sees them.
import type { FillDraftRequest, UnixSeconds } from '@punchcard/shared';

import type { ChangeFormErrorKey } from '@/features/requests/utils/change-form';
import {
  type DateTimeParts,
  emptyDateTimeParts,
  fromDateTimeParts,
  toDateTimeParts,
} from '@/features/requests/utils/date-time-parts';
import type { CamelCaseKeys } from '@/lib/case-keys';

export interface FillDraftForm {
  start: DateTimeParts;
  end: DateTimeParts;
}

export interface FillDraftErrors {
  start?: ChangeFormErrorKey;
  end?: ChangeFormErrorKey;
}

/** The draft's start, and an end on the same day for the person to complete. */
export function initialFillDraftForm(start: UnixSeconds | null): FillDraftForm {
  if (start === null) return { start: emptyDateTimeParts, end: emptyDateTimeParts };
  const parts = toDateTimeParts(start);
  return { start: parts, end: { date: parts.date, time: '' } };
}

export type FillDraftCheck =
  { ok: true; body: CamelCaseKeys<FillDraftRequest> } | { ok: false; errors: FillDraftErrors };

export function checkFillDraft(
  idRequest: string,
  draftStart: UnixSeconds | null,
  form: FillDraftForm,
  now: UnixSeconds,
): FillDraftCheck {
  const errors: FillDraftErrors = {};
  const start = fromDateTimeParts(form.start, draftStart);
  const end = fromDateTimeParts(form.end);
  if (start === null) errors.start = 'form.error.startMissing';
  else if (start > now) errors.start = 'form.error.startFuture';
  if (end === null) errors.end = 'form.error.endMissing';
  else if (end > now) errors.end = 'form.error.endFuture';
  else if (start !== null && end <= start) errors.end = 'form.error.endBeforeStart';
  if (start === null || end === null || Object.keys(errors).length > 0)
    return { ok: false, errors };
  // An unchanged start is left out: the API keeps the draft's own.
  return { ok: true, body: start === draftStart ? { idRequest, end } : { idRequest, start, end } };
}
