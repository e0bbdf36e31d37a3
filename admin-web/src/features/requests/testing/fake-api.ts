// A scripted API for the requests tests: answers by method, path and query (the requests list
// is one path for every kind), and records what was sent.
import type { RequestList, TimeRequest, Workspace } from '@punchcard/shared';

import { signedInMe } from '@/testing/test-utils';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body as sent (snake_case), or undefined. */
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export type FakeRoute = (call: FakeCall) => FakeAnswer | undefined;

export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
export const refused = (status: number, errorKey: string): FakeAnswer => ({
  status,
  body: { status_code: status, error_key: errorKey, message: errorKey },
});

function answer({ status, body }: FakeAnswer): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response: Pick<Response, 'ok' | 'status' | 'text'> = {
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(text),
  };
  return response as Response;
}

/** Replaces fetch for one test; `route` answers, anything unanswered fails loudly. */
export function fakeApi(route: FakeRoute) {
  const original = globalThis.fetch;
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    };
    calls.push(call);
    const scripted = route(call);
    if (scripted === undefined) {
      return Promise.reject(new Error(`fakeApi: nothing scripted for ${call.method} ${url.href}`));
    }
    return Promise.resolve(answer(scripted));
  });
  globalThis.fetch = fetchMock;
  return {
    calls,
    /** The calls other than reads. */
    writes: () => calls.filter((call) => call.method !== 'GET'),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

export const WORKSPACE_ID = '11111111-2222-4333-8444-555555555555';
export const ME_ID = signedInMe.user.id;
export const REVIEWER_ID = '99999999-8888-4777-8666-555555555555';

export const workspace: Workspace = {
  id: WORKSPACE_ID,
  name: 'Bakery',
  avatar: null,
  address: null,
  currency: 'JPY',
  plan: 'FREE',
  time_zone: 'UTC',
  is_default: true,
  is_trial_started: false,
  is_time_required: true,
  is_approval_required: false,
  project_report_visibility: 'SUMMARY',
  is_pomodoro_customization_enabled: false,
  is_active_member: true,
  role: 'Member',
  kiosk_settings: {
    is_kiosk_enabled: true,
    is_pin_enabled: true,
    is_picture_enabled: true,
    is_qrcode_enabled: true,
    is_nfc_enabled: true,
  },
  timestamp_settings: {
    is_permission_required: false,
    is_approval_required: false,
    is_time_modification_allowed: false,
    is_detail_modification_allowed: false,
    is_description_required: false,
    is_project_required: false,
    is_category_required: false,
    is_task_required: false,
    is_tag_required: false,
  },
  permissions: [],
  member_count: 2,
  clients: [],
  tags: [],
  pending_requests: [],
  created_at: 1_700_000_000,
  deleted_at: null,
};

/** GET /v1/accounts/me of a member whose active workspace is `workspace`. */
export const meInWorkspace = { ...signedInMe, active_workspace: workspace };

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
