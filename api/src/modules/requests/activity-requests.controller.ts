import { Body, Controller, Delete, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FiledActivityRequest, TimeRequest } from '@punchcard/shared';
import { ErrorKey } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { FileActivityRequestDto, ReviewActivityRequestDto } from './activity-requests.dto.js';
import { ActivityRequestReviewsService } from './activity-request-reviews.service.js';
import { ActivityRequestsService } from './activity-requests.service.js';
import { FiledActivityRequestDto, TimeRequestDto } from './time-request.dto.js';

const ACTIVE = { workspace: 'active' } as const;

/**
 * Activity requests (the spec's timestamp requests) in the caller's active workspace: members
 * file, withdraw and restore their own; reviewers approve or reject (checked in the service).
 */
@ApiTags('requests')
@Controller('activities')
export class ActivityRequestsController {
  constructor(
    private readonly requests: ActivityRequestsService,
    private readonly reviews: ActivityRequestReviewsService,
  ) {}

  @Post('requests')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'File an activity request' })
  @ApiErrors(
    ErrorKey.DeleteInvalid,
    ErrorKey.DetailsInvalid,
    ErrorKey.PastActivityInvalid,
    ErrorKey.UpdateInvalid,
    ErrorKey.ActivityNotFound,
    ErrorKey.CategoryNotFound,
    ErrorKey.ProjectNotFound,
    ErrorKey.TagNotFound,
    ErrorKey.TaskNotFound,
    ErrorKey.TimeNotFound,
    ErrorKey.ActivityConflict,
    ErrorKey.ActivityConflictOrPending,
    ErrorKey.WorkspaceTimeRequired,
  )
  @ApiCreatedResponse({
    type: FiledActivityRequestDto,
    description: 'Asks to add, edit or delete one of your own activities',
  })
  file(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: FileActivityRequestDto,
  ): Promise<FiledActivityRequest> {
    return this.requests.file(access, dto);
  }

  @Patch('requests/:id')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Review an activity request' })
  @ApiErrors(
    ErrorKey.DetailsInvalid,
    ErrorKey.CategoryNotFound,
    ErrorKey.ProjectNotFound,
    ErrorKey.ReviewActivityNotFound,
    ErrorKey.TagNotFound,
    ErrorKey.TaskNotFound,
    ErrorKey.TimeNotFound,
    ErrorKey.ReviewActivityConflict,
    ErrorKey.WorkspaceTimeRequired,
  )
  @ApiOkResponse({
    type: TimeRequestDto,
    description: 'Approval applies the change; needs MANAGE_TIMESTAMP_MODIFICATION',
  })
  review(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: ReviewActivityRequestDto,
  ): Promise<TimeRequest> {
    return this.reviews.review(access, id, dto);
  }

  @Delete('requests/:id/pseudo')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Withdraw an activity request' })
  @ApiErrors(ErrorKey.DeleteNotFound, ErrorKey.DeleteSomethingWrong)
  @ApiOkResponse({ type: TimeRequestDto, description: 'Withdraws your own open request' })
  withdraw(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<TimeRequest> {
    return this.requests.withdraw(access, id);
  }

  @Patch('deleted/request/:id')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Restore a withdrawn activity request' })
  @ApiErrors(ErrorKey.ActivityNotFound, ErrorKey.DeleteNotFound, ErrorKey.ActivityConflictOrPending)
  @ApiOkResponse({ type: TimeRequestDto, description: 'Restores your own withdrawn request' })
  restore(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<TimeRequest> {
    return this.requests.restore(access, id);
  }
}
