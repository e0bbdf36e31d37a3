import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ClockInResult, ClockOutResult, ClockStatus, WorkspaceTime } from '@punchcard/shared';
import { ErrorKey } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { ClientMeta, type ClientMetadata } from '#src/common/http/client-meta.decorator.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { Idempotent } from '#src/modules/idempotency/index.js';
import {
  AddWorkspaceTimeDto,
  ClockInDto,
  ClockInResultDto,
  ClockOutDto,
  ClockOutResultDto,
  ClockStatusDto,
  EditWorkspaceTimeDto,
  WorkspaceTimeDto,
  WorkspaceTimeListQueryDto,
} from './workspace-times.dto.js';
import { WorkspaceTimeReadsService } from './workspace-time-reads.service.js';
import { WorkspaceTimesService } from './workspace-times.service.js';

const ACTIVE = { workspace: 'active' } as const;

/**
 * Workspace time in the caller's ACTIVE workspace.
 */
@ApiTags('workspace-times')
@Controller('workspaces')
export class WorkspaceTimesController {
  constructor(
    private readonly times: WorkspaceTimesService,
    private readonly reads: WorkspaceTimeReadsService,
  ) {}

  @Get('timestamps/status')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: "Get the caller's clock state" })
  @ApiOkResponse({ type: ClockStatusDto, description: "The caller's current state" })
  status(@CurrentAccess() access: WorkspaceAccess): Promise<ClockStatus> {
    return this.reads.status(access);
  }

  @Get('timestamps')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'List workspace times in a period' })
  @ApiErrors(ErrorKey.Forbidden, ErrorKey.MemberNotFound)
  @ApiOkResponse({
    type: [WorkspaceTimeDto],
    description: 'Live workspace times meeting [start, end), by start, with their breaks',
  })
  list(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: WorkspaceTimeListQueryDto,
  ): Promise<WorkspaceTime[]> {
    return this.reads.list(access, query);
  }

  @Post('timestamps')
  @Authenticated(ACTIVE)
  @Idempotent()
  @ApiOperation({ summary: 'Clock in' })
  @ApiErrors(ErrorKey.AlreadyClockedIn)
  @ApiCreatedResponse({ type: ClockInResultDto, description: 'Clock in; 412 already_clocked_in' })
  clockIn(
    @CurrentAccess() access: WorkspaceAccess,
    @ClientMeta() client: ClientMetadata,
    @Body() dto: ClockInDto,
  ): Promise<ClockInResult> {
    return this.times.clockIn(access, client, dto);
  }

  @Patch('timestamps')
  @Authenticated(ACTIVE)
  @Idempotent()
  @ApiOperation({ summary: 'Clock out' })
  @ApiErrors(ErrorKey.OpenTimeNotFound, ErrorKey.UpdateConflict)
  @ApiOkResponse({ type: ClockOutResultDto, description: 'Clock out; ends the open break too' })
  clockOut(
    @CurrentAccess() access: WorkspaceAccess,
    @ClientMeta() client: ClientMetadata,
    @Body() dto: ClockOutDto,
  ): Promise<ClockOutResult> {
    return this.times.clockOut(access, client, dto);
  }

  @Put('timestamps')
  @HttpCode(201)
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Add a past workspace time' })
  @ApiErrors(ErrorKey.TimeModificationNotAllowed, ErrorKey.AddConflict)
  @ApiCreatedResponse({ type: WorkspaceTimeDto, description: 'A past, closed workspace time' })
  add(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: AddWorkspaceTimeDto,
  ): Promise<WorkspaceTime> {
    return this.times.add(access, dto);
  }

  @Patch('timestamps/:id')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Edit a workspace time' })
  @ApiErrors(ErrorKey.TimeModificationNotAllowed, ErrorKey.TimeNotFound, ErrorKey.UpdateConflict)
  @ApiOkResponse({ type: WorkspaceTimeDto })
  edit(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: EditWorkspaceTimeDto,
  ): Promise<WorkspaceTime> {
    return this.times.edit(access, id, dto);
  }

  @Delete('timestamps/:id/pseudo')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Delete a workspace time' })
  @ApiErrors(
    ErrorKey.DeleteWindowPassed,
    ErrorKey.TimeModificationNotAllowed,
    ErrorKey.TimeNotFound,
  )
  @ApiOkResponse({ type: WorkspaceTimeDto, description: 'Soft delete, with its breaks' })
  remove(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<WorkspaceTime> {
    return this.times.remove(access, id);
  }

  @Patch('closed/workspacetime/:id')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Reopen the latest workspace time' })
  @ApiErrors(
    ErrorKey.TimeModificationNotAllowed,
    ErrorKey.TimeNotFound,
    ErrorKey.UpdateConflict,
    ErrorKey.AlreadyClockedIn,
  )
  @ApiOkResponse({ type: WorkspaceTimeDto, description: "Reopens the member's latest one" })
  reopen(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<WorkspaceTime> {
    return this.times.reopen(access, id);
  }

  @Patch('deleted/workspacetime/:id')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Restore a deleted workspace time' })
  @ApiErrors(ErrorKey.TimeModificationNotAllowed, ErrorKey.TimeNotFound, ErrorKey.UpdateConflict)
  @ApiOkResponse({ type: WorkspaceTimeDto, description: 'Undoes a soft delete, with its breaks' })
  restore(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<WorkspaceTime> {
    return this.times.restore(access, id);
  }
}
