// Wire contracts of the requests routes: members ask to add, edit or delete their own workspace
// time, breaks and activities; reviewers approve or reject (time-tracking-spec sections 3, 4, 7, 8).
import type { UnixSeconds } from '../time.js';
import type { Activity } from './activities.js';
import type { Break } from './breaks.js';
import type { WorkspaceTime } from './workspace-times.js';

/** What a request asks for (the spec's change action). */
export const RequestType = {
  Add: 'ADD',
  Edit: 'EDIT',
  Delete: 'DELETE',
} as const;
export type RequestType = (typeof RequestType)[keyof typeof RequestType];
export const REQUEST_TYPES: readonly RequestType[] = Object.values(RequestType);

/** Which kind of recorded time a request concerns (the `timestamp_type` query parameter). */
export const RequestKind = {
  /** An activity: the spec's "timestamp request". */
  Activity: 'activity',
  WorkspaceTime: 'workspace_time',
  Break: 'break',
} as const;
export type RequestKind = (typeof RequestKind)[keyof typeof RequestKind];
export const REQUEST_KINDS: readonly RequestKind[] = Object.values(RequestKind);

/**
 * Where a request stands. A draft (a workspace time or break whose end is not known yet) becomes
 * pending once its end is filled in; a pending one is approved or rejected by review, or
 * withdrawn by its member (and may be restored to pending).
 */
export const RequestStatus = {
  Draft: 'draft',
  Pending: 'pending',
  Approved: 'approved',
  Rejected: 'rejected',
  Withdrawn: 'withdrawn',
} as const;
export type RequestStatus = (typeof RequestStatus)[keyof typeof RequestStatus];
export const REQUEST_STATUSES: readonly RequestStatus[] = Object.values(RequestStatus);

export const REQUEST_REASON_MAX = 1000;
/** Default and largest page of a request list. */
export const REQUEST_LIST_DEFAULT_LIMIT = 20;
export const REQUEST_LIST_MAX_LIMIT = 100;
/** Reviewers get at most one e-mail per workspace per this many minutes; a burst shares it. */
export const REVIEWER_DIGEST_MINUTES = 3;

/** One request as every list and answer shows it, whatever its kind. */
export interface TimeRequest {
  id: string;
  id_workspace: string;
  /** The member whose time it is (who filed it). */
  id_user: string;
  kind: RequestKind;
  request_type: RequestType;
  status: RequestStatus;
  /** Activity requests: the activity edited or deleted (null for an add). */
  id_timestamp: string | null;
  /**
   * Workspace time requests: the workspace time edited or deleted (null for an add). Break
   * requests: the workspace time the break belongs to.
   */
  id_workspace_time: string | null;
  /** Break requests: the break edited or deleted (null for an add). */
  id_break: string | null;
  /** The proposed span: null for deletes; `end` null for a draft or a running target's edit. */
  start: UnixSeconds | null;
  end: UnixSeconds | null;
  /** Activity requests only: the proposed details. */
  id_project: string | null;
  id_task: string | null;
  id_category: string | null;
  tags: string[];
  description: string | null;
  reason: string;
  is_draft: boolean;
  created_at: UnixSeconds;
  /** When it was submitted for review (a draft: when its end was filled in); null while a draft. */
  submitted_at: UnixSeconds | null;
  reviewed_at: UnixSeconds | null;
  is_approved: boolean | null;
  reviewed_by: string | null;
  /** When the member withdrew it; null otherwise. */
  deleted_at: UnixSeconds | null;
  /** The member's display name and e-mail, for reviewers' lists. */
  member_name: string;
  member_email: string;
}

/** POST /v1/activities/requests */
export interface FileActivityRequest {
  request_type: RequestType;
  /** Required for edit and delete. */
  id_timestamp?: string | null;
  /** Edit: absent fields keep the activity's current value. */
  id_project?: string | null;
  id_task?: string | null;
  id_category?: string | null;
  id_tags?: string[];
  description?: string | null;
  /** Required for add; edit: absent keeps the current value. Never for delete. */
  start?: UnixSeconds;
  end?: UnixSeconds;
  reason: string;
}

