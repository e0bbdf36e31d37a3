// Wire contracts of the breaks routes (time-tracking-spec sections 3, 4 and 7).
import type { UnixSeconds } from '../time.js';

/**
 * Where and from what one end of a span was recorded. The location is kept only when the plan
 * has the location feature and the member switched it on; declared here, the leaf of the two time
 * contracts, so workspace-times can use it without an import cycle.
 */
export interface TimeMetadata {
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  user_agent: string | null;
  ip_address: string | null;
}

/** A break inside a workspace time; an open break has no end. */
export interface Break {
  id: string;
  id_user: string;
  id_workspace: string;
  id_workspace_time: string;
  start: UnixSeconds;
  end: UnixSeconds | null;
  is_break_time: true;
  /** Who started / ended it (the member, or the manager who clocked them); null when added. */
  started_by: string | null;
  stopped_by: string | null;
  /** Set when the break was entered after the fact. */
  added_at: UnixSeconds | null;
  edited_at: UnixSeconds | null;
  metadata_in: TimeMetadata;
  metadata_out: TimeMetadata;
  deleted_at: UnixSeconds | null;
}

/**
 * PATCH /v1/workspaces/timestamps/break/{id}. An open break may only move its start (`end` absent
 * or null); a closed one keeps its end when `end` is omitted. Neither may lie in the future.
 */
export interface EditBreakRequest {
  start: UnixSeconds;
  end?: UnixSeconds | null;
}

/** POST /v1/workspaces/timestamps/break/new: a past break inside one of the member's workspace times. */
export interface AddBreakRequest {
  id_workspace_time: string;
  start: UnixSeconds;
  end: UnixSeconds;
}
