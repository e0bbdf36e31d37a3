import { Body, Controller, Delete, Get, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type DeletedWorkspace, ErrorKey, Permission, type Workspace } from '@punchcard/shared';
import type { AuthContext, WorkspaceAccess } from '#src/auth/auth-context.js';
import {
  Authenticated,
  CurrentAccess,
  CurrentAuth,
  RefusesCrossSite,
} from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { DeletedWorkspaceDto } from './workspace-settings.dto.js';
import { CreateWorkspaceDto, RenameWorkspaceDto, WorkspaceDto } from './workspaces.dto.js';
import { WorkspacesService } from './workspaces.service.js';

/**
 * `/workspaces/{id}` routes. Static `/workspaces/<word>` routes of other modules win over them
 * whatever the module order (see app.factory.ts); `{id}` is validated as a UUID either way.
 */
@ApiTags('workspaces')
@Controller('workspaces')
export class WorkspacesController {
  constructor(private readonly workspaces: WorkspacesService) {}

  @Post()
  @Authenticated()
  @ApiOperation({ summary: 'Create a workspace' })
  @ApiErrors(ErrorKey.AddWorkspaceError, ErrorKey.WorkspaceNotFound)
  @ApiCreatedResponse({ type: WorkspaceDto })
  create(@CurrentAuth() auth: AuthContext, @Body() dto: CreateWorkspaceDto): Promise<Workspace> {
    return this.workspaces.create(auth, dto);
  }

  @Get('deleted')
  // Across the account's memberships, as restoring is: no workspace, so an API key is refused.
  @Authenticated()
  @ApiOperation({ summary: 'List the deleted workspaces the caller may restore' })
  @ApiOkResponse({ type: [DeletedWorkspaceDto], description: 'Super owner only; newest first' })
  listDeleted(@CurrentAuth() auth: AuthContext): Promise<DeletedWorkspace[]> {
    return this.workspaces.listDeleted(auth);
  }

  @Patch('deleted/:id')
  @Authenticated()
  @ApiOperation({ summary: 'Restore a deleted workspace' })
  @ApiErrors(ErrorKey.WorkspaceNotFound)
  @ApiOkResponse({ type: WorkspaceDto, description: 'Restores a soft-deleted workspace' })
  restore(@CurrentAuth() auth: AuthContext, @UuidParam() id: string): Promise<Workspace> {
    return this.workspaces.restore(auth, id);
  }

  @Get(':id')
  @Authenticated({ workspace: { param: 'id' } })
  @ApiOperation({ summary: 'Get a workspace' })
  @ApiOkResponse({ type: WorkspaceDto })
  get(@CurrentAccess() access: WorkspaceAccess): Promise<Workspace> {
    return this.workspaces.get(access);
  }

  @Get(':id/switch')
  // Moves the account's active workspace, not the key's: a session's act only.
  @Authenticated({ workspace: { param: 'id' }, apiKey: false })
  @RefusesCrossSite()
  @ApiOperation({ summary: 'Switch the active workspace' })
  @ApiErrors(ErrorKey.Forbidden)
  @ApiOkResponse({ type: WorkspaceDto, description: 'Makes it the active workspace' })
  switchTo(
    @CurrentAuth() auth: AuthContext,
    @CurrentAccess() access: WorkspaceAccess,
  ): Promise<Workspace> {
    return this.workspaces.switchTo(auth, access);
  }

  @Patch(':id/names')
  @Authenticated({ workspace: { param: 'id' }, permission: Permission.ManageWorkspaceSettings })
  @ApiOperation({ summary: 'Rename a workspace' })
  @ApiErrors(ErrorKey.WorkspaceNameError)
  @ApiOkResponse({ type: WorkspaceDto })
  rename(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: RenameWorkspaceDto,
  ): Promise<Workspace> {
    return this.workspaces.rename(access, dto.name);
  }

  @Delete(':id')
  @Authenticated({ workspace: { param: 'id' } })
  @ApiOperation({ summary: 'Delete a workspace' })
  @ApiOkResponse({ type: WorkspaceDto, description: 'Soft delete; super owner only' })
  remove(@CurrentAccess() access: WorkspaceAccess): Promise<Workspace> {
    return this.workspaces.remove(access);
  }
}