/** The spec's answer to POST /v1/activities/requests. */
export interface FiledActivityRequest {
  id: string;
  created_at: UnixSeconds;
}

/**
 * POST /v1/workspaces/requests. Add: `start` and `end` (no end: a draft). Edit: the workspace
 * time and its new `start` and `end` (no end on a closed one: a draft; a running one takes only a
 * new start). Delete: the workspace time only.
 */
export interface FileWorkspaceTimeRequest {
  request_type: RequestType;
  id_workspace_time?: string | null;
  start?: UnixSeconds | null;
  end?: UnixSeconds | null;
  reason: string;
}

/** POST /v1/workspaces/requests/break: as for workspace time, inside `id_workspace_time`. */
export interface FileBreakRequest {
  request_type: RequestType;
  /** The workspace time the break lies in (required for add; checked for edit and delete). */
  id_workspace_time?: string | null;
  /** Required for edit and delete. */
  id_break_time?: string | null;
  start?: UnixSeconds | null;
  end?: UnixSeconds | null;
  reason: string;
}

/** PATCH /v1/workspaces/requests and /break: fills in a draft, which then goes to review. */
export interface FillDraftRequest {
  id_request: string;
  start?: UnixSeconds;
  end: UnixSeconds;
}

/** PATCH /v1/activities/requests/{id} */
export interface ReviewActivityRequest {
  is_approved: boolean;
}

/** PATCH /v1/workspaces/requests/{id}: `is_workspace_time_request` false means a break request. */
export interface ReviewWorkspaceRequest {
  is_approved: boolean;
  is_workspace_time_request: boolean;
}

/**
 * GET /v1/activities/requests/member: requests of one kind. Without `cursor` the list is paged by
 * `marker.page` (from 1) and `marker.item` (per page); with `cursor` (from a previous answer) it
 * continues after it, or before it when `is_previous`.
 */
export interface RequestListQuery {
  /** Default: the caller. Other members' requests need the kind's review permission. */
  id_members?: string[];
  'marker.page'?: number;
  'marker.item'?: number;
  /** Default: activity. */
  timestamp_type?: RequestKind;
  /** Default: every status. */
  status?: RequestStatus;
  cursor?: string;
  is_previous?: boolean;
  limit?: number;
}

export interface RequestList {
  items: TimeRequest[];
  /** How many requests match, over all pages. */
  total: number;
  page: number | null;
  item: number | null;
  /** Cursors to continue after the last item / before the first; null at either end. */
  next_cursor: string | null;
  previous_cursor: string | null;
}

/** GET /v1/activities/requests/preview?id&timestamp_type: the target now and as it would be. */
export interface RequestPreview {
  request: TimeRequest;
  /** The target as it is now; null for an add (or when the target is gone). */
  current: Activity | WorkspaceTime | Break | null;
  /** The target as approval would leave it; null for a delete. */
  proposed: Activity | WorkspaceTime | Break | null;
}

/** The spec's pending request summary of one member. */
export interface PendingRequestSummary {
  id_user: string;
  /** Submitted requests awaiting review. */
  pending_requests: number;
  /** Drafts not yet submitted. */
  draft_pending_requests: number;
}

/** GET /v1/workspaces/requests/summary */
export interface PendingRequestSummaries {
  /** Totals over the members listed. */
  pending_requests: number;
  draft_pending_requests: number;
  /** Members with at least one pending request or draft. */
  members: PendingRequestSummary[];
}

/** The spec's workspace pending-request entry: the caller's pending activity requests. */
export interface WorkspacePendingRequest {
  id_request: string;
  id_timestamp: string | null;
  start: UnixSeconds | null;
  end: UnixSeconds | null;
}

/**
 * GET /v1/workspaces/requests/pending: the workspace's submitted requests awaiting review that
 * the caller may review (never their own unless they are the super owner), oldest first.
 */
export interface PendingRequestsQuery {
  /** Default: every kind the caller may review. */
  timestamp_type?: RequestKind;
  cursor?: string;
  is_previous?: boolean;
  limit?: number;
}
