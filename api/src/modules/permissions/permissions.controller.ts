import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission, type PermissionValue, type WorkspacePermission } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import {
  PermissionValueDto,
  UpdatePermissionsDto,
  WorkspacePermissionDto,
} from './permissions.dto.js';
import { PermissionsService } from './permissions.service.js';

/** The permission map, at static `/workspaces/permissions/...` paths. */
@ApiTags('workspaces')
@Controller('workspaces')
export class PermissionsController {
  constructor(private readonly permissions: PermissionsService) {}

  @Get('permissions/values')
  // The fixed catalogue of codes: nothing of the account behind a key.
  @Authenticated({ apiKey: true })
  @ApiOperation({ summary: 'List the permission codes' })
  @ApiOkResponse({ type: [PermissionValueDto] })
  values(): Promise<PermissionValue[]> {
    return this.permissions.values();
  }

  @Get(':id/permissions')
  @Authenticated({ workspace: { param: 'id' } })
  @ApiOperation({ summary: "Get a workspace's permission grants" })
  @ApiOkResponse({ type: [WorkspacePermissionDto] })
  forWorkspace(@CurrentAccess() access: WorkspaceAccess): Promise<WorkspacePermission[]> {
    return this.permissions.forWorkspace(access);
  }

  @Patch('permissions')
  @Authenticated({ permission: Permission.ManageWorkspaceSettings })
  @ApiOperation({ summary: 'Replace the permission grants' })
  @ApiOkResponse({ type: [WorkspacePermissionDto] })
  replace(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: UpdatePermissionsDto,
  ): Promise<WorkspacePermission[]> {
    return this.permissions.replace(access, dto);
  }
}
