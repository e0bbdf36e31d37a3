import { Body, Controller, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ClockInResult, type ClockOutResult, ErrorKey, Permission } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { ClientMeta, type ClientMetadata } from '#src/common/http/client-meta.decorator.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { Idempotent } from '#src/modules/idempotency/index.js';
import { MemberClockingService } from './member-clocking.service.js';
import {
  ClockInDto,
  ClockInResultDto,
  ClockOutDto,
  ClockOutResultDto,
} from './workspace-times.dto.js';

const MANAGE = { permission: Permission.ManageWorkspaceTimeModification } as const;

/**
 * Managers clocking members of the active workspace in and out; `{id}` is the member's user id.
 * The members module's `/workspaces/members/{id}/<word>` routes differ in their last segment.
 */
@ApiTags('workspace-times')
@Controller('workspaces/members')
export class MemberClockingController {
  constructor(private readonly clocking: MemberClockingService) {}

  @Post(':id')
  @Authenticated(MANAGE)
  @Idempotent()
  @ApiOperation({ summary: 'Clock a member in' })
  @ApiErrors(ErrorKey.MemberNotFound, ErrorKey.MemberAlreadyClockedIn)
  @ApiCreatedResponse({
    type: ClockInResultDto,
    description: 'Clocks an ACTIVE member in; started_by is the caller',
  })
  clockIn(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @ClientMeta() client: ClientMetadata,
    @Body() dto: ClockInDto,
  ): Promise<ClockInResult> {
    return this.clocking.clockIn(access, id, client, dto);
  }

  @Patch(':id/timestamp')
  @Authenticated(MANAGE)
  @Idempotent()
  @ApiOperation({ summary: 'Clock a member out' })
  @ApiErrors(ErrorKey.MemberNotFound, ErrorKey.MemberOpenTimeNotFound, ErrorKey.UpdateConflict)
  @ApiOkResponse({
    type: ClockOutResultDto,
    description: 'Clocks the member out and ends their open break; stopped_by is the caller',
  })
  clockOut(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @ClientMeta() client: ClientMetadata,
    @Body() dto: ClockOutDto,
  ): Promise<ClockOutResult> {
    return this.clocking.clockOut(access, id, client, dto);
  }
}
