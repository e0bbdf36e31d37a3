import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  type AttendanceReport,
  type AttendanceSummary,
  ErrorKey,
  Permission,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { exportResponse, MEDIA_TYPES } from '#src/common/exports/index.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { AttendanceExportService } from './attendance-export.service.js';
import {
  AttendanceExportQueryDto,
  AttendanceReportQueryDto,
  AttendanceSummaryQueryDto,
} from './attendance-query.dto.js';
import { AttendanceReportDto, AttendanceSummaryDto } from './attendance.dto.js';
import { AttendanceService } from './attendance.service.js';

const VIEW = { permission: Permission.ViewMemberTimestamps } as const;

/** The attendance report of the caller's active workspace, its summary and its exports. */
@ApiTags('reports')
@Controller('workspaces/reports/attendance')
export class AttendanceController {
  constructor(
    private readonly attendance: AttendanceService,
    private readonly exports: AttendanceExportService,
  ) {}

  @Get()
  @Authenticated(VIEW)
  @ApiOperation({
    summary: 'Attendance per member and day, week or month',
    description:
      "Members paged by name then id; days, weeks and months local to the workspace's zone and " +
      'week start; early in, late out and overtime against each day’s schedule',
  })
  @ApiErrors(ErrorKey.BadRequest, ErrorKey.PlanFeatureUnavailable)
  @ApiOkResponse({ type: AttendanceReportDto })
  report(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: AttendanceReportQueryDto,
  ): Promise<AttendanceReport> {
    return this.attendance.report(access, query);
  }

  @Get('summary')
  @Authenticated(VIEW)
  @ApiOperation({
    summary: 'Attendance summed over the filtered members, per day, week or month',
  })
  @ApiErrors(ErrorKey.BadRequest, ErrorKey.PlanFeatureUnavailable)
  @ApiOkResponse({ type: AttendanceSummaryDto })
  summary(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: AttendanceSummaryQueryDto,
  ): Promise<AttendanceSummary> {
    return this.attendance.summary(access, query);
  }

  @Get('export')
  @Authenticated(VIEW)
  @ApiOperation({
    summary: 'Export the attendance report (CSV, XLSX or PDF)',
    description:
      'Every member the filters keep, streamed; durations as h:mm, decimal hours and seconds; ' +
      'the zone stated. An export of exactly a live sealed period (status all, no member or ' +
      'role filter, daily rows) carries the seal id and digest',
  })
  @ApiProduces(MEDIA_TYPES.csv, MEDIA_TYPES.xlsx, MEDIA_TYPES.pdf)
  @ApiErrors(ErrorKey.BadRequest, ErrorKey.PlanFeatureUnavailable)
  @ApiOkResponse({ description: 'The file, as an attachment' })
  async export(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: AttendanceExportQueryDto,
  ): Promise<StreamableFile> {
    return exportResponse(await this.exports.export(access, query));
  }
}
