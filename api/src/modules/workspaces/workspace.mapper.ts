import {
  type BillingMode,
  MemberStatus,
  ProjectReportVisibility,
  parsePlan,
  type Role,
  toUnixSeconds,
  toUnixSecondsOrNull,
  type Workspace,
} from '@punchcard/shared';
import type { MemberRecord } from '#src/modules/members/index.js';
import type { GrantRow } from '#src/modules/permissions/index.js';
import type {
  TimestampSettingsRecord,
  WorkspaceCatalogue,
  WorkspaceRecord,
} from './workspaces.repository.js';

export interface WorkspaceView {
  workspace: WorkspaceRecord;
  member: MemberRecord;
  role: Role;
  settings: TimestampSettingsRecord;
  grants: readonly GrantRow[];
  memberCount: number;
  catalogue: WorkspaceCatalogue;
  /** The install's billing mode, so the client knows whether plans limit anything. */
  billing: BillingMode;
}

function visibility(value: string): ProjectReportVisibility {
  return (Object.values(ProjectReportVisibility) as string[]).includes(value)
    ? (value as ProjectReportVisibility)
    : ProjectReportVisibility.Summary;
}

export function toWorkspace({
  workspace: w,
  member,
  role,
  settings: s,
  grants,
  memberCount,
  catalogue,
  billing,
}: WorkspaceView): Workspace {
  return {
    id: w.id,
    name: w.name,
    avatar: w.avatar,
    address: w.address,
    currency: w.currency,
    plan: parsePlan(w.plan),
    billing,
    time_zone: w.timeZone,
    is_default: member.isDefault,
    is_trial_started: w.isTrialStarted,
    is_time_required: w.isTimeRequired,
    is_approval_required: w.isApprovalRequired,
    is_oidc_required: w.isOidcRequired,
    project_report_visibility: visibility(w.projectReportVisibility),
    is_pomodoro_customization_enabled: w.isPomodoroCustomizationEnabled,
    is_active_member: member.status === MemberStatus.Active && member.deletedAt === null,
    role,
    kiosk_settings: {
      is_kiosk_enabled: w.isKioskEnabled,
      is_pin_enabled: w.isPinEnabled,
      is_picture_enabled: w.isPictureEnabled,
      is_qrcode_enabled: w.isQrcodeEnabled,
      is_nfc_enabled: w.isNfcEnabled,
      kiosk_max_punch_age_days: w.kioskMaxPunchAgeDays,
    },
    timestamp_settings: {
      is_permission_required: s.isPermissionRequired,
      is_approval_required: s.isApprovalRequired,
      is_time_modification_allowed: s.isTimeModificationAllowed,
      is_detail_modification_allowed: s.isDetailModificationAllowed,
      is_description_required: s.isDescriptionRequired,
      is_project_required: s.isProjectRequired,
      is_category_required: s.isCategoryRequired,
      is_task_required: s.isTaskRequired,
      is_tag_required: s.isTagRequired,
    },
    permissions: grants.map((g) => ({
      id_permission: g.idPermission,
      permission: g.permission,
      member_role: g.role,
    })),
    member_count: memberCount,
    clients: catalogue.clients.map(({ id, name, avatar }) => ({ id, name, avatar })),
    tags: catalogue.tags.map(({ id, name }) => ({ id, name })),
    pending_requests: catalogue.pendingRequests.map((r) => ({
      id_request: r.id,
      id_timestamp: r.id_activity,
      start: toUnixSecondsOrNull(r.start_at),
      end: toUnixSecondsOrNull(r.end_at),
    })),
    created_at: toUnixSeconds(w.createdAt),
    deleted_at: toUnixSecondsOrNull(w.deletedAt),
  };
}
