import { Controller, Patch, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type Break, Permission } from '@punchcard/shared';
import type { Request } from 'express';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { Idempotent } from '#src/modules/idempotency/idempotent.decorator.js';
import { BreakDto } from './breaks.dto.js';
import { BreaksService } from './breaks.service.js';

const MANAGE = { permission: Permission.ManageWorkspaceTimeModification } as const;

/** Managers starting and ending a member's break; `{id}` is the member's user id. */
@ApiTags('workspace-times')
@Controller('workspaces/members')
export class MemberBreaksController {
  constructor(private readonly breaks: BreaksService) {}

  @Post(':id/break')
  @Authenticated(MANAGE)
  @Idempotent()
  @ApiCreatedResponse({ type: BreakDto, description: 'started_by is the caller' })
  start(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Req() request: Request,
  ): Promise<Break> {
    return this.breaks.start(access, request, id, true);
  }

  @Patch(':id/break')
  @Authenticated(MANAGE)
  @Idempotent()
  @ApiOkResponse({ type: BreakDto, description: 'stopped_by is the caller' })
  end(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Req() request: Request,
  ): Promise<Break> {
    return this.breaks.end(access, request, id, true);
  }
}
