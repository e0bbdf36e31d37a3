import { Body, Controller, Delete, Get, Patch, Post, Query, UploadedFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Client, ErrorKey, Permission } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { ImageUpload } from '#src/modules/uploads/index.js';
import { ClientDto, CreateClientDto, ListClientsQueryDto, RenameClientDto } from './clients.dto.js';
import { ClientsService } from './clients.service.js';

/** Clients of the caller's active workspace: any member reads, CUD_WORKSPACE_CLIENTS changes. */
@ApiTags('clients')
@Controller('clients')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  @Get()
  @Authenticated({ workspace: 'active' })
  @ApiOperation({ summary: 'List clients' })
  @ApiOkResponse({ type: [ClientDto], description: 'Sorted by name' })
  list(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: ListClientsQueryDto,
  ): Promise<Client[]> {
    return this.clients.list(access, query.include_deleted ?? false);
  }

  @Post()
  @Authenticated({ permission: Permission.CudWorkspaceClients })
  @ApiOperation({ summary: 'Create a client' })
  @ApiErrors(ErrorKey.ClientNameEmpty)
  @ApiCreatedResponse({ type: ClientDto })
  create(@CurrentAccess() access: WorkspaceAccess, @Body() dto: CreateClientDto): Promise<Client> {
    return this.clients.create(access, dto.name);
  }

  @Patch(':id/name')
  @Authenticated({ permission: Permission.CudWorkspaceClients })
  @ApiOperation({ summary: 'Rename a client' })
  @ApiErrors(ErrorKey.ClientNameEmpty, ErrorKey.ClientNotFound)
  @ApiOkResponse({ type: ClientDto })
  rename(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: RenameClientDto,
  ): Promise<Client> {
    return this.clients.rename(access, id, dto.name);
  }

  @Patch(':id/avatar')
  @Authenticated({ permission: Permission.CudWorkspaceClients })
  @ImageUpload()
  @ApiOperation({ summary: "Set a client's picture" })
  @ApiErrors(
    ErrorKey.UploadInvalidType,
    ErrorKey.UploadMissing,
    ErrorKey.UploadTooLarge,
    ErrorKey.ClientNotFound,
  )
  @ApiOkResponse({ type: ClientDto })
  setAvatar(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<Client> {
    return this.clients.setAvatar(access, id, file);
  }

  @Delete(':id/pseudo')
  @Authenticated({ permission: Permission.CudWorkspaceClients })
  @ApiOperation({ summary: 'Delete a client' })
  @ApiErrors(ErrorKey.ClientNotFound)
  @ApiOkResponse({ type: ClientDto, description: 'Soft delete' })
  remove(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Client> {
    return this.clients.remove(access, id);
  }

  @Patch(':id/restore')
  @Authenticated({ permission: Permission.CudWorkspaceClients })
  @ApiOperation({ summary: 'Restore a deleted client' })
  @ApiErrors(ErrorKey.ClientNotFound)
  @ApiOkResponse({ type: ClientDto, description: 'Undoes a soft delete' })
  restore(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Client> {
    return this.clients.restore(access, id);
  }
}
