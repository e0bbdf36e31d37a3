// Wire-shaped (snake_case) answers for the timestamp pages' tests: a signed-in member with an
// active workspace, and entries built from local wall-clock times so the tests read the same in
// any time zone.
import {
  type Activity,
  type Break,
  defaultPermissionGrants,
  type Me,
  type Plan,
  type Role,
  type TimeMetadata,
  type TimestampSettings,
  type Workspace,
  type WorkspaceTime,
} from '@punchcard/shared';
import dayjs from 'dayjs';

import { signedInMe } from '@/testing/test-utils';

export const WORKSPACE_ID = '0b7c1a52-1111-4c3d-8e9f-000000000001';
export const USER_ID = signedInMe.user.id;

/** `2024-05-01 09:00` in the local time zone, as unix seconds. */
export const at = (text: string): number => dayjs(text).unix();

const noSettings: TimestampSettings = {
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

export interface WorkspaceOptions {
  role?: Role;
  plan?: Plan;
  isApprovalRequired?: boolean;
  settings?: Partial<TimestampSettings>;
}

export function workspace({
  role = 'Owner',
  plan = 'FREE',
  isApprovalRequired = false,
  settings = {},
}: WorkspaceOptions = {}): Workspace {
  return {
    id: WORKSPACE_ID,
    name: 'Acme Design',
    avatar: null,
    address: null,
    currency: 'USD',
    plan,
    time_zone: 'UTC',
    is_default: true,
    is_trial_started: false,
    is_time_required: true,
    is_approval_required: isApprovalRequired,
    project_report_visibility: 'SUMMARY',
    is_pomodoro_customization_enabled: false,
    is_active_member: true,
    role,
    kiosk_settings: {
      is_kiosk_enabled: true,
      is_pin_enabled: true,
      is_picture_enabled: true,
      is_qrcode_enabled: true,
      is_nfc_enabled: true,
    },
    timestamp_settings: { ...noSettings, ...settings },
    permissions: defaultPermissionGrants().map(({ permission, role: memberRole }, index) => ({
      id_permission: `permission-${index}`,
      permission,
      member_role: memberRole,
    })),
    member_count: 2,
    clients: [],
    tags: [],
    pending_requests: [],
    created_at: at('2024-01-01T00:00'),
    deleted_at: null,
  };
}

/** GET /v1/accounts/me of Ada in a workspace. */
export function meIn(options: WorkspaceOptions = {}): Me {
  const active = workspace(options);
  return {
    ...signedInMe,
    user: { ...signedInMe.user, locale: 'en' },
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
  };
}

const noMetadata: TimeMetadata = {
  location: null,
  latitude: null,
  longitude: null,
  user_agent: null,
  ip_address: null,
};

export function breakAt(
  id: string,
  idWorkspaceTime: string,
  start: number,
  end: number | null,
): Break {
  return {
    id,
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

export function workspaceTimeAt(
  id: string,
  start: number,
  end: number | null,
  breaks: Break[] = [],
): WorkspaceTime {
  return {
    id,
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

export const PROJECT_ID = '0b7c1a52-2222-4c3d-8e9f-000000000001';
export const CATEGORY_ID = '0b7c1a52-3333-4c3d-8e9f-000000000001';
export const TAG_ID = '0b7c1a52-4444-4c3d-8e9f-000000000001';

export function activityAt(
  id: string,
  start: number,
  end: number | null,
  details: Partial<Pick<Activity, 'id_project' | 'id_category' | 'tags' | 'description'>> = {},
): Activity {
  return {
    id,
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
    ...details,
  };
}

/** The workspace's catalogue as the catalogue routes answer it. */
export const catalogue = {
  projects: [
    {
      id: PROJECT_ID,
      id_workspace: WORKSPACE_ID,
      name: 'Website redesign',
      description: null,
      is_public: true,
      hourly_rate: 0,
      archived_at: null,
      created_at: at('2024-01-01T00:00'),
      is_favorite: false,
      total_members: 1,
      clients: [],
    },
  ],
  categories: [
    {
      id: CATEGORY_ID,
      id_workspace: WORKSPACE_ID,
      name: 'Design',
      color: '#7048E8',
      deleted_at: null,
    },
  ],
  tags: [{ id: TAG_ID, id_workspace: WORKSPACE_ID, name: 'client', deleted_at: null }],
};
