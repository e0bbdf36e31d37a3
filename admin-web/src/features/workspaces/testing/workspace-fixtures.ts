// Wire-shaped (snake_case) answers of the workspace routes, for component tests.
import {
  defaultPermissionGrants,
  type Me,
  MemberStatus,
  type Plan,
  type Role,
  type Workspace,
} from '@punchcard/shared';

import { signedInMe } from '@/testing/test-utils';

export const ACME_ID = '4c78de5e-6056-4b4e-b591-3d64d4815725';
export const BETA_ID = '5d89ef6f-7167-4c5f-a6a2-4e75e5926836';

interface WorkspaceOptions {
  id?: string;
  name?: string;
  plan?: Plan;
  role?: Role;
  timeZone?: string;
}

/** A workspace as GET /v1/workspaces/{id} answers it, with the API's defaults of a new one. */
export function wireWorkspace({
  id = ACME_ID,
  name = 'Acme Bakery',
  plan = 'FREE',
  role = 'SuperOwner',
  timeZone = 'Asia/Tokyo',
}: WorkspaceOptions = {}): Workspace {
  return {
    id,
    name,
    avatar: null,
    address: null,
    currency: 'USD',
    plan,
    time_zone: timeZone,
    is_default: true,
    is_trial_started: false,
    is_time_required: true,
    is_approval_required: false,
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
    permissions: defaultPermissionGrants().map((grant, index) => ({
      id_permission: `perm-${index}`,
      permission: grant.permission,
      member_role: grant.role,
    })),
    member_count: 1,
    clients: [],
    tags: [],
    pending_requests: [],
    created_at: 1_700_000_000,
    deleted_at: null,
  };
}

/** GET /v1/accounts/me of the test user, active in `active` and a member of `others` too. */
export function meIn(active: Workspace | null, others: Workspace[] = []): Me {
  const all = active === null ? others : [active, ...others];
  return {
    user: { ...signedInMe.user, locale: 'en' },
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
