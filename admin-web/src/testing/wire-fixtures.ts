// The API's answers on the wire (snake_case), for component tests: one builder per wire type.
// Features' fixtures build theirs from these, overriding only what their tests are about.
import {
  type Activity,
  type Break,
  defaultPermissionGrants,
  type Me,
  MemberStatus,
  type TimeMetadata,
  type TimestampSettings,
  type Workspace,
  type WorkspaceTime,
} from '@punchcard/shared';

/** GET /v1/accounts/me of a signed-in member, in no workspace yet. */
export const signedInMe: Me = {
  user: {
    id: '7d3f0c1e-1111-4222-8333-444455556666',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    locale: 'en',
    is_tutorial_done: true,
    has_password: true,
    google_email: null,
    apple_id: null,
    apple_email: null,
    created_at: 1_700_000_000,
  },
  memberships: [],
  active_workspace: null,
};

export const USER_ID = signedInMe.user.id;

/** Every timestamp setting off (the API's default). */
export const noTimestampSettings: TimestampSettings = {
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

/** The permission grants of a new workspace, as GET /v1/workspaces/{id} lists them. */
const defaultPermissions = (): Workspace['permissions'] =>
  defaultPermissionGrants().map((grant, index) => ({
    id_permission: `perm-${index}`,
    permission: grant.permission,
    member_role: grant.role,
  }));

export const ACME_ID = '4c78de5e-6056-4b4e-b591-3d64d4815725';

/** A workspace as GET /v1/workspaces/{id} answers it, with the API's defaults of a new one. */
export function wireWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  return {
    id: ACME_ID,
    name: 'Acme Bakery',
    avatar: null,
    address: null,
    currency: 'USD',
    plan: 'FREE',
    // Billing on, so the plan's limits show; tests of a self-hosted install pass 'none'.
    billing: 'test',
    time_zone: 'Asia/Tokyo',
    is_default: true,
    is_trial_started: false,
    is_time_required: true,
    is_approval_required: false,
    project_report_visibility: 'SUMMARY',
    is_pomodoro_customization_enabled: false,
    is_oidc_required: false,
    is_active_member: true,
    role: 'SuperOwner',
    kiosk_settings: {
      is_kiosk_enabled: true,
      is_pin_enabled: true,
      is_picture_enabled: true,
      is_qrcode_enabled: true,
      is_nfc_enabled: true,
      kiosk_max_punch_age_days: 7,
    },
    timestamp_settings: noTimestampSettings,
    permissions: defaultPermissions(),
    member_count: 1,
    clients: [],
    tags: [],
    pending_requests: [],
    created_at: 1_700_000_000,
    deleted_at: null,
    ...overrides,
  };
}

/** GET /v1/accounts/me of the test user, active in `active` and a member of `others` too. */
export function wireMe(active: Workspace | null, others: readonly Workspace[] = []): Me {
  const all = active === null ? others : [active, ...others];
  return {
    ...signedInMe,
    memberships: all.map((workspace) => ({
      id_workspace: workspace.id,
      name: workspace.name,
      role: workspace.role,
      status: MemberStatus.Active,
      is_default: workspace.id === active?.id,
    })),
    active_workspace: active,
  };
}

const noMetadata: TimeMetadata = {
  location: null,
  latitude: null,
  longitude: null,
  user_agent: null,
  ip_address: null,
};

type Span = { id: string; id_workspace: string; start: number; end: number | null };

/** A workspace time of the test user (closed ones were stopped by them), without breaks. */
export function wireWorkspaceTime(span: Span & Partial<WorkspaceTime>): WorkspaceTime {
  return {
    id_user: USER_ID,
    is_break_time: false,
    started_by: USER_ID,
    stopped_by: span.end === null ? null : USER_ID,
    added_at: null,
    edited_at: null,
    metadata_in: noMetadata,
    metadata_out: noMetadata,
    deleted_at: null,
    breaks: [],
    ...span,
  };
}

/** A break of the test user inside the workspace time `id_workspace_time`. */
export function wireBreak(span: Span & Pick<Break, 'id_workspace_time'> & Partial<Break>): Break {
  return {
    id_user: USER_ID,
    is_break_time: true,
    started_by: USER_ID,
    stopped_by: span.end === null ? null : USER_ID,
    added_at: null,
    edited_at: null,
    metadata_in: noMetadata,
    metadata_out: noMetadata,
    deleted_at: null,
    ...span,
  };
}

/** An activity of the test user, about nothing in particular unless told. */
export function wireActivity(span: Span & Partial<Activity>): Activity {
  return {
    id_user: USER_ID,
    id_workspace_time: null,
    id_project: null,
    id_task: null,
    id_category: null,
    tags: [],
    description: null,
    note: null,
    feedback: null,
    metadata_in: noMetadata,
    metadata_out: noMetadata,
    deleted_at: null,
    ...span,
  };
}

// A small catalogue: two projects with a task each, a category and a tag.
export const PROJECT_ID = '0a1b2c3d-0000-4000-8000-0000000000a1';
export const OTHER_PROJECT_ID = '0a1b2c3d-0000-4000-8000-0000000000a2';
export const TASK_ID = '0a1b2c3d-0000-4000-8000-0000000000b1';
export const OTHER_TASK_ID = '0a1b2c3d-0000-4000-8000-0000000000b2';
export const CATEGORY_ID = '0a1b2c3d-0000-4000-8000-0000000000c1';
export const TAG_ID = '0a1b2c3d-0000-4000-8000-0000000000d1';

/** The catalogue as its routes answer it (only the fields the app reads). */
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
