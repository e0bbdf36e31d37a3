import { Body, Controller, Delete, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorKey, RequestKind, type TimeRequest } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { BreakRequestsService } from './break-requests.service.js';
import { TimeRequestDto } from './time-request.dto.js';
import {
  FileBreakRequestDto,
  FileWorkspaceTimeRequestDto,
  FillDraftRequestDto,
  ReviewWorkspaceRequestDto,
} from './workspace-requests.dto.js';
import { WorkspaceRequestReviews } from './workspace-request-reviews.service.js';
import { WorkspaceRequestWithdrawals } from './workspace-request-withdrawals.service.js';
import { WorkspaceTimeRequestsService } from './workspace-time-requests.service.js';

const ACTIVE = { workspace: 'active' } as const;

/**
 * Workspace time and break requests in the caller's active workspace: members file, complete,
 * withdraw and restore their own; reviewers approve or reject. `requests/break` is declared
 * before `requests/{id}` so the static path always wins.
 */
@ApiTags('requests')
@Controller('workspaces')
export class WorkspaceRequestsController {
  constructor(
    private readonly times: WorkspaceTimeRequestsService,
    private readonly breaks: BreakRequestsService,
    private readonly reviews: WorkspaceRequestReviews,
    private readonly withdrawals: WorkspaceRequestWithdrawals,
  ) {}

  @Post('requests')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'File a workspace time request' })
  @ApiErrors(
    ErrorKey.DeleteInvalid,
    ErrorKey.WorkspaceTimeNotFound,
    ErrorKey.AddConflict,
    ErrorKey.WorkspaceTimeConflict,
  )
  @ApiCreatedResponse({
    type: TimeRequestDto,
    description: 'Asks to add, edit or delete your own workspace time; without an end, a draft',
  })
  fileTime(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: FileWorkspaceTimeRequestDto,
  ): Promise<TimeRequest> {
    return this.times.file(access, dto);
  }

  @Post('requests/break')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'File a break request' })
  @ApiErrors(
    ErrorKey.DeleteInvalid,
    ErrorKey.BreakTimeNotFound,
    ErrorKey.WorkspaceTimeNotFound,
    ErrorKey.AddBreakConflict,
  )
  @ApiCreatedResponse({
    type: TimeRequestDto,
    description: 'Asks to add, edit or delete a break of your own; without an end, a draft',
  })
  fileBreak(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: FileBreakRequestDto,
  ): Promise<TimeRequest> {
    return this.breaks.file(access, dto);
  }

  @Patch('requests')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Fill in a workspace time request draft' })
  @ApiErrors(
    ErrorKey.ReviewWorkspaceTimeNotFound,
    ErrorKey.WorkspaceTimeNotFound,
    ErrorKey.AddConflict,
    ErrorKey.WorkspaceTimeConflict,
  )
  @ApiOkResponse({ type: TimeRequestDto, description: 'Fills in a draft, which submits it' })
  fillTime(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: FillDraftRequestDto,
  ): Promise<TimeRequest> {
    return this.times.fill(access, dto);
  }

  @Patch('requests/break')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Fill in a break request draft' })
  @ApiErrors(
    ErrorKey.BreakTimeNotFound,
    ErrorKey.ReviewBreakNotFound,
    ErrorKey.WorkspaceTimeNotFound,
    ErrorKey.AddBreakConflict,
  )
  @ApiOkResponse({ type: TimeRequestDto, description: 'Fills in a break draft, which submits it' })
  fillBreak(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: FillDraftRequestDto,
  ): Promise<TimeRequest> {
    return this.breaks.fill(access, dto);
  }

  @Patch('requests/:id')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Review a workspace time or break request' })
  @ApiErrors(
    ErrorKey.ReviewBreakNotFound,
    ErrorKey.ReviewWorkspaceTimeNotFound,
    ErrorKey.ReviewBreakConflict,
    ErrorKey.ReviewWorkspaceTimeConflict,
  )
  @ApiOkResponse({
    type: TimeRequestDto,
    description: 'Approves (applying the change) or rejects a workspace time or break request',
  })
  review(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: ReviewWorkspaceRequestDto,
  ): Promise<TimeRequest> {
    return this.reviews.review(access, id, dto);
  }

  @Delete('requests/pending/:id/pseudo')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Withdraw a workspace time request' })
  @ApiErrors(ErrorKey.DeleteNotFound, ErrorKey.DeleteSomethingWrong)
  @ApiOkResponse({
    type: TimeRequestDto,
    description: 'Withdraws your open workspace time request',
  })
  withdrawTime(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<TimeRequest> {
    return this.withdrawals.withdraw(access, RequestKind.WorkspaceTime, id);
  }

  @Delete('requests/break/pending/:id/pseudo')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Withdraw a break request' })
  @ApiErrors(ErrorKey.DeleteNotFound, ErrorKey.DeleteSomethingWrong)
  @ApiOkResponse({ type: TimeRequestDto, description: 'Withdraws your open break request' })
  withdrawBreak(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<TimeRequest> {
    return this.withdrawals.withdraw(access, RequestKind.Break, id);
  }

  @Patch('deleted/workspacetime-request/:id')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Restore a withdrawn workspace time request' })
  @ApiErrors(
    ErrorKey.DeleteNotFound,
    ErrorKey.WorkspaceTimeNotFound,
    ErrorKey.WorkspaceTimeConflict,
  )
  @ApiOkResponse({ type: TimeRequestDto, description: 'Restores your withdrawn request' })
  restoreTime(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<TimeRequest> {
    return this.withdrawals.restore(access, RequestKind.WorkspaceTime, id);
  }

  @Patch('deleted/break-request/:id')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Restore a withdrawn break request' })
  @ApiErrors(
    ErrorKey.BreakTimeNotFound,
    ErrorKey.DeleteNotFound,
    ErrorKey.WorkspaceTimeNotFound,
    ErrorKey.AddBreakConflict,
  )
  @ApiOkResponse({ type: TimeRequestDto, description: 'Restores your withdrawn break request' })
  restoreBreak(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<TimeRequest> {
    return this.withdrawals.restore(access, RequestKind.Break, id);
  }
}
