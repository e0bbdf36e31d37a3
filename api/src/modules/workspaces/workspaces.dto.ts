import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BILLING_MODES,
  type BillingMode,
  type CreateWorkspaceRequest,
  type KioskSettings,
  PLANS,
  type Plan,
  ProjectReportVisibility,
  type RenameWorkspaceRequest,
  ROLES,
  type Role,
  type TimestampSettings,
  type Workspace,
  type WorkspaceClient,
  type WorkspaceTag,
  type WorkspacePendingRequest,
} from '@punchcard/shared';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { WorkspacePermissionDto } from '#src/modules/permissions/index.js';

export class CreateWorkspaceDto implements CreateWorkspaceRequest {
  @ApiProperty({ example: 'Acme Bakery', maxLength: 100 })
  @IsString()
  name: string;

  @ApiPropertyOptional({ example: 'Asia/Tokyo', description: 'IANA time zone; default UTC' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  time_zone?: string;
}

export class RenameWorkspaceDto implements RenameWorkspaceRequest {
  @ApiProperty({ maxLength: 100 })
  @IsString()
  name: string;
}

export class KioskSettingsDto implements KioskSettings {
  @ApiProperty() is_kiosk_enabled: boolean;
  @ApiProperty() is_pin_enabled: boolean;
  @ApiProperty() is_picture_enabled: boolean;
  @ApiProperty() is_qrcode_enabled: boolean;
  @ApiProperty() is_nfc_enabled: boolean;
  @ApiProperty({ minimum: 1, maximum: 31 }) kiosk_max_punch_age_days: number;
}

export class TimestampSettingsDto implements TimestampSettings {
  @ApiProperty() is_permission_required: boolean;
  @ApiProperty() is_approval_required: boolean;
  @ApiProperty() is_time_modification_allowed: boolean;
  @ApiProperty() is_detail_modification_allowed: boolean;
  @ApiProperty() is_description_required: boolean;
  @ApiProperty() is_project_required: boolean;
  @ApiProperty() is_category_required: boolean;
  @ApiProperty() is_task_required: boolean;
  @ApiProperty() is_tag_required: boolean;
}

export class WorkspaceClientDto implements WorkspaceClient {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: 'URL under /v1/uploads' })
  avatar: string | null;
}

export class WorkspaceTagDto implements WorkspaceTag {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class WorkspacePendingRequestDto implements WorkspacePendingRequest {
  @ApiProperty({ format: 'uuid' }) id_request: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The activity' })
  id_timestamp: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'unix seconds' }) start: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'unix seconds' }) end: number | null;
}

export class WorkspaceDto implements Workspace {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) avatar: string | null;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ example: 'USD' }) currency: string;
  @ApiProperty({ enum: PLANS }) plan: Plan;
  @ApiProperty({
    enum: BILLING_MODES,
    description: "The install's billing mode (BILLING): with `none` no plan limits anything",
  })
  billing: BillingMode;
  @ApiProperty({ example: 'UTC' }) time_zone: string;
  @ApiProperty({ description: "Whether this is the caller's active workspace" })
  is_default: boolean;
  @ApiProperty() is_trial_started: boolean;
  @ApiProperty() is_time_required: boolean;
  @ApiProperty() is_approval_required: boolean;
  @ApiProperty({
    description:
      "Members sign in only through the company's OpenID provider (PATCH /v1/workspaces/sso-requirement)",
  })
  is_oidc_required: boolean;
  @ApiProperty({ enum: Object.values(ProjectReportVisibility) })
  project_report_visibility: ProjectReportVisibility;
  @ApiProperty() is_pomodoro_customization_enabled: boolean;
  @ApiProperty() is_active_member: boolean;
  @ApiProperty({ enum: ROLES, description: "The caller's role" }) role: Role;
  @ApiProperty({ type: KioskSettingsDto }) kiosk_settings: KioskSettingsDto;
  @ApiProperty({ type: TimestampSettingsDto }) timestamp_settings: TimestampSettingsDto;
  @ApiProperty({ type: [WorkspacePermissionDto] }) permissions: WorkspacePermissionDto[];
  @ApiProperty() member_count: number;
  @ApiProperty({ type: [WorkspaceClientDto], description: 'Live clients, by name' })
  clients: WorkspaceClientDto[];
  @ApiProperty({ type: [WorkspaceTagDto], description: 'Live tags, by name' })
  tags: WorkspaceTagDto[];
  @ApiProperty({
    type: [WorkspacePendingRequestDto],
    description: "The caller's own activity requests awaiting review",
  })
  pending_requests: WorkspacePendingRequestDto[];
  @ApiProperty({ description: 'unix seconds' }) created_at: number;
  @ApiProperty({ type: Number, nullable: true, description: 'unix seconds' }) deleted_at:
    number | null;
}
