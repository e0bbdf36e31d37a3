import { Body, Controller, Delete, Get, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Permission, type Workspace } from '@punchcard/shared';
import type { AuthContext, WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess, CurrentAuth } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { CreateWorkspaceDto, RenameWorkspaceDto, WorkspaceDto } from './workspaces.dto.js';
import { WorkspacesService } from './workspaces.service.js';

/**
 * `/workspaces/{id}` routes. Static `/workspaces/<word>` routes of other modules must be registered
 * before this controller (see app.module.ts); `{id}` is validated as a UUID either way.
 */
@ApiTags('workspaces')
@Controller('workspaces')
export class WorkspacesController {
  constructor(private readonly workspaces: WorkspacesService) {}

  @Post()
  @Authenticated()
  @ApiCreatedResponse({ type: WorkspaceDto })
  create(@CurrentAuth() auth: AuthContext, @Body() dto: CreateWorkspaceDto): Promise<Workspace> {
    return this.workspaces.create(auth, dto);
  }

  @Patch('deleted/:id')
  @Authenticated()
  @ApiOkResponse({ type: WorkspaceDto, description: 'Restores a soft-deleted workspace' })
  restore(@CurrentAuth() auth: AuthContext, @UuidParam() id: string): Promise<Workspace> {
    return this.workspaces.restore(auth, id);
  }

  @Get(':id')
  @Authenticated({ workspace: { param: 'id' } })
  @ApiOkResponse({ type: WorkspaceDto })
  get(@CurrentAccess() access: WorkspaceAccess): Promise<Workspace> {
    return this.workspaces.get(access);
  }

  @Get(':id/switch')
  @Authenticated({ workspace: { param: 'id' } })
  @ApiOkResponse({ type: WorkspaceDto, description: 'Makes it the active workspace' })
  switchTo(
    @CurrentAuth() auth: AuthContext,
    @CurrentAccess() access: WorkspaceAccess,
  ): Promise<Workspace> {
    return this.workspaces.switchTo(auth, access);
  }

  @Patch(':id/names')
  @Authenticated({ workspace: { param: 'id' }, permission: Permission.ManageWorkspaceSettings })
  @ApiOkResponse({ type: WorkspaceDto })
  rename(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: RenameWorkspaceDto,
  ): Promise<Workspace> {
    return this.workspaces.rename(access, dto.name);
  }

  @Delete(':id')
  @Authenticated({ workspace: { param: 'id' } })
  @ApiOkResponse({ type: WorkspaceDto, description: 'Soft delete; super owner only' })
  remove(@CurrentAccess() access: WorkspaceAccess): Promise<Workspace> {
    return this.workspaces.remove(access);
  }
}
