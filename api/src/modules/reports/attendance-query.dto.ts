import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ATTENDANCE_PAGE_ITEMS,
  type AttendanceExportQuery,
  AttendanceMemberFilter,
  type AttendanceReportQuery,
  REPORT_PERIODS,
  REPORT_RANGE_MAX_DAYS,
  ReportExportFormat,
  type ReportPeriod,
  type Role,
  ROLES,
} from '@punchcard/shared';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsUUID,
  Max,
  Min,
} from 'class-validator';
import { IsUnixSeconds, UNIX } from '#src/common/http/unix-seconds.js';
import { queryInt, queryList } from '#src/common/http/query-values.js';

const STATUSES = Object.values(AttendanceMemberFilter);
const FORMATS = Object.values(ReportExportFormat);
const LANGS = ['en', 'ja'] as const;
/** The most members one filter names: a page's worth. */
const MEMBERS_MAX = ATTENDANCE_PAGE_ITEMS.max;
/** Far beyond any workspace's pages, so an offset never overflows. */
const PAGE_MAX = 1_000_000;

/** The filters the report, its summary and its export share. */
class AttendanceFilterDto implements Omit<AttendanceReportQuery, 'page' | 'item'> {
  @ApiProperty({ ...UNIX, description: 'unix seconds: the range starts here (inclusive)' })
  @Transform(queryInt)
  @IsUnixSeconds()
  start_time: number;

  @ApiProperty({
    ...UNIX,
    description: `unix seconds: the range ends here (exclusive); after start_time, at most ${REPORT_RANGE_MAX_DAYS} days later`,
  })
  @Transform(queryInt)
  @IsUnixSeconds()
  end_time: number;

  @ApiPropertyOptional({
    enum: REPORT_PERIODS,
    default: 'Daily',
    description: 'Rows per local day, week (from the workspace week start) or month',
  })
  @IsOptional()
  @IsIn(REPORT_PERIODS)
  period?: ReportPeriod;

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: MEMBERS_MAX,
    description:
      'Only these members (user ids), comma-separated or repeated. Ids that are not members of ' +
      'the workspace match nobody, like any other filter',
  })
  @IsOptional()
  @Transform(queryList)
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MEMBERS_MAX)
  @IsUUID(undefined, { each: true })
  id_members?: string[];

  @ApiPropertyOptional({
    type: [String],
    enum: ROLES,
    description: 'Only members holding one of these roles, comma-separated or repeated',
  })
  @IsOptional()
  @Transform(queryList)
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(ROLES.length)
  @IsIn(ROLES, { each: true })
  roles?: Role[];

  @ApiPropertyOptional({ enum: STATUSES, default: AttendanceMemberFilter.Active })
  @IsOptional()
  @IsIn(STATUSES)
  status?: AttendanceMemberFilter;
}

export class AttendanceReportQueryDto extends AttendanceFilterDto implements AttendanceReportQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1, description: 'Member page' })
  @IsOptional()
  @Transform(queryInt)
  @IsInt()
  @Min(1)
  @Max(PAGE_MAX)
  page?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: ATTENDANCE_PAGE_ITEMS.max,
    default: ATTENDANCE_PAGE_ITEMS.default,
    description: 'Members per page, ordered by name then id',
  })
  @IsOptional()
  @Transform(queryInt)
  @IsInt()
  @Min(1)
  @Max(ATTENDANCE_PAGE_ITEMS.max)
  item?: number;
}

/** The summary has no pages: it sums every member the filters keep. */
export class AttendanceSummaryQueryDto extends AttendanceFilterDto {}

export class AttendanceExportQueryDto extends AttendanceFilterDto implements AttendanceExportQuery {
  @ApiProperty({ enum: FORMATS })
  @IsIn(FORMATS)
  format: ReportExportFormat;

  @ApiPropertyOptional({ enum: LANGS, default: 'en', description: 'Headings and PDF text' })
  @IsOptional()
  @IsIn(LANGS)
  lang?: 'en' | 'ja';
}
