import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ErrorKey, type Locale, type ProjectMemberReportPage } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { exportResponse, MEDIA_TYPES } from '#src/common/exports/index.js';
import { RequestLocale } from '#src/common/http/request-locale.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import {
  ProjectMemberReportPageDto,
  ProjectReportExportQueryDto,
  ProjectReportPageQueryDto,
  ProjectReportPdfQueryDto,
} from './project-reports.dto.js';
import { ProjectReportFilesService } from './project-report-files.service.js';
import { ProjectReportsService } from './project-reports.service.js';

const ACTIVE = { workspace: 'active' } as const;
const ERRORS = [ErrorKey.BadRequest, ErrorKey.PlanFeatureUnavailable, ErrorKey.ProjectNotFound];

/** Duration and cost per member of a project of the caller's active workspace. */
@ApiTags('reports')
@Controller('projects/members/reports')
export class ProjectReportsController {
  constructor(
    private readonly reports: ProjectReportsService,
    private readonly files: ProjectReportFilesService,
  ) {}

  @Get('pages')
  @Authenticated(ACTIVE)
  @ApiOperation({
    summary: "A project's member report, by pages",
    description:
      'Rows per member (and task, or local day, week or month), clipped to [start_time, ' +
      "end_time), priced at today's rates; visibility as GET /v1/projects/{id}/total. Plan " +
      'feature: project report',
  })
  @ApiErrors(...ERRORS)
  @ApiOkResponse({ type: ProjectMemberReportPageDto })
  page(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: ProjectReportPageQueryDto,
  ): Promise<ProjectMemberReportPage> {
    return this.reports.page(access, query);
  }

  @Get('pages/pdf')
  @Authenticated(ACTIVE)
  @ApiOperation({
    summary: "A project's member report as a printable PDF",
    description:
      'Every row of the report (marker.* is accepted and ignored), with the workspace, project, ' +
      'period and time zone on each page, totals and page numbers; in `lang`, else the ' +
      'Accept-Language locale',
  })
  @ApiProduces(MEDIA_TYPES.pdf)
  @ApiErrors(...ERRORS)
  @ApiOkResponse({ description: 'The PDF, streamed' })
  async pdf(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: ProjectReportPdfQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<StreamableFile> {
    return exportResponse(await this.files.document(access, query, query.lang ?? locale));
  }

  @Get('export')
  @Authenticated(ACTIVE)
  @ApiOperation({
    summary: "A project's member report as CSV or XLSX",
    description:
      'Every row, streamed: member, e-mail, id, group, rate, current rate, duration as h:mm and ' +
      'as decimal hours, cost, first start and last end in local time; the workspace, project, ' +
      'period, time zone and totals first (CSV lines before the heading, an About sheet in ' +
      'XLSX). Text cells are guarded against formula injection',
  })
  @ApiProduces(MEDIA_TYPES.csv, MEDIA_TYPES.xlsx)
  @ApiErrors(...ERRORS)
  @ApiOkResponse({ description: 'The file, streamed' })
  async export(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: ProjectReportExportQueryDto,
  ): Promise<StreamableFile> {
    return exportResponse(await this.files.table(access, query));
  }
}
