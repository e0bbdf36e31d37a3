import { Body, Controller, Delete, Get, Param, Patch, Put, UploadedFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorKey, Permission, type RecentAction, type Workspace } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { ImageUpload } from '#src/modules/uploads/index.js';
import {
  ChangeCurrencyDto,
  ChangePlanDto,
  DeleteRecentActionsDto,
  KioskSettingsPatchDto,
  PomodoroCustomizationDto,
  ProjectVisibilityDto,
  RecentActionDto,
  TimeRequiredDto,
  WorkspaceProfileDto,
} from './workspace-settings.dto.js';
import { WorkspaceSettingsService } from './workspace-settings.service.js';
import { WorkspaceDto } from './workspaces.dto.js';

const MANAGE = { permission: Permission.ManageWorkspaceSettings } as const;

/**
 * Settings of the caller's ACTIVE workspace, at static `/workspaces/<word>` paths.
 */
@ApiTags('workspaces')
@Controller('workspaces')
export class WorkspaceSettingsController {
  constructor(private readonly settings: WorkspaceSettingsService) {}

  @Patch('avatar')
  @Authenticated(MANAGE)
  @ImageUpload()
  @ApiOperation({ summary: 'Set the workspace picture' })
  @ApiErrors(ErrorKey.UploadInvalidType, ErrorKey.UploadMissing, ErrorKey.UploadTooLarge)
  @ApiOkResponse({ type: WorkspaceDto, description: 'The previous image is deleted' })
  setAvatar(
    @CurrentAccess() access: WorkspaceAccess,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<Workspace> {
    return this.settings.setAvatar(access, file);
  }

  @Patch('project-visibility')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Change who sees projects' })
  @ApiOkResponse({ type: WorkspaceDto })
  setProjectVisibility(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: ProjectVisibilityDto,
  ): Promise<Workspace> {
    return this.settings.setProjectVisibility(access, dto.project_visibility);
  }

  @Put('workspace-settings/time')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Choose whether activities need workspace time' })
  @ApiOkResponse({ type: WorkspaceDto, description: 'Sets is_time_required' })
  setTimeRequired(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: TimeRequiredDto,
  ): Promise<Workspace> {
    return this.settings.setTimeRequired(access, dto.is_required);
  }

  @Patch('approval-setting/:required')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Choose whether changes need approval' })
  @ApiParam({ name: 'required', enum: ['true', 'false'] })
  @ApiOkResponse({ type: WorkspaceDto, description: 'Sets is_approval_required' })
  setApprovalRequired(
    @CurrentAccess() access: WorkspaceAccess,
    // A string on purpose: the global pipe would turn any non-'true' text into false.
    @Param('required') required: string,
  ): Promise<Workspace> {
    return this.settings.setApprovalRequired(access, required);
  }

  @Patch('kiosk-settings')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Change the kiosk settings' })
  @ApiOkResponse({ type: WorkspaceDto })
  setKioskSettings(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: KioskSettingsPatchDto,
  ): Promise<Workspace> {
    return this.settings.setKioskSettings(access, dto);
  }

  @Patch('pomodoro-customization-settings')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Change the pomodoro customization settings' })
  @ApiErrors(ErrorKey.PlanFeatureUnavailable)
  @ApiOkResponse({ type: WorkspaceDto })
  setPomodoroCustomization(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: PomodoroCustomizationDto,
  ): Promise<Workspace> {
    return this.settings.setPomodoroCustomization(access, dto.is_pomodoro_customization_enabled);
  }

  @Patch('plan')
  @Authenticated({ workspace: 'active' })
  @ApiOperation({ summary: 'Change the workspace plan' })
  @ApiErrors([412, ErrorKey.AddMemberForbidden], ErrorKey.Conflict)
  @ApiOkResponse({
    type: WorkspaceDto,
    description:
      'Super owner only; without billing or with the test provider. On Stripe 409 error.conflict: plans are bought',
  })
  changePlan(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: ChangePlanDto,
  ): Promise<Workspace> {
    return this.settings.changePlan(access, dto.plan);
  }

  @Patch('profile')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: "Change the workspace's address and time zone" })
  @ApiOkResponse({ type: WorkspaceDto, description: 'Only the fields sent change' })
  setProfile(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: WorkspaceProfileDto,
  ): Promise<Workspace> {
    return this.settings.setProfile(access, dto);
  }

  @Patch('currency')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Change the workspace currency' })
  @ApiErrors(ErrorKey.CurrencyInvalid)
  @ApiOkResponse({ type: WorkspaceDto })
  changeCurrency(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: ChangeCurrencyDto,
  ): Promise<Workspace> {
    return this.settings.changeCurrency(access, dto.currency);
  }

  @Get('recent-actions')
  @Authenticated({ workspace: 'active' })
  @ApiOperation({ summary: "List the caller's recent actions" })
  @ApiOkResponse({ type: [RecentActionDto], description: "The caller's own, newest first" })
  listRecentActions(@CurrentAccess() access: WorkspaceAccess): Promise<RecentAction[]> {
    return this.settings.listRecentActions(access);
  }

  @Delete('recent-actions')
  @Authenticated({ workspace: 'active' })
  @ApiOperation({ summary: "Clear the caller's recent actions" })
  @ApiOkResponse({ type: [RecentActionDto], description: "The caller's remaining recent actions" })
  deleteRecentActions(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: DeleteRecentActionsDto,
  ): Promise<RecentAction[]> {
    return this.settings.deleteRecentActions(access, dto.recent_actions);
  }
}
