import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorKey, type MemberSummaryReport } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { MemberReportQueryDto, MemberSummaryReportDto } from './member-reports.dto.js';
import { MemberSummaryService } from './member-summary.service.js';

const ACTIVE = { workspace: 'active' } as const;
const ANSWER = {
  type: MemberSummaryReportDto,
  description: "The summary report in the workspace's zone, with the previous period's totals",
} as const;

/**
 * A member's summary report in the caller's active workspace. `members/me/reports` is declared
 * before `members/{memberId}/reports`, whose id must be a UUID, so `me` is never taken for one.
 */
@ApiTags('reports')
@Controller('workspaces')
export class MemberReportsController {
  constructor(private readonly summaries: MemberSummaryService) {}

  @Get('members/me/reports')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: "The caller's summary report for a period" })
  @ApiErrors(ErrorKey.BadRequest)
  @ApiOkResponse(ANSWER)
  mine(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: MemberReportQueryDto,
  ): Promise<MemberSummaryReport> {
    return this.summaries.summary(access, access.member.idUser, query);
  }

  @Get('members/:memberId/reports')
  @Authenticated(ACTIVE)
  @ApiOperation({
    summary: "A member's summary report for a period",
    description: "Another member's needs VIEW_MEMBER_TIMESTAMPS.",
  })
  @ApiErrors(ErrorKey.BadRequest, ErrorKey.Forbidden, ErrorKey.MemberNotFound)
  @ApiOkResponse(ANSWER)
  member(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam('memberId') memberId: string,
    @Query() query: MemberReportQueryDto,
  ): Promise<MemberSummaryReport> {
    return this.summaries.summary(access, memberId.toLowerCase(), query);
  }
}
