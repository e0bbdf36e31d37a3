import { Body, Controller, Delete, Get, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type Activity,
  type AddActivityResponse,
  type CurrentActivity,
  ErrorKey,
  Permission,
  type StartActivityResponse,
  type StopActivityResponse,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { ClientMeta, type ClientMetadata } from '#src/common/http/client-meta.decorator.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { Idempotent } from '#src/modules/idempotency/index.js';
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
 * activity is decided in the services.
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
  @ApiOperation({ summary: 'List activities in a period' })
  @ApiErrors(ErrorKey.Forbidden, ErrorKey.MemberNotFound)
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
  @ApiOperation({ summary: 'Get the running activity' })
  @ApiOkResponse({ type: CurrentActivityDto, description: "The caller's running activity" })
  current(@CurrentAccess() access: WorkspaceAccess): Promise<CurrentActivity> {
    return this.activities.current(access);
  }

  @Post('start')
  @Authenticated(ACTIVE)
  @Idempotent()
  @ApiOperation({ summary: 'Start an activity' })
  @ApiErrors(
    ErrorKey.DetailsInvalid,
    ErrorKey.CategoryNotFound,
    ErrorKey.ProjectNotFound,
    ErrorKey.TagNotFound,
    ErrorKey.TaskNotFound,
    ErrorKey.TimeNotFound,
    ErrorKey.ActivityConflict,
    ErrorKey.WorkspaceTimeRequired,
  )
  @ApiCreatedResponse({ type: StartActivityResultDto })
  start(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: StartActivityDto,
    @ClientMeta() client: ClientMetadata,
  ): Promise<StartActivityResponse> {
    return this.activities.start(access, dto, client);
  }

  @Post()
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Add a past activity' })
  @ApiErrors(
    ErrorKey.DetailsInvalid,
    ErrorKey.PastActivityInvalid,
    ErrorKey.TimeModificationNotAllowed,
    ErrorKey.CategoryNotFound,
    ErrorKey.ProjectNotFound,
    ErrorKey.TagNotFound,
    ErrorKey.TaskNotFound,
    ErrorKey.TimeNotFound,
    ErrorKey.ActivityConflict,
    ErrorKey.WorkspaceTimeRequired,
  )
  @ApiCreatedResponse({ type: AddActivityResultDto, description: 'A closed activity in the past' })
  add(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: AddActivityDto,
  ): Promise<AddActivityResponse> {
    return this.activities.add(access, dto);
  }

  @Patch('deleted/:id')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Restore a deleted activity' })
  @ApiErrors(
    ErrorKey.UpdateInvalid,
    ErrorKey.TimeModificationNotAllowed,
    ErrorKey.ActivityNotFound,
    ErrorKey.ActivityConflict,
  )
  @ApiOkResponse({ type: ActivityDto, description: 'Undoes a soft delete' })
  restore(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Activity> {
    return this.edits.restore(access, id);
  }

  @Patch(':id/stop')
  @Authenticated(ACTIVE)
  @Idempotent()
  @ApiOperation({ summary: 'Stop a running activity' })
  @ApiErrors(
    ErrorKey.StopBadRequest,
    ErrorKey.ActivityNotFound,
    ErrorKey.TimestampStopped,
    ErrorKey.ActivityConflict,
  )
  @ApiOkResponse({ type: StopActivityResultDto })
  stop(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: StopActivityDto,
    @ClientMeta() client: ClientMetadata,
  ): Promise<StopActivityResponse> {
    return this.activities.stop(access, id, dto, client);
  }

  @Patch(':id/feedback')
  @Authenticated({ permission: Permission.ManageTimestampModification })
  @ApiOperation({ summary: 'Give feedback on an activity' })
  @ApiErrors(ErrorKey.ActivityNotFound, ErrorKey.UpdateDeleted)
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
  @ApiOperation({ summary: 'Edit an activity' })
  @ApiErrors(
    ErrorKey.DetailsInvalid,
    ErrorKey.UpdateInvalid,
    ErrorKey.TimeModificationNotAllowed,
    ErrorKey.ActivityNotFound,
    ErrorKey.CategoryNotFound,
    ErrorKey.ProjectNotFound,
    ErrorKey.TagNotFound,
    ErrorKey.TaskNotFound,
    ErrorKey.TimeNotFound,
    ErrorKey.UpdateDeleted,
    ErrorKey.ActivityConflict,
    ErrorKey.WorkspaceTimeRequired,
  )
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
  @ApiOperation({ summary: 'Delete an activity' })
  @ApiErrors(
    ErrorKey.DeleteWindowPassed,
    ErrorKey.TimeModificationNotAllowed,
    ErrorKey.ActivityNotFound,
    ErrorKey.TimestampDeletedAlready,
  )
  @ApiOkResponse({ type: ActivityDto, description: 'Soft delete' })
  remove(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Activity> {
    return this.edits.remove(access, id);
  }
}
