import {
  type Activity,
  type Break,
  RequestType,
  type TimeMetadata,
  toUnixSeconds,
  type WorkspaceTime,
} from '@punchcard/shared';
import type { RequestRow } from './request-row.js';

/** The id the spec gives an entry that does not exist yet. */
export const NEW_ENTRY_ID = 'new';

const NO_METADATA: TimeMetadata = {
  location: null,
  latitude: null,
  longitude: null,
  user_agent: null,
  ip_address: null,
};

/**
 * The span approval would write: the request's start, and its end - or, when it has none, the
 * target's (an edit of a running target keeps it running). A draft has no end yet, so it shows
 * none rather than the end it is about to replace.
 */
function proposedSpan(row: RequestRow, current: { end: number | null } | null) {
  if (!row.start_at) throw new Error(`Request ${row.id} proposes a span without a start`);
  let end: number | null = null;
  if (row.end_at) end = toUnixSeconds(row.end_at);
  else if (!row.is_draft) end = current?.end ?? null;
  return { start: toUnixSeconds(row.start_at), end };
}

/** An add builds the entry from the request, an edit changes the target, a delete leaves none. */
function applies(row: RequestRow, current: object | null): boolean {
  if (row.request_type === RequestType.Delete) return false;
  return row.request_type === RequestType.Add || current !== null;
}

export function proposeActivity(row: RequestRow, current: Activity | null): Activity | null {
  if (!applies(row, current)) return null;
  const details = {
    id_project: row.id_project,
    id_task: row.id_task,
    id_category: row.id_category,
    tags: row.tags,
    description: row.description,
    ...proposedSpan(row, current),
  };
  if (current) return { ...current, ...details };
  return {
    id: NEW_ENTRY_ID,
    id_workspace: row.id_workspace,
    id_user: row.id_user,
    // Approval links it to the workspace time it falls in.
    id_workspace_time: null,
    note: null,
    feedback: null,
    metadata_in: NO_METADATA,
    metadata_out: NO_METADATA,
    deleted_at: null,
    ...details,
  };
}

export function proposeWorkspaceTime(
  row: RequestRow,
  current: WorkspaceTime | null,
): WorkspaceTime | null {
  if (!applies(row, current)) return null;
  const span = proposedSpan(row, current);
  if (current) return { ...current, ...span };
  return {
    id: NEW_ENTRY_ID,
    id_user: row.id_user,
    id_workspace: row.id_workspace,
    is_break_time: false,
    started_by: null,
    stopped_by: null,
    added_at: null,
    edited_at: null,
    metadata_in: NO_METADATA,
    metadata_out: NO_METADATA,
    deleted_at: null,
    breaks: [],
    ...span,
  };
}

export function proposeBreak(row: RequestRow, current: Break | null): Break | null {
  if (!applies(row, current)) return null;
  const span = proposedSpan(row, current);
  if (current) return { ...current, ...span };
  if (!row.id_workspace_time) throw new Error(`Break request ${row.id} has no workspace time`);
  return {
    id: NEW_ENTRY_ID,
    id_user: row.id_user,
    id_workspace: row.id_workspace,
    id_workspace_time: row.id_workspace_time,
    is_break_time: true,
    started_by: null,
    stopped_by: null,
    added_at: null,
    edited_at: null,
    metadata_in: NO_METADATA,
    metadata_out: NO_METADATA,
    deleted_at: null,
    ...span,
  };
}
