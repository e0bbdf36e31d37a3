import { Controller, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Break, ErrorKey, Permission } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { ClientMeta, type ClientMetadata } from '#src/common/http/client-meta.decorator.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { Idempotent } from '#src/modules/idempotency/index.js';
import { BreakDto } from '#src/modules/workspace-times/index.js';
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
  @ApiOperation({ summary: 'Start a break for a member' })
  @ApiErrors(ErrorKey.MemberNotFound, ErrorKey.MemberStartBreakFailed, ErrorKey.StartBreakFailed)
  @ApiCreatedResponse({ type: BreakDto, description: 'started_by is the caller' })
  start(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @ClientMeta() client: ClientMetadata,
  ): Promise<Break> {
    return this.breaks.start(access, client, id, true);
  }

  @Patch(':id/break')
  @Authenticated(MANAGE)
  @Idempotent()
  @ApiOperation({ summary: "End a member's break" })
  @ApiErrors(ErrorKey.MemberNotFound, ErrorKey.OpenBreakNotFound)
  @ApiOkResponse({ type: BreakDto, description: 'stopped_by is the caller' })
  end(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @ClientMeta() client: ClientMetadata,
  ): Promise<Break> {
    return this.breaks.end(access, client, id, true);
  }
}
