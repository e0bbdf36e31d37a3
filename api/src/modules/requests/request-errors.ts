import { ErrorKey, RequestKind } from '@punchcard/shared';
import {
  type AppException,
  conflict,
  notFound,
  preconditionFailed,
} from '#src/common/errors/app.exception.js';

/** The catalogue's keys for each kind of request (time-tracking-spec section 8). */
interface KindKeys {
  /** The target (edit, delete) or the break's workspace time is not the member's live entry. */
  targetNotFound: ErrorKey;
  /** An add would overlap the member's other time. */
  addConflict: ErrorKey;
  /** An edit would overlap other time, or the target already has an open request. */
  changeConflict: ErrorKey;
  reviewConflict: ErrorKey;
  reviewNotFound: ErrorKey;
}

export const KIND_KEYS: Record<RequestKind, KindKeys> = {
  [RequestKind.Activity]: {
    targetNotFound: ErrorKey.ActivityNotFound,
    addConflict: ErrorKey.ActivityConflict,
    changeConflict: ErrorKey.ActivityConflictOrPending,
    reviewConflict: ErrorKey.ReviewActivityConflict,
    reviewNotFound: ErrorKey.ReviewActivityNotFound,
  },
  [RequestKind.WorkspaceTime]: {
    targetNotFound: ErrorKey.WorkspaceTimeNotFound,
    addConflict: ErrorKey.AddConflict,
    changeConflict: ErrorKey.WorkspaceTimeConflict,
    reviewConflict: ErrorKey.ReviewWorkspaceTimeConflict,
    reviewNotFound: ErrorKey.ReviewWorkspaceTimeNotFound,
  },
  [RequestKind.Break]: {
    targetNotFound: ErrorKey.BreakTimeNotFound,
    addConflict: ErrorKey.AddBreakConflict,
    changeConflict: ErrorKey.AddBreakConflict,
    reviewConflict: ErrorKey.ReviewBreakConflict,
    reviewNotFound: ErrorKey.ReviewBreakNotFound,
  },
};

const NOUN: Record<RequestKind, string> = {
  [RequestKind.Activity]: 'activity',
  [RequestKind.WorkspaceTime]: 'workspace time',
  [RequestKind.Break]: 'break',
};

export const targetNotFound = (kind: RequestKind): AppException =>
  notFound(KIND_KEYS[kind].targetNotFound, `No such ${NOUN[kind]} of yours in this workspace.`);

export const addConflict = (kind: RequestKind): AppException =>
  conflict(KIND_KEYS[kind].addConflict, `The ${NOUN[kind]} would overlap your other time.`);

export const overlapConflict = (kind: RequestKind): AppException =>
  conflict(KIND_KEYS[kind].changeConflict, `The ${NOUN[kind]} would overlap your other time.`);

export const pendingConflict = (kind: RequestKind): AppException =>
  conflict(
    KIND_KEYS[kind].changeConflict,
    `This ${NOUN[kind]} already has a request awaiting review.`,
  );

/** Approval cannot apply the change (it overlaps, or the request is no longer reviewable). */
export const reviewConflict = (kind: RequestKind, why: string): AppException =>
  conflict(KIND_KEYS[kind].reviewConflict, why);

export const reviewNotFound = (
  kind: RequestKind,
  why = 'No such request awaiting review.',
): AppException => notFound(KIND_KEYS[kind].reviewNotFound, why);

/** Withdrawing or restoring: no such request of the caller's in that state. */
export const requestNotFound = (): AppException =>
  notFound(ErrorKey.DeleteNotFound, 'No such request of yours.');

/** Withdrawing a request that was reviewed meanwhile. */
export const alreadyReviewed = (): AppException =>
  preconditionFailed(ErrorKey.DeleteSomethingWrong, 'This request was already reviewed.');
