import {
  type RequestStatus,
  RequestStatus as Status,
  type TimeRequest,
  toUnixSeconds,
  toUnixSecondsOrNull,
} from '@punchcard/shared';
import type { RequestRow } from './request-row.js';

/** Where a request stands, read from its columns (the only source of truth for every count). */
export function requestStatus(
  row: Pick<RequestRow, 'deleted_at' | 'reviewed_at' | 'is_approved' | 'is_draft'>,
): RequestStatus {
  if (row.reviewed_at !== null) return row.is_approved ? Status.Approved : Status.Rejected;
  if (row.deleted_at !== null) return Status.Withdrawn;
  return row.is_draft ? Status.Draft : Status.Pending;
}

export function toTimeRequest(row: RequestRow): TimeRequest {
  return {
    id: row.id,
    id_workspace: row.id_workspace,
    id_user: row.id_user,
    kind: row.kind,
    request_type: row.request_type,
    status: requestStatus(row),
    id_timestamp: row.id_activity,
    id_workspace_time: row.id_workspace_time,
    id_break: row.id_break,
    start: toUnixSecondsOrNull(row.start_at),
    end: toUnixSecondsOrNull(row.end_at),
    id_project: row.id_project,
    id_task: row.id_task,
    id_category: row.id_category,
    tags: row.tags,
    description: row.description,
    reason: row.reason,
    is_draft: row.is_draft,
    created_at: toUnixSeconds(row.created_at),
    submitted_at: toUnixSecondsOrNull(row.submitted_at),
    reviewed_at: toUnixSecondsOrNull(row.reviewed_at),
    is_approved: row.is_approved,
    reviewed_by: row.reviewed_by,
    deleted_at: toUnixSecondsOrNull(row.deleted_at),
    member_name: row.member_name,
    member_email: row.member_email,
  };
}
