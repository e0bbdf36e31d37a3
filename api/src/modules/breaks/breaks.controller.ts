import { Body, Controller, Delete, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Break } from '@punchcard/shared';
import { ErrorKey } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { ClientMeta, type ClientMetadata } from '#src/common/http/client-meta.decorator.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { Idempotent } from '#src/modules/idempotency/index.js';
import { BreakDto } from '#src/modules/workspace-times/index.js';
import { AddBreakDto, EditBreakDto } from './breaks.dto.js';
import { BreaksService } from './breaks.service.js';

const ACTIVE = { workspace: 'active' } as const;

/**
 * The caller's breaks in the ACTIVE workspace.
 */
@ApiTags('breaks')
@Controller('workspaces')
export class BreaksController {
  constructor(private readonly breaks: BreaksService) {}

  @Post('timestamps/break')
  @Authenticated(ACTIVE)
  @Idempotent()
  @ApiOperation({ summary: 'Start a break' })
  @ApiErrors(
    ErrorKey.BadRequest,
    ErrorKey.MemberNotFound,
    ErrorKey.MemberStartBreakFailed,
    ErrorKey.StartBreakFailed,
  )
  @ApiCreatedResponse({ type: BreakDto, description: 'Starts a break in the open workspace time' })
  start(
    @CurrentAccess() access: WorkspaceAccess,
    @ClientMeta() client: ClientMetadata,
  ): Promise<Break> {
    return this.breaks.start(access, client, access.member.idUser, false);
  }

  @Patch('timestamps/break')
  @Authenticated(ACTIVE)
  @Idempotent()
  @ApiOperation({ summary: 'End the open break' })
  @ApiErrors(ErrorKey.BadRequest, ErrorKey.MemberNotFound, ErrorKey.OpenBreakNotFound)
  @ApiOkResponse({ type: BreakDto, description: 'Ends the open break' })
  end(
    @CurrentAccess() access: WorkspaceAccess,
    @ClientMeta() client: ClientMetadata,
  ): Promise<Break> {
    return this.breaks.end(access, client, access.member.idUser, false);
  }

  @Post('timestamps/break/new')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Add a past break' })
  @ApiErrors(ErrorKey.TimeModificationNotAllowed, ErrorKey.TimeNotFound, ErrorKey.BreakAddConflict)
  @ApiCreatedResponse({ type: BreakDto, description: 'A past break inside a workspace time' })
  add(@CurrentAccess() access: WorkspaceAccess, @Body() dto: AddBreakDto): Promise<Break> {
    return this.breaks.add(access, dto);
  }

  @Patch('timestamps/break/:id')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Edit a break' })
  @ApiErrors(
    ErrorKey.TimeModificationNotAllowed,
    ErrorKey.BreakNotFound,
    ErrorKey.BreakUpdateConflict,
  )
  @ApiOkResponse({ type: BreakDto })
  edit(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: EditBreakDto,
  ): Promise<Break> {
    return this.breaks.edit(access, id, dto);
  }

  @Delete('timestamps/break/:id/pseudo')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Delete a break' })
  @ApiErrors(
    ErrorKey.DeleteWindowPassed,
    ErrorKey.TimeModificationNotAllowed,
    ErrorKey.BreakNotFound,
  )
  @ApiOkResponse({ type: BreakDto, description: 'Soft delete' })
  remove(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Break> {
    return this.breaks.remove(access, id);
  }

  @Patch('deleted/break/:id')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Restore a deleted break' })
  @ApiErrors(
    ErrorKey.TimeModificationNotAllowed,
    ErrorKey.BreakNotFound,
    ErrorKey.BreakUpdateConflict,
  )
  @ApiOkResponse({ type: BreakDto, description: 'Undoes a soft delete' })
  restore(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Break> {
    return this.breaks.restore(access, id);
  }
}
