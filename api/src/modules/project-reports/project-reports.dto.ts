import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LOCALES,
  type Locale,
  PROJECT_REPORT_GROUPS,
  PROJECT_REPORT_PAGE_ITEMS,
  type ProjectMemberReportExportQuery,
  type ProjectMemberReportPage,
  type ProjectMemberReportPdfQuery,
  type ProjectMemberReportQuery,
  ProjectReportGroup,
  type ProjectReportMember,
  type ProjectReportRow,
  ProjectReportVisibility,
  type ProjectTaskTotalKind,
  type ProjectTimeView,
  REPORT_RANGE_MAX_DAYS,
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
import { queryList, querySignedInt } from '#src/common/http/query-values.js';

/** The members one report may name. */
export const PROJECT_REPORT_MAX_MEMBERS = 1000;
/** UTC-12:00 to UTC+14:00, the offsets in use on Earth. */
const OFFSET_MIN = -12 * 3600;
const OFFSET_MAX = 14 * 3600;
const FILE_FORMATS = ['csv', 'xlsx'] as const;
const MONEY = { type: String, nullable: true, example: '1234.50' } as const;

/** What every project report call filters by (no paging). */
export class ProjectReportFilterDto implements Omit<ProjectMemberReportQuery, 'marker'> {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id_project: string;

  @ApiProperty({ ...UNIX, description: 'unix seconds: the window starts here (inclusive)' })
  @Transform(querySignedInt)
  @IsUnixSeconds()
  start_time: number;

  @ApiProperty({
    ...UNIX,
    description: `unix seconds: the window ends here (exclusive); at most ${REPORT_RANGE_MAX_DAYS} days after start_time`,
  })
  @Transform(querySignedInt)
  @IsUnixSeconds()
  end_time: number;

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: PROJECT_REPORT_MAX_MEMBERS,
    description:
      'Only these members (user ids), comma-separated or repeated. In the SUMMARY view it narrows ' +
      "the caller's own rows only: totals stay the whole project's",
  })
  @IsOptional()
  @Transform(queryList)
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(PROJECT_REPORT_MAX_MEMBERS)
  @IsUUID(undefined, { each: true })
  members?: string[];

  @ApiPropertyOptional({ enum: PROJECT_REPORT_GROUPS, default: ProjectReportGroup.Member })
  @IsOptional()
  @IsIn(PROJECT_REPORT_GROUPS)
  groups?: ProjectReportGroup;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: OFFSET_MIN,
    maximum: OFFSET_MAX,
    description:
      "Seconds east of UTC: days are cut at this fixed offset instead of the workspace's zone",
  })
  @IsOptional()
  @Transform(querySignedInt)
  @IsInt()
  @Min(OFFSET_MIN)
  @Max(OFFSET_MAX)
  timezone?: number;
}

export class ProjectReportPageQueryDto extends ProjectReportFilterDto {
  @ApiPropertyOptional({
    name: 'marker.page',
    type: 'integer',
    minimum: 1,
    default: 1,
    description: '1-based',
  })
  @IsOptional()
  @Transform(querySignedInt)
  @IsInt()
  @Min(1)
  'marker.page'?: number;

  @ApiPropertyOptional({
    name: 'marker.item',
    type: 'integer',
    minimum: 1,
    maximum: PROJECT_REPORT_PAGE_ITEMS.max,
    default: PROJECT_REPORT_PAGE_ITEMS.default,
    description: 'Rows per page',
  })
  @IsOptional()
  @Transform(querySignedInt)
  @IsInt()
  @Min(1)
  @Max(PROJECT_REPORT_PAGE_ITEMS.max)
  'marker.item'?: number;
}

/** The PDF takes the page's query (so a client can pass it on) and prints every row. */
export class ProjectReportPdfQueryDto
  extends ProjectReportPageQueryDto
  implements Omit<ProjectMemberReportPdfQuery, 'marker'>
{
  @ApiPropertyOptional({
    enum: LOCALES,
    description: 'Language of the document; default: the Accept-Language locale',
  })
  @IsOptional()
  @IsIn(LOCALES)
  lang?: Locale;
}

export class ProjectReportExportQueryDto
  extends ProjectReportFilterDto
  implements ProjectMemberReportExportQuery
{
  @ApiProperty({ enum: FILE_FORMATS })
  @IsIn(FILE_FORMATS)
  format: 'csv' | 'xlsx';

  @ApiPropertyOptional({ enum: LOCALES, default: 'en', description: 'Language of the headings' })
  @IsOptional()
  @IsIn(LOCALES)
  lang?: Locale;
}

export class ProjectReportMemberDto implements ProjectReportMember {
  @ApiProperty({ format: 'uuid' }) id_user: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: "Empty where a guest looks at someone else's row" }) email: string;
  @ApiProperty({ type: String, nullable: true }) avatar: string | null;
}

export class ProjectReportGroupDto {
  @ApiProperty({ enum: PROJECT_REPORT_GROUPS }) kind: ProjectReportGroup;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The task id, or the first local date of the day, week or month (YYYY-MM-DD)',
  })
  key: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Task name or the dates covered' })
  label: string | null;
  @ApiPropertyOptional({
    enum: ['task', 'no_task', 'hidden'],
    description: "Task rows: a task, time without one, or another member's personal task",
  })
  task_kind?: ProjectTaskTotalKind;
}

export class ProjectReportRowDto implements ProjectReportRow {
  @ApiProperty({ type: ProjectReportMemberDto }) member: ProjectReportMemberDto;
  @ApiProperty({
    type: ProjectReportGroupDto,
    nullable: true,
    description: 'Null grouped by member',
  })
  group: ProjectReportGroupDto | null;
  @ApiProperty({ ...MONEY, description: "Hourly rate; null when not the caller's to read" })
  rate: string | null;
  @ApiProperty({
    ...MONEY,
    description: 'The rate new time is priced at (no rate history: = rate)',
  })
  current_rate: string | null;
  @ApiProperty({ type: 'integer', description: 'seconds inside the window' }) duration: number;
  @ApiProperty({ ...MONEY, description: 'duration x rate, to the cent' }) cost: string | null;
  @ApiProperty({ ...UNIX, description: 'First start of its time (clipped to the window)' })
  start: number;
  @ApiProperty({ ...UNIX, description: 'Last end (a running activity: now)' }) end: number;
}

export class ProjectReportTotalsDto {
  @ApiProperty({ type: 'integer' }) duration: number;
  @ApiProperty({ ...MONEY, description: 'Null unless the caller reads every rate' })
  cost: string | null;
}

export class ProjectMemberReportPageDto implements ProjectMemberReportPage {
  @ApiProperty({ format: 'uuid' }) id_project: string;
  @ApiProperty() project_name: string;
  @ApiProperty(UNIX) start: number;
  @ApiProperty(UNIX) end: number;
  @ApiProperty({ example: 'Europe/Berlin', description: 'IANA zone, or UTC+09:00 for an offset' })
  time_zone: string;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ enum: Object.values(ProjectReportVisibility) }) view: ProjectTimeView;
  @ApiProperty({ enum: PROJECT_REPORT_GROUPS }) groups: ProjectReportGroup;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) item: number;
  @ApiProperty({ type: 'integer', description: 'Rows the caller sees in all pages' })
  total_items: number;
  @ApiProperty({ type: ProjectReportTotalsDto }) totals: ProjectReportTotalsDto;
  @ApiProperty({ type: [ProjectReportRowDto] }) items: ProjectReportRowDto[];
}
