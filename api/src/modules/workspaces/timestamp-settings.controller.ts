import { Body, Controller, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Permission, type Workspace } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { TimestampSettingsPatchDto } from './workspace-settings.dto.js';
import { WorkspaceSettingsService } from './workspace-settings.service.js';
import { WorkspaceDto } from './workspaces.dto.js';

/**
 * The active workspace's activity (timestamp) rules. A static path under `/activities`: a later
 * `/activities/{id}` controller must be registered after this one.
 */
@ApiTags('activities')
@Controller('activities')
export class TimestampSettingsController {
  constructor(private readonly settings: WorkspaceSettingsService) {}

  @Patch('settings')
  @Authenticated({ permission: Permission.ManageWorkspaceSettings })
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
