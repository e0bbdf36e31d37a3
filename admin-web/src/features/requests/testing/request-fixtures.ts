// The requests tests' data on the wire (snake_case), built on the shared wire fixtures; their
// API is `@/testing/api-mock`'s (answering by method, path and query).
import type { Me, RequestList, TimeRequest, Workspace } from '@punchcard/shared';

import { signedInMe, wireMe, wireWorkspace } from '@/testing/wire-fixtures';

export const WORKSPACE_ID = '11111111-2222-4333-8444-555555555555';
export const ME_ID = signedInMe.user.id;
export const REVIEWER_ID = '99999999-8888-4777-8666-555555555555';

export const workspace: Workspace = wireWorkspace({
  id: WORKSPACE_ID,
  name: 'Bakery',
  currency: 'JPY',
  time_zone: 'UTC',
  role: 'Member',
  permissions: [],
  member_count: 2,
});

/** GET /v1/accounts/me of a member whose active workspace is `workspace`. */
export const meInWorkspace: Me = { ...wireMe(workspace), memberships: [] };

/** A request on the wire, pending unless told otherwise. */
export function wireRequest(
  overrides: Partial<TimeRequest> & Pick<TimeRequest, 'id'>,
): TimeRequest {
  return {
    id_workspace: WORKSPACE_ID,
    id_user: ME_ID,
    kind: 'workspace_time',
    request_type: 'ADD',
    status: 'pending',
    id_timestamp: null,
    id_workspace_time: null,
    id_break: null,
    start: 1_714_550_400,
    end: 1_714_579_200,
    id_project: null,
    id_task: null,
    id_category: null,
    tags: [],
    description: null,
    reason: 'Forgot to clock in.',
    is_draft: false,
    created_at: 1_714_600_000,
    submitted_at: 1_714_600_000,
    reviewed_at: null,
    is_approved: null,
    reviewed_by: null,
    deleted_at: null,
    member_name: 'Ada Lovelace',
    member_email: 'ada@example.com',
    ...overrides,
  };
}

export function wireList(
  items: TimeRequest[],
  { total = items.length, nextCursor = null }: { total?: number; nextCursor?: string | null } = {},
): RequestList {
  return { items, total, page: null, item: null, next_cursor: nextCursor, previous_cursor: null };
}
