import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorKey, type MemberActivityReport } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { MemberActivityReportDto, MemberActivityReportQueryDto } from './activity-report.dto.js';
import { ActivityReportService } from './activity-report.service.js';

/**
 * Members' activity time in the caller's active workspace. Registered before ActivitiesModule,
 * whose `activities/{id}` routes would otherwise take `activities/member/report`.
 */
@ApiTags('reports')
@Controller('activities')
export class ActivityReportController {
  constructor(private readonly reports: ActivityReportService) {}

  @Get('member/report')
  @Authenticated({ workspace: 'active' })
  @ApiOperation({
    summary: "Members' activity time by project, category, tag and day",
    description:
      "Without id_members, the caller's own. Other members' need VIEW_MEMBER_TIMESTAMPS.",
  })
  @ApiErrors(ErrorKey.BadRequest, ErrorKey.Forbidden, ErrorKey.MemberNotFound)
  @ApiOkResponse({
    type: MemberActivityReportDto,
    description: "Per member, in the workspace's zone",
  })
  report(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: MemberActivityReportQueryDto,
  ): Promise<MemberActivityReport> {
    return this.reports.report(access, query);
  }
}
