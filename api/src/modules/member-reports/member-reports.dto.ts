import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type MemberReportDay,
  type MemberReportQuery,
  type MemberSummaryReport,
  REPORT_RANGE_MAX_DAYS,
} from '@punchcard/shared';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { IsUnixSeconds, UNIX } from '#src/common/http/unix-seconds.js';
import { queryBoolean, queryInt } from '#src/common/http/query-values.js';
import { ReportFrameDto, ReportLabelTotalDto } from './report-common.dto.js';

export class MemberReportQueryDto implements MemberReportQuery {
  @ApiProperty({ ...UNIX, description: 'unix seconds: the period starts here (inclusive)' })
  @Transform(queryInt)
  @IsUnixSeconds()
  start_time: number;

  @ApiProperty({
    ...UNIX,
    description: `unix seconds: the period ends here (exclusive); at most ${REPORT_RANGE_MAX_DAYS} days after start_time`,
  })
  @Transform(queryInt)
  @IsUnixSeconds()
  end_time: number;

  @ApiPropertyOptional({ type: Boolean, default: false, description: "Add every project's time" })
  @Transform(queryBoolean)
  @IsOptional()
  @IsBoolean()
  with_projects?: boolean;

  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description: 'Add workspace, break and activity time per local day',
  })
  @Transform(queryBoolean)
  @IsOptional()
  @IsBoolean()
  with_workspace_time?: boolean;
}

export class MemberReportDayDto implements MemberReportDay {
  @ApiProperty({ example: '2026-03-29', description: 'Local date in the workspace zone' })
  date: string;
  @ApiProperty({ ...UNIX, description: 'Local midnight, clipped to the period' }) start: number;
  @ApiProperty({ type: 'integer', description: 'Workspace time, seconds' }) work: number;
  @ApiProperty({ type: 'integer', description: 'Break time, seconds' }) break: number;
  @ApiProperty({ type: 'integer', description: 'Activity time, seconds' }) activity: number;
}

export class MemberSummaryReportDto extends ReportFrameDto implements MemberSummaryReport {
  @ApiProperty({ format: 'uuid' }) id_user: string;
  @ApiProperty({ type: 'integer', description: 'Clocked-in seconds (breaks included)' })
  total_workspace_time: number;
  @ApiProperty({ type: 'integer' }) total_break_time: number;
  @ApiProperty({
    type: 'integer',
    description: 'total_workspace_time of the period of the same length just before',
  })
  previous_total_work: number;
  @ApiProperty({ type: 'integer', description: 'total_break_time of that previous period' })
  previous_total_break: number;
  @ApiProperty({
    type: 'integer',
    description:
      'Mean over scheduled days with a clock-in of (scheduled start - first clock-in), seconds; negative when late',
  })
  average_early_in: number;
  @ApiProperty({
    type: 'integer',
    description:
      'Mean over scheduled days with a clock-out of (last clock-out - scheduled end), seconds; negative when leaving early',
  })
  average_late_out: number;
  @ApiProperty({ type: 'integer', description: 'Break seconds per day present' })
  average_break: number;
  @ApiProperty({ type: 'integer' }) number_of_breaks: number;
  @ApiProperty({ type: 'integer', description: 'Unsent workspace-time and break requests' })
  number_of_drafts: number;
  @ApiProperty({ type: 'integer', description: "Activities' seconds" }) tracked_duration: number;
  @ApiProperty({ type: [ReportLabelTotalDto], description: 'Five longest, longest first' })
  top_categories: ReportLabelTotalDto[];
  @ApiProperty({ type: [ReportLabelTotalDto], description: 'Five longest, longest first' })
  top_projects: ReportLabelTotalDto[];
  @ApiProperty({ type: 'integer' }) number_of_activities: number;
  @ApiProperty({ description: 'Activities per day present, two decimals' })
  average_activities: number;
  @ApiPropertyOptional({ type: [ReportLabelTotalDto], description: 'with_projects only' })
  projects?: ReportLabelTotalDto[];
  @ApiPropertyOptional({
    type: [MemberReportDayDto],
    description: 'with_workspace_time only: every local day of the period',
  })
  days?: MemberReportDayDto[];
}
