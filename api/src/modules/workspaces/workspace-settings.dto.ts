import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type ChangeCurrencyRequest,
  type ChangePlanRequest,
  type DeleteRecentActionsRequest,
  KIOSK_MAX_PUNCH_AGE_DAYS,
  type KioskSettingsRequest,
  PLANS,
  type Plan,
  type PomodoroCustomizationRequest,
  ProjectReportVisibility,
  type ProjectVisibilityRequest,
  type RecentAction,
  type TimeRequiredRequest,
  type TimestampSettingsRequest,
  WORKSPACE_ADDRESS_MAX,
  type WorkspaceProfileRequest,
  type DeletedWorkspace,
} from '@punchcard/shared';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

export class ProjectVisibilityDto implements ProjectVisibilityRequest {
  @ApiProperty({ enum: Object.values(ProjectReportVisibility) })
  @IsIn(Object.values(ProjectReportVisibility))
  project_visibility: ProjectReportVisibility;
}

export class TimeRequiredDto implements TimeRequiredRequest {
  @ApiProperty({ description: 'Whether members must clock in before recording activities' })
  @IsBoolean()
  is_required: boolean;
}

/** Only the flags sent change. */
export class KioskSettingsPatchDto implements KioskSettingsRequest {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() is_kiosk_enabled?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() is_pin_enabled?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() is_picture_enabled?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() is_qrcode_enabled?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() is_nfc_enabled?: boolean;
  @ApiPropertyOptional({
    minimum: KIOSK_MAX_PUNCH_AGE_DAYS.min,
    maximum: KIOSK_MAX_PUNCH_AGE_DAYS.max,
    description: 'Days back a kiosk punch may be dated; older ones are refused',
  })
  @IsOptional()
  @IsInt()
  @Min(KIOSK_MAX_PUNCH_AGE_DAYS.min)
  @Max(KIOSK_MAX_PUNCH_AGE_DAYS.max)
  kiosk_max_punch_age_days?: number;
}

export class PomodoroCustomizationDto implements PomodoroCustomizationRequest {
  @ApiProperty({ description: 'Turning it on needs a plan with pomodoro settings (BASIC and up)' })
  @IsBoolean()
  is_pomodoro_customization_enabled: boolean;
}

export class ChangePlanDto implements ChangePlanRequest {
  @ApiProperty({ enum: PLANS })
  @IsIn(PLANS)
  plan: Plan;
}

export class ChangeCurrencyDto implements ChangeCurrencyRequest {
  @ApiProperty({ example: 'JPY', description: 'ISO 4217 code, any case' })
  @IsString()
  @MaxLength(16)
  currency: string;
}

/** Only the flags sent change; see REQUIRED_FIELD_SETTINGS for what plans force off. */
export class TimestampSettingsPatchDto implements TimestampSettingsRequest {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() is_permission_required?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() is_approval_required?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() is_time_modification_allowed?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() is_detail_modification_allowed?: boolean;
  @ApiPropertyOptional({ description: 'Forced false without the required-fields feature' })
  @IsOptional()
  @IsBoolean()
  is_description_required?: boolean;
  @ApiPropertyOptional({ description: 'Forced false without the required-fields feature' })
  @IsOptional()
  @IsBoolean()
  is_project_required?: boolean;
  @ApiPropertyOptional({ description: 'Forced false without the required-fields feature' })
  @IsOptional()
  @IsBoolean()
  is_category_required?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() is_task_required?: boolean;
  @ApiPropertyOptional({ description: 'Forced false without the required-fields feature' })
  @IsOptional()
  @IsBoolean()
  is_tag_required?: boolean;
}

/** Only the fields sent change. */
export class WorkspaceProfileDto implements WorkspaceProfileRequest {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: WORKSPACE_ADDRESS_MAX,
    description: 'Postal address; empty or null clears it',
  })
  @IsOptional()
  @IsString()
  @MaxLength(WORKSPACE_ADDRESS_MAX)
  address?: string | null;

  @ApiPropertyOptional({ example: 'Asia/Tokyo', description: 'IANA time zone' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  time_zone?: string;
}

export class DeletedWorkspaceDto implements DeletedWorkspace {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'unix seconds' }) deleted_at: number;
}

export class DeleteRecentActionsDto implements DeleteRecentActionsRequest {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    description: "Ids that are not the caller's are ignored",
  })
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true })
  recent_actions: string[];
}

export class RecentActionDto implements RecentAction {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) id_project: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) id_task: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) id_category: string | null;
  @ApiProperty({ type: [String], format: 'uuid' }) id_tags: string[];
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ description: 'unix seconds' }) used_at: number;
}
