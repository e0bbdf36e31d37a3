import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PendingRequestSummaries, RequestList, RequestPreview } from '@punchcard/shared';
import { ErrorKey } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { RequestPreviewService } from './request-preview.service.js';
import {
  PendingRequestsQueryDto,
  PendingRequestSummariesDto,
  RequestListDto,
  RequestListQueryDto,
  RequestPreviewDto,
  RequestPreviewQueryDto,
} from './request-reads.dto.js';
import { RequestReadsService } from './request-reads.service.js';

const ACTIVE = { workspace: 'active' } as const;

/** Request lists, counts and the preview, in the caller's ACTIVE workspace. */
@ApiTags('requests')
@Controller()
export class RequestReadsController {
  constructor(
    private readonly reads: RequestReadsService,
    private readonly previews: RequestPreviewService,
  ) {}

  @Get('activities/requests/member')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: "List a member's requests" })
  @ApiErrors(ErrorKey.Forbidden, ErrorKey.MemberNotFound)
  @ApiOkResponse({
    type: RequestListDto,
    description:
      "Requests of one kind, newest first; other members' need the kind's review permission",
  })
  memberList(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: RequestListQueryDto,
  ): Promise<RequestList> {
    return this.reads.memberList(access, query);
  }

  @Get('activities/requests/preview')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Preview what a request changes' })
  @ApiErrors(
    ErrorKey.ReviewActivityNotFound,
    ErrorKey.ReviewBreakNotFound,
    ErrorKey.ReviewWorkspaceTimeNotFound,
  )
  @ApiOkResponse({ type: RequestPreviewDto, description: 'The target now and as approved' })
  preview(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: RequestPreviewQueryDto,
  ): Promise<RequestPreview> {
    return this.previews.preview(access, query.id, query.timestamp_type);
  }

  @Get('workspaces/requests/summary')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Count open requests per member' })
  @ApiOkResponse({ type: PendingRequestSummariesDto, description: 'Open requests per member' })
  summary(@CurrentAccess() access: WorkspaceAccess): Promise<PendingRequestSummaries> {
    return this.reads.summary(access);
  }

  @Get('workspaces/requests/pending')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'List requests awaiting review' })
  @ApiErrors(ErrorKey.Forbidden)
  @ApiOkResponse({
    type: RequestListDto,
    description: 'Submitted requests the caller may review, the longest waiting first',
  })
  pending(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: PendingRequestsQueryDto,
  ): Promise<RequestList> {
    return this.reads.pendingList(access, query);
  }
}
