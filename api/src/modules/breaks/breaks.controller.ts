import { Body, Controller, Delete, Patch, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Break } from '@punchcard/shared';
import type { Request } from 'express';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { Idempotent } from '#src/modules/idempotency/idempotent.decorator.js';
import { AddBreakDto, BreakDto, EditBreakDto } from './breaks.dto.js';
import { BreaksService } from './breaks.service.js';

const ACTIVE = { workspace: 'active' } as const;

/**
 * The caller's breaks in the ACTIVE workspace. Registered before the workspace-times controller,
 * so its `timestamps/{id}` never captures `timestamps/break`; static paths before `break/{id}`.
 */
@ApiTags('breaks')
@Controller('workspaces')
export class BreaksController {
  constructor(private readonly breaks: BreaksService) {}

  @Post('timestamps/break')
  @Authenticated(ACTIVE)
  @Idempotent()
  @ApiCreatedResponse({ type: BreakDto, description: 'Starts a break in the open workspace time' })
  start(@CurrentAccess() access: WorkspaceAccess, @Req() request: Request): Promise<Break> {
    return this.breaks.start(access, request, access.member.idUser, false);
  }

  @Patch('timestamps/break')
  @Authenticated(ACTIVE)
  @Idempotent()
  @ApiOkResponse({ type: BreakDto, description: 'Ends the open break' })
  end(@CurrentAccess() access: WorkspaceAccess, @Req() request: Request): Promise<Break> {
    return this.breaks.end(access, request, access.member.idUser, false);
  }

  @Post('timestamps/break/new')
  @Authenticated(ACTIVE)
  @ApiCreatedResponse({ type: BreakDto, description: 'A past break inside a workspace time' })
  add(@CurrentAccess() access: WorkspaceAccess, @Body() dto: AddBreakDto): Promise<Break> {
    return this.breaks.add(access, dto);
  }

  @Patch('timestamps/break/:id')
  @Authenticated(ACTIVE)
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
  @ApiOkResponse({ type: BreakDto, description: 'Soft delete' })
  remove(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Break> {
    return this.breaks.remove(access, id);
  }

  @Patch('deleted/break/:id')
  @Authenticated(ACTIVE)
  @ApiOkResponse({ type: BreakDto, description: 'Undoes a soft delete' })
  restore(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Break> {
    return this.breaks.restore(access, id);
  }
}
