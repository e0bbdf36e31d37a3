// Wire-shaped (snake_case) answers and a method-aware fetch for the clock's component tests.
import type {
  Activity,
  Break,
  ClockStatus,
  OpenActivity,
  TimestampSettings,
  Workspace,
  WorkspaceTime,
} from '@punchcard/shared';

import { signedInMe } from '@/testing/test-utils';

export const WORKSPACE_ID = '0a1b2c3d-0000-4000-8000-000000000001';
export const USER_ID = signedInMe.user.id;
export const PROJECT_ID = '0a1b2c3d-0000-4000-8000-0000000000a1';
export const OTHER_PROJECT_ID = '0a1b2c3d-0000-4000-8000-0000000000a2';
export const TASK_ID = '0a1b2c3d-0000-4000-8000-0000000000b1';
export const OTHER_TASK_ID = '0a1b2c3d-0000-4000-8000-0000000000b2';
export const CATEGORY_ID = '0a1b2c3d-0000-4000-8000-0000000000c1';
export const TAG_ID = '0a1b2c3d-0000-4000-8000-0000000000d1';

const noMetadata = {
  location: null,
  latitude: null,
  longitude: null,
  user_agent: null,
  ip_address: null,
};

export const allOptional: TimestampSettings = {
  is_permission_required: false,
  is_approval_required: false,
  is_time_modification_allowed: false,
  is_detail_modification_allowed: false,
  is_description_required: false,
  is_project_required: false,
  is_category_required: false,
  is_task_required: false,
  is_tag_required: false,
};

export function workspace(overrides: Partial<Workspace> = {}): Workspace {
  return {
    id: WORKSPACE_ID,
    name: 'Analytical Engines',
    avatar: null,
    address: null,
    currency: 'USD',
    plan: 'FREE',
    time_zone: 'UTC',
    is_default: true,
    is_trial_started: false,
    is_time_required: true,
    is_approval_required: false,
    project_report_visibility: 'SUMMARY',
    is_pomodoro_customization_enabled: false,
    is_active_member: true,
    role: 'Owner',
    kiosk_settings: {
      is_kiosk_enabled: true,
      is_pin_enabled: true,
      is_picture_enabled: true,
      is_qrcode_enabled: true,
      is_nfc_enabled: true,
    },
    timestamp_settings: allOptional,
    permissions: [],
    member_count: 1,
    clients: [],
    tags: [],
    pending_requests: [],
    created_at: 1_700_000_000,
    deleted_at: null,
    ...overrides,
  };
}

/** GET /v1/accounts/me of a member whose active workspace is `active`. */
export const meIn = (active: Workspace = workspace()) => ({
  ...signedInMe,
  memberships: [
    {
      id_workspace: active.id,
      name: active.name,
      role: active.role,
      status: 'ACTIVE',
      is_default: true,
    },
  ],
  active_workspace: active,
});

export function workspaceTime(
  start: number,
  end: number | null,
  breaks: Break[] = [],
): WorkspaceTime {
  return {
    id: `wt-${start}`,
    id_user: USER_ID,
    id_workspace: WORKSPACE_ID,
    start,
    end,
    is_break_time: false,
    started_by: USER_ID,
    stopped_by: end === null ? null : USER_ID,
    added_at: null,
    edited_at: null,
    metadata_in: noMetadata,
    metadata_out: noMetadata,
    deleted_at: null,
    breaks,
  };
}

export function pause(start: number, end: number | null, idWorkspaceTime = 'wt'): Break {
  return {
    id: `break-${start}`,
    id_user: USER_ID,
    id_workspace: WORKSPACE_ID,
    id_workspace_time: idWorkspaceTime,
    start,
    end,
    is_break_time: true,
    started_by: USER_ID,
    stopped_by: end === null ? null : USER_ID,
    added_at: null,
    edited_at: null,
    metadata_in: noMetadata,
    metadata_out: noMetadata,
    deleted_at: null,
  };
}

export function activity(
  start: number,
  end: number | null,
  overrides: Partial<Activity> = {},
): Activity {
  return {
    id: `activity-${start}`,
    id_workspace: WORKSPACE_ID,
    id_user: USER_ID,
    id_workspace_time: null,
    id_project: null,
    id_task: null,
    id_category: null,
    tags: [],
    description: null,
    note: null,
    feedback: null,
    start,
    end,
    metadata_in: noMetadata,
    metadata_out: noMetadata,
    deleted_at: null,
    ...overrides,
  };
}

export const openActivity = (
  start: number,
  overrides: Partial<OpenActivity> = {},
): OpenActivity => ({
  id: 'activity-open',
  id_workspace_time: null,
  id_project: null,
  id_task: null,
  id_category: null,
  tags: [],
  description: null,
  start,
  ...overrides,
});

export const notWorking: ClockStatus = {
  work_status: 'NOT_WORKING',
  workspace_time: null,
  break: null,
  activity: null,
};

export const working = (start: number, running: OpenActivity | null = null): ClockStatus => ({
  work_status: 'WORKING',
  workspace_time: workspaceTime(start, null),
  break: null,
  activity: running,
});

export const onBreak = (
  start: number,
  breakStart: number,
  running: OpenActivity | null = null,
): ClockStatus => ({
  work_status: 'BREAK',
  workspace_time: workspaceTime(start, null),
  break: pause(breakStart, null),
  activity: running,
});

export const catalog = {
  projects: [
    { id: PROJECT_ID, name: 'Difference Engine', archived_at: null },
    { id: OTHER_PROJECT_ID, name: 'Analytical Engine', archived_at: null },
  ],
  tasks: [
    task(TASK_ID, 'Gear tables', PROJECT_ID, CATEGORY_ID),
    task(OTHER_TASK_ID, 'Punched cards', OTHER_PROJECT_ID, null),
  ],
  categories: [{ id: CATEGORY_ID, name: 'Research', color: '#3B82F6', deleted_at: null }],
  tags: [{ id: TAG_ID, name: 'Urgent', deleted_at: null }],
};

function task(id: string, name: string, idProject: string, idCategory: string | null) {
  return {
    id,
    name,
    id_project: idProject,
    id_category: idCategory,
    archived_at: null,
    deleted_at: null,
    is_deleted: false,
  };
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export type RouteAnswer =
  | { status: number; body?: unknown }
  | { networkError: string }
  /** The request stays on its way (to see what the screen does meanwhile). */
  | { pending: true };
type Route = RouteAnswer | ((request: RecordedRequest) => RouteAnswer);

export const ok = (body: unknown): RouteAnswer => ({ status: 200, body });
export const refusal = (status: number, errorKey: string): RouteAnswer => ({
  status,
  body: { status_code: status, error_key: errorKey, message: errorKey },
});

/**
 * Replaces fetch with answers by `METHOD /path` (a function answers from the request, e.g. to
 * change the status a clock-in leaves behind); every request is recorded, in order.
 */
export function mockApi(routes: Record<string, Route>) {
  const original = globalThis.fetch;
  const requests: RecordedRequest[] = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    if (route === undefined) {
      return Promise.reject(
        new Error(`mockApi: nothing scripted for ${request.method} ${request.path}`),
      );
    }
    const answer = typeof route === 'function' ? route(request) : route;
    if ('pending' in answer) return new Promise<Response>(() => undefined);
    if ('networkError' in answer) return Promise.reject(new TypeError(answer.networkError));
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return Promise.resolve({
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: () => Promise.resolve(text),
    } as Response);
  });
  return {
    requests,
    /** The requests other than reads. */
    writes: () => requests.filter((request) => request.method !== 'GET'),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
