import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import {
  type MemberActivityReport,
  type MemberActivityReportMember,
  REPORT_RANGE_MAX_DAYS,
} from '@punchcard/shared';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsUUID } from 'class-validator';
import { IsUnixSeconds, UNIX } from '#src/common/http/unix-seconds.js';
import { queryInt, queryList } from '#src/common/http/query-values.js';
import { ReportFrameDto, ReportLabelTotalDto } from './report-common.dto.js';

/** The most members one activity report covers: the ids travel in the query string. */
export const ACTIVITY_REPORT_MEMBERS_MAX = 100;

function IsMemberIds(): PropertyDecorator {
  return (target, key) => {
    Transform(queryList)(target, key);
    IsOptional()(target, key);
    IsArray()(target, key);
    ArrayMaxSize(ACTIVITY_REPORT_MEMBERS_MAX)(target, key);
    IsUUID(undefined, { each: true })(target, key);
  };
}

const MEMBERS: ApiPropertyOptions = {
  type: [String],
  format: 'uuid',
  maxItems: ACTIVITY_REPORT_MEMBERS_MAX,
};

/**
 * GET /v1/activities/member/report. The spec's nested keys (`date.start`, `date.end`) arrive as
 * flat query keys; `id_members` and `id_members[]` are the same list.
 */
export class MemberActivityReportQueryDto {
  @ApiPropertyOptional({
    ...MEMBERS,
    description:
      "Repeat the key for several members; default the caller. Others' need VIEW_MEMBER_TIMESTAMPS.",
  })
  @IsMemberIds()
  id_members?: string[];

  @ApiPropertyOptional({ ...MEMBERS, description: 'Same as id_members' })
  @IsMemberIds()
  'id_members[]'?: string[];

  @ApiProperty({ ...UNIX, name: 'date.start', description: 'unix seconds: the period starts here' })
  @Transform(queryInt)
  @IsUnixSeconds()
  'date.start': number;

  @ApiProperty({
    ...UNIX,
    name: 'date.end',
    description: `unix seconds: the period ends here (exclusive); at most ${REPORT_RANGE_MAX_DAYS} days after date.start`,
  })
  @Transform(queryInt)
  @IsUnixSeconds()
  'date.end': number;
}

export class ActivityReportDayDto {
  @ApiProperty({ example: '2026-03-29', description: 'Local date in the workspace zone' })
  date: string;
  @ApiProperty({ ...UNIX, description: 'Local midnight, clipped to the period' }) start: number;
  @ApiProperty({ type: 'integer', description: 'seconds' }) duration: number;
}

export class MemberActivityReportMemberDto implements MemberActivityReportMember {
  @ApiProperty({ format: 'uuid' }) id_user: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: 'integer', description: "Activities' seconds in the period" })
  duration: number;
  @ApiProperty({ type: 'integer' }) number_of_activities: number;
  @ApiProperty({ type: [ReportLabelTotalDto], description: 'Longest first; id null: no project' })
  projects: ReportLabelTotalDto[];
  @ApiProperty({ type: [ReportLabelTotalDto], description: 'Longest first; id null: no category' })
  categories: ReportLabelTotalDto[];
  @ApiProperty({
    type: [ReportLabelTotalDto],
    description: 'Longest first; an activity counts under each of its tags',
  })
  tags: ReportLabelTotalDto[];
  @ApiProperty({
    type: [ActivityReportDayDto],
    description: 'Local days with activity time, oldest first',
  })
  days: ActivityReportDayDto[];
}

export class MemberActivityReportDto extends ReportFrameDto implements MemberActivityReport {
  @ApiProperty({ type: [MemberActivityReportMemberDto], description: 'By name, then id' })
  members: MemberActivityReportMemberDto[];
}
