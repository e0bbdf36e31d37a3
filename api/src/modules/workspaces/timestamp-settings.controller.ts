import { Body, Controller, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission, type Workspace } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { TimestampSettingsPatchDto } from './workspace-settings.dto.js';
import { WorkspaceSettingsService } from './workspace-settings.service.js';
import { WorkspaceDto } from './workspaces.dto.js';

/**
 * The active workspace's activity (timestamp) rules, at a static path under `/activities`.
 */
@ApiTags('activities')
@Controller('activities')
export class TimestampSettingsController {
  constructor(private readonly settings: WorkspaceSettingsService) {}

  @Patch('settings')
  @Authenticated({ permission: Permission.ManageWorkspaceSettings })
  @ApiOperation({ summary: 'Change the activity settings' })
  @ApiOkResponse({
    type: WorkspaceDto,
    description: 'Without the required-fields feature the four *_required fields save false',
  })
  update(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: TimestampSettingsPatchDto,
  ): Promise<Workspace> {
    return this.settings.setTimestampSettings(access, dto);
  }
}
