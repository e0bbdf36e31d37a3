import { Body, Controller, Delete, Get, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type Activity,
  type AddActivityResponse,
  type CurrentActivity,
  Permission,
  type StartActivityResponse,
  type StopActivityResponse,
} from '@punchcard/shared';
import type { Request } from 'express';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { Idempotent } from '#src/modules/idempotency/idempotent.decorator.js';
import {
  ActivityDto,
  ActivityFeedbackDto,
  AddActivityDto,
  AddActivityResultDto,
  CurrentActivityDto,
  ListActivitiesQueryDto,
  StartActivityDto,
  StartActivityResultDto,
  StopActivityDto,
  StopActivityResultDto,
  UpdateActivityDto,
} from './activities.dto.js';
import { ActivitiesService } from './activities.service.js';
import { ActivityEditsService } from './activity-edits.service.js';

const ACTIVE = { workspace: 'active' } as const;

/**
 * Activities (the spec's "timestamps") of the caller's active workspace. Who may act on whose
 * activity is decided in the services. Static paths (`current`, `start`, `deleted/{id}`) come
 * before `{id}` ones; WorkspacesModule's `PATCH /activities/settings` is registered earlier still.
 */
@ApiTags('activities')
@Controller('activities')
export class ActivitiesController {
  constructor(
    private readonly activities: ActivitiesService,
    private readonly edits: ActivityEditsService,
  ) {}

  @Get()
  @Authenticated(ACTIVE)
  @ApiOkResponse({
    type: [ActivityDto],
    description: 'Live activities intersecting [start, end), by start',
  })
  list(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: ListActivitiesQueryDto,
  ): Promise<Activity[]> {
    return this.activities.list(access, query);
  }

  @Get('current')
  @Authenticated(ACTIVE)
  @ApiOkResponse({ type: CurrentActivityDto, description: "The caller's running activity" })
  current(@CurrentAccess() access: WorkspaceAccess): Promise<CurrentActivity> {
    return this.activities.current(access);
  }

  @Post('start')
  @Authenticated(ACTIVE)
  @Idempotent()
  @ApiCreatedResponse({ type: StartActivityResultDto })
  start(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: StartActivityDto,
    @Req() request: Request,
  ): Promise<StartActivityResponse> {
    return this.activities.start(access, dto, request);
  }

  @Post()
  @Authenticated(ACTIVE)
  @ApiCreatedResponse({ type: AddActivityResultDto, description: 'A closed activity in the past' })
  add(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: AddActivityDto,
  ): Promise<AddActivityResponse> {
    return this.activities.add(access, dto);
  }

  @Patch('deleted/:id')
  @Authenticated(ACTIVE)
  @ApiOkResponse({ type: ActivityDto, description: 'Undoes a soft delete' })
  restore(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Activity> {
    return this.edits.restore(access, id);
  }

  @Patch(':id/stop')
  @Authenticated(ACTIVE)
  @Idempotent()
  @ApiOkResponse({ type: StopActivityResultDto })
  stop(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: StopActivityDto,
    @Req() request: Request,
  ): Promise<StopActivityResponse> {
    return this.activities.stop(access, id, dto, request);
  }

  @Patch(':id/feedback')
  @Authenticated({ permission: Permission.ManageTimestampModification })
  @ApiOkResponse({ type: ActivityDto })
  feedback(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: ActivityFeedbackDto,
  ): Promise<Activity> {
    return this.edits.feedback(access, id, dto);
  }

  @Patch(':id')
  @Authenticated(ACTIVE)
  @ApiOkResponse({ type: ActivityDto, description: 'Only the fields sent change' })
  update(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: UpdateActivityDto,
  ): Promise<Activity> {
    return this.edits.update(access, id, dto);
  }

  @Delete(':id')
  @Authenticated(ACTIVE)
  @ApiOkResponse({ type: ActivityDto, description: 'Soft delete' })
  remove(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Activity> {
    return this.edits.remove(access, id);
  }
}
