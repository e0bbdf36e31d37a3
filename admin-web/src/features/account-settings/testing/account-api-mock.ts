// Test doubles for the account pages: a fetch that answers by method and path (the profile and
// password routes share paths across methods), and the API's answers on the wire (snake_case).
import type { Me, Member, Preferences, Profile, Workspace } from '@punchcard/shared';
import { waitFor, within } from '@testing-library/react';

import { signedInMe } from '@/testing/test-utils';

export type Answer =
  | { status: number; body: unknown }
  | { networkError: string }
  /** Never answers until `release` is called: for "while pending" checks. */
  | { held: Promise<{ status: number; body: unknown }> };

export const ok = (body: unknown): Answer => ({ status: 200, body });

export const refused = (status: number, errorKey: string): Answer => ({
  status,
  body: { status_code: status, error_key: errorKey, message: errorKey },
});

/** An answer that waits; `release` sends it. */
export function heldAnswer(status: number, body: unknown) {
  let release: () => void = () => undefined;
  const held = new Promise<{ status: number; body: unknown }>((resolve) => {
    release = () => {
      resolve({ status, body });
    };
  });
  return {
    answer: { held } satisfies Answer,
    release: () => {
      release();
    },
  };
}

function fakeResponse(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response: Pick<Response, 'ok' | 'status' | 'text' | 'json'> = {
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(body),
  };
  return response as Response;
}

export interface RecordedCall {
  method: string;
  path: string;
  init: RequestInit | undefined;
  /** The JSON body sent, parsed; undefined for none or multipart. */
  json: unknown;
}

/**
 * Replaces fetch with answers keyed `'METHOD /path'`. A list answers in order (its last entry
 * repeats). Unscripted calls fail loudly.
 */
export function mockAccountApi(routes: Readonly<Record<string, Answer | readonly Answer[]>>) {
  const original = globalThis.fetch;
  const isList = (value: Answer | readonly Answer[]): value is readonly Answer[] =>
    Array.isArray(value);
  const queues = new Map<string, Answer[]>(
    Object.entries(routes).map(([key, value]) => [key, isList(value) ? [...value] : [value]]),
  );
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const method = (init?.method ?? 'GET').toUpperCase();
    const json: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, init, json });
    const queue = queues.get(`${method} ${path}`);
    const answer = queue === undefined ? undefined : queue.length > 1 ? queue.shift() : queue[0];
    if (answer === undefined)
      throw new Error(`mockAccountApi: nothing scripted for ${method} ${path}`);
    if ('networkError' in answer) throw new TypeError(answer.networkError);
    if ('held' in answer) {
      const { status, body } = await answer.held;
      return fakeResponse(status, body);
    }
    return fakeResponse(answer.status, answer.body);
  });
  globalThis.fetch = fetchMock;
  return {
    fetchMock,
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

export const WORKSPACE_ID = '2b1e7c1a-5d0e-4d6a-9f3e-0a1b2c3d4e5f';
export const USER_ID = signedInMe.user.id;

export const workspace: Workspace = {
  id: WORKSPACE_ID,
  name: 'Analytical Engines',
  avatar: null,
  address: null,
  currency: 'GBP',
  plan: 'LITE',
  time_zone: 'Europe/London',
  is_default: true,
  is_trial_started: false,
  is_time_required: true,
  is_approval_required: false,
  project_report_visibility: 'DETAILS',
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

/** Signed in, with `workspace` (overrides merged in) active. */
export function meIn(overrides: Partial<Workspace> = {}): Me {
  return {
    ...(signedInMe as Me),
    memberships: [
      {
        id_workspace: WORKSPACE_ID,
        name: workspace.name,
        role: overrides.role ?? workspace.role,
        status: 'ACTIVE',
        is_default: true,
      },
    ],
    active_workspace: { ...workspace, ...overrides },
  };
}

/** Signed in, in no workspace yet. */
export const meWithoutWorkspace = signedInMe as Me;

export const profile: Profile = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address: null,
  contact_number: null,
  has_account: true,
  allow_google_sso: false,
  allow_apple_sso: false,
  finished_tutorial: true,
  has_pin: false,
};

export const ownMember: Member = {
  id_user: USER_ID,
  email: signedInMe.user.email,
  name: 'Ada Lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  nickname: null,
  avatar: null,
  role: 'Owner',
  status: 'ACTIVE',
  is_default: true,
  joined_at: 1_700_000_000,
  deleted_at: null,
  work_status: 'NOT_WORKING',
};

export const colleague: Member = {
  ...ownMember,
  id_user: '9a8b7c6d-0000-4111-8222-333344445555',
  email: 'charles@example.com',
  name: 'Charles Babbage',
  first_name: 'Charles',
  last_name: 'Babbage',
  role: 'Member',
  is_default: false,
};

export const preferences: Preferences = {
  is_pomodoro_enabled: false,
  pomodoro_settings: { work: 1500, short_break: 300, long_break: 900, rounds: 4 },
  is_workspace_time_location_on: false,
  is_timestamp_location_on: true,
};

export const membersPath = `/v1/workspaces/${WORKSPACE_ID}/members`;

/**
 * Waits until `within` holds an alert saying `text`. The error texts load with the first failure,
 * so an alert may stand empty for a moment.
 */
export async function expectAlert(container: HTMLElement, text: string | RegExp): Promise<void> {
  await waitFor(() => {
    expect(within(container).getByRole('alert')).toHaveTextContent(text);
  });
}
