import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import {
  type AddWorkspaceTimeRequest,
  type ClockInRequest,
  type ClockInResult,
  type ClockOutRequest,
  type ClockOutResult,
  type ClockStatus,
  type EditWorkspaceTimeRequest,
  type MemberWorkStatus,
  type OpenActivity,
  WORK_STATUSES,
  WORKSPACE_TIME_RANGE_MAX_DAYS,
  type WorkspaceTime,
  type WorkspaceTimeListQuery,
  type WorkStatus,
} from '@punchcard/shared';
import { Transform } from 'class-transformer';
import { IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { BreakDto, TimeMetadataDto } from './span.dto.js';
import { IsUnixSeconds, UNIX, UNIX_OR_NULL } from '#src/common/http/unix-seconds.js';

const LOCATION_MAX = 500;

/** Query strings carry text: a whole number becomes a number, anything else fails validation. */
const queryInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value;

const LOCATION: ApiPropertyOptions = {
  type: String,
  nullable: true,
  maxLength: LOCATION_MAX,
  description: 'Kept only with the plan location feature and the member location switch on',
};

export class ClockInDto implements ClockInRequest {
  @ApiPropertyOptional(LOCATION)
  @IsOptional()
  @IsString()
  @MaxLength(LOCATION_MAX)
  location_in?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -180, maximum: 180 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-180)
  @Max(180)
  longitude_in?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -90, maximum: 90 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-90)
  @Max(90)
  latitude_in?: number | null;
}

export class ClockOutDto implements ClockOutRequest {
  @ApiPropertyOptional(LOCATION)
  @IsOptional()
  @IsString()
  @MaxLength(LOCATION_MAX)
  location_out?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -90, maximum: 90 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-90)
  @Max(90)
  latitude_out?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -180, maximum: 180 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-180)
  @Max(180)
  longitude_out?: number | null;
}

export class AddWorkspaceTimeDto implements AddWorkspaceTimeRequest {
  @ApiProperty(UNIX) @IsUnixSeconds() start: number;
  @ApiProperty({ ...UNIX, description: 'unix seconds; after start, not in the future' })
  @IsUnixSeconds()
  end: number;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "Default the caller; another member's need MANAGE_WORKSPACE_TIME_MODIFICATION",
  })
  @IsOptional()
  @IsUUID()
  id_user?: string;
}

export class EditWorkspaceTimeDto implements EditWorkspaceTimeRequest {
  @ApiProperty({ ...UNIX, description: 'unix seconds; not in the future' })
  @IsUnixSeconds()
  start: number;

  @ApiPropertyOptional({
    ...UNIX_OR_NULL,
    description:
      'unix seconds, not in the future; only for a closed workspace time (omitted: unchanged). An open one takes none or null.',
  })
  @IsOptional()
  @IsUnixSeconds()
  end?: number | null;
}

export class WorkspaceTimeListQueryDto implements WorkspaceTimeListQuery {
  @ApiProperty({ ...UNIX, description: 'unix seconds, inclusive' })
  @Transform(queryInt)
  @IsUnixSeconds()
  start: number;

  @ApiProperty({
    ...UNIX,
    description: `unix seconds, exclusive; at most ${WORKSPACE_TIME_RANGE_MAX_DAYS} days after start`,
  })
  @Transform(queryInt)
  @IsUnixSeconds()
  end: number;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "Default the caller; another member's need VIEW_MEMBER_TIMESTAMPS",
  })
  @IsOptional()
  @IsUUID()
  id_user?: string;
}

export class WorkspaceTimeDto implements WorkspaceTime {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) id_user: string;
  @ApiProperty({ format: 'uuid' }) id_workspace: string;
  @ApiProperty(UNIX) start: number;
  @ApiProperty({ ...UNIX_OR_NULL, description: 'unix seconds; null while open' })
  end: number | null;
  @ApiProperty({ type: Boolean, enum: [false] }) is_break_time: false;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Who clocked in' })
  started_by: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Who clocked out' })
  stopped_by: string | null;
  @ApiProperty({ ...UNIX_OR_NULL, description: 'unix seconds; set when entered after the fact' })
  added_at: number | null;
  @ApiProperty(UNIX_OR_NULL) edited_at: number | null;
  @ApiProperty({ type: TimeMetadataDto }) metadata_in: TimeMetadataDto;
  @ApiProperty({ type: TimeMetadataDto }) metadata_out: TimeMetadataDto;
  @ApiProperty(UNIX_OR_NULL) deleted_at: number | null;
  @ApiProperty({
    type: [BreakDto],
    description: 'By start: the live breaks, or for a deleted one those deleted with it',
  })
  breaks: BreakDto[];
}

export class ClockInResultDto implements ClockInResult {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) id_user: string;
  @ApiProperty({ format: 'uuid' }) id_workspace: string;
  @ApiProperty(UNIX) start: number;
  @ApiProperty({ type: String, nullable: true }) user_agent_in: string | null;
  @ApiProperty({ type: String, nullable: true }) ip_address_in: string | null;
}

export class ClockOutResultDto implements ClockOutResult {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty(UNIX) end: number;
  @ApiProperty({ type: String, nullable: true }) user_agent_out: string | null;
  @ApiProperty({ type: String, nullable: true }) ip_address_out: string | null;
}

export class OpenActivityDto implements OpenActivity {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) id_workspace_time: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) id_project: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) id_task: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) id_category: string | null;
  @ApiProperty({ type: [String], format: 'uuid', description: 'Tag ids' }) tags: string[];
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty(UNIX) start: number;
}

export class ClockStatusDto implements ClockStatus {
  @ApiProperty({ enum: WORK_STATUSES }) work_status: WorkStatus;
  @ApiProperty({ type: WorkspaceTimeDto, nullable: true, description: 'The open one' })
  workspace_time: WorkspaceTimeDto | null;
  @ApiProperty({ type: BreakDto, nullable: true, description: 'The open one' })
  break: BreakDto | null;
  @ApiProperty({ type: OpenActivityDto, nullable: true, description: 'The running one' })
  activity: OpenActivityDto | null;
}

export class MemberWorkStatusDto implements MemberWorkStatus {
  @ApiProperty({ format: 'uuid' }) id_user: string;
  @ApiProperty({ enum: WORK_STATUSES }) work_status: WorkStatus;
  @ApiProperty({
    ...UNIX_OR_NULL,
    description: "The open break's start, else the clock-in; null when not working",
  })
  since: number | null;
  @ApiProperty({ ...UNIX_OR_NULL, description: "The open workspace time's start" })
  clocked_in_at: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Where they clocked in, if recorded',
  })
  location: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Who clocked them in' })
  started_by: string | null;
}
