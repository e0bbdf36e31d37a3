import { Body, Controller, Delete, Get, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ErrorKey,
  type MemberScheduleView,
  Permission,
  type WorkspaceScheduleView,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import {
  MemberScheduleViewDto,
  ReturnToWorkspaceScheduleQueryDto,
  UpdateMemberScheduleDto,
  UpdateWorkspaceScheduleDto,
  WorkspaceScheduleViewDto,
} from './schedules.dto.js';
import { SchedulesService } from './schedules.service.js';

const MANAGE_MEMBERS = { permission: Permission.ManageWorkspaceMembers } as const;

/** Work schedules of the caller's active workspace; `{memberId}` is the member's user id. */
@ApiTags('schedules')
@Controller('workspaces')
export class SchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @Get('schedule')
  @Authenticated({ workspace: 'active' })
  @ApiOperation({
    summary: "The workspace's work schedule",
    description: 'With history and overrides',
  })
  @ApiOkResponse({ type: WorkspaceScheduleViewDto })
  workspace(@CurrentAccess() access: WorkspaceAccess): Promise<WorkspaceScheduleView> {
    return this.schedules.workspaceView(access);
  }

  @Put('schedule')
  @Authenticated({ permission: Permission.ManageWorkspaceSettings })
  @ApiOperation({
    summary: "Change the workspace's work schedule",
    description: 'A new version from effective_from; the same date replaces that version',
  })
  @ApiOkResponse({ type: WorkspaceScheduleViewDto })
  updateWorkspace(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: UpdateWorkspaceScheduleDto,
  ): Promise<WorkspaceScheduleView> {
    return this.schedules.updateWorkspace(access, dto);
  }

  @Get('members/:memberId/schedule')
  @Authenticated({ workspace: 'active' })
  @ApiOperation({
    summary: "A member's work schedule",
    description: "Their own, or with VIEW_MEMBER_TIMESTAMPS anyone's",
  })
  @ApiErrors(ErrorKey.MemberNotFound)
  @ApiOkResponse({ type: MemberScheduleViewDto })
  member(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam('memberId') memberId: string,
  ): Promise<MemberScheduleView> {
    return this.schedules.memberView(access, memberId);
  }

  @Put('members/:memberId/schedule')
  @Authenticated(MANAGE_MEMBERS)
  @ApiOperation({
    summary: 'Give a member their own work schedule',
    description: 'From effective_from',
  })
  @ApiErrors(ErrorKey.MemberNotFound)
  @ApiOkResponse({ type: MemberScheduleViewDto })
  updateMember(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam('memberId') memberId: string,
    @Body() dto: UpdateMemberScheduleDto,
  ): Promise<MemberScheduleView> {
    return this.schedules.updateMember(access, memberId, dto);
  }

  @Delete('members/:memberId/schedule')
  @Authenticated(MANAGE_MEMBERS)
  @ApiOperation({
    summary: "Return a member to the workspace's schedule",
    description: 'From effective_from (default today); earlier days keep their own schedule',
  })
  @ApiErrors(ErrorKey.MemberNotFound)
  @ApiOkResponse({ type: MemberScheduleViewDto })
  returnToWorkspace(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam('memberId') memberId: string,
    @Query() query: ReturnToWorkspaceScheduleQueryDto,
  ): Promise<MemberScheduleView> {
    return this.schedules.returnToWorkspace(access, memberId, query.effective_from);
  }
}
