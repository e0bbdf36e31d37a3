import { ApiProperty } from '@nestjs/swagger';
import {
  type AttendanceFigures,
  type AttendanceMember,
  type AttendanceReport,
  type AttendanceRow,
  type AttendanceSummary,
  type AttendanceSummaryBucket,
  REPORT_PERIODS,
  MemberStatus,
  type ReportFrame,
  type ReportPeriod,
  type Role,
  ROLES,
} from '@punchcard/shared';
import { UNIX, UNIX_OR_NULL } from '#src/common/http/unix-seconds.js';

const SECONDS = { type: 'integer', description: 'seconds' } as const;
const COUNT = { type: 'integer' } as const;
const DATE = { example: '2026-03-02', description: 'Local date, YYYY-MM-DD' } as const;

export class AttendanceFiguresDto implements AttendanceFigures {
  @ApiProperty({ ...SECONDS, description: 'Workspace time minus breaks, seconds' })
  worked: number;
  @ApiProperty({ ...SECONDS, description: 'Clocked in, seconds' }) workspace_time: number;
  @ApiProperty(SECONDS) break_time: number;
  @ApiProperty({ ...SECONDS, description: 'Activities, seconds' }) activity_time: number;
  @ApiProperty(COUNT) number_of_breaks: number;
  @ApiProperty({ ...COUNT, description: 'Draft requests not yet sent' }) number_of_drafts: number;
  @ApiProperty({ ...COUNT, description: 'Requests awaiting review' }) pending_requests: number;
  @ApiProperty({ ...SECONDS, description: "Scheduled working seconds of the member's schedule" })
  scheduled: number;
  @ApiProperty({ ...SECONDS, description: 'Worked beyond the schedule, summed per day' })
  overtime: number;
  @ApiProperty({ ...COUNT, description: 'Days clocked in before the scheduled start' })
  early_in_days: number;
  @ApiProperty({ ...COUNT, description: 'Days clocked out after the scheduled end' })
  late_out_days: number;
  @ApiProperty({ ...COUNT, description: 'Days with workspace time' }) days_present: number;
}

export class AttendanceRowDto extends AttendanceFiguresDto implements AttendanceRow {
  @ApiProperty({ ...DATE, description: "Local date of the bucket's first day" }) date: string;
  @ApiProperty({ ...UNIX, description: "The bucket's first instant, clipped to the query" })
  start: number;
  @ApiProperty({ ...UNIX, description: "The bucket's end (exclusive), clipped to the query" })
  end: number;
  @ApiProperty({ ...UNIX_OR_NULL, description: 'First clock-in inside the bucket' })
  first_in: number | null;
  @ApiProperty({ ...UNIX_OR_NULL, description: 'Last clock-out inside the bucket' })
  last_out: number | null;
  @ApiProperty({ description: 'A workspace time in the bucket is still open (counted to now)' })
  is_open: boolean;
  @ApiProperty({ ...SECONDS, description: 'Seconds clocked in before the scheduled start' })
  early_in: number;
  @ApiProperty({ ...SECONDS, description: 'Seconds clocked out after the scheduled end' })
  late_out: number;
}

export class AttendanceMemberDto implements AttendanceMember {
  @ApiProperty({ format: 'uuid' }) id_user: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) avatar: string | null;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ enum: Object.values(MemberStatus) }) status: MemberStatus;
  @ApiProperty({ type: AttendanceFiguresDto }) totals: AttendanceFiguresDto;
  @ApiProperty({
    type: [AttendanceRowDto],
    description: 'Buckets with time, requests or a schedule, oldest first',
  })
  rows: AttendanceRowDto[];
}

class ReportFrameDto implements ReportFrame {
  @ApiProperty(UNIX) start: number;
  @ApiProperty(UNIX) end: number;
  @ApiProperty({ example: 'Europe/Berlin', description: "The workspace's IANA zone" })
  time_zone: string;
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: 7,
    description: 'ISO weekday weeks start on',
  })
  week_start: number;
  @ApiProperty(UNIX) generated_at: number;
}

export class AttendanceReportDto extends ReportFrameDto implements AttendanceReport {
  @ApiProperty({ enum: REPORT_PERIODS }) period: ReportPeriod;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) item: number;
  @ApiProperty({ type: 'integer', description: 'Members the filters keep, over all pages' })
  total_members: number;
  @ApiProperty({ type: [AttendanceMemberDto] }) members: AttendanceMemberDto[];
}

export class AttendanceSummaryBucketDto
  extends AttendanceFiguresDto
  implements AttendanceSummaryBucket
{
  @ApiProperty(DATE) date: string;
  @ApiProperty(UNIX) start: number;
  @ApiProperty(UNIX) end: number;
  @ApiProperty({ type: 'integer', description: 'Members with workspace time in the bucket' })
  members_present: number;
}

export class AttendanceSummaryDto extends ReportFrameDto implements AttendanceSummary {
  @ApiProperty({ enum: REPORT_PERIODS }) period: ReportPeriod;
  @ApiProperty({ type: 'integer' }) total_members: number;
  @ApiProperty({ type: AttendanceFiguresDto }) totals: AttendanceFiguresDto;
  @ApiProperty({ type: [AttendanceSummaryBucketDto], description: 'Oldest first' })
  buckets: AttendanceSummaryBucketDto[];
}
