import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import {
  ACTIVITY_DESCRIPTION_MAX,
  ACTIVITY_FEEDBACK_MAX,
  ACTIVITY_LIST_MAX_DAYS,
  ACTIVITY_NOTE_MAX,
  type Activity,
  type ActivityFeedbackRequest,
  type AddActivityRequest,
  type AddActivityResponse,
  type CurrentActivity,
  type ListActivitiesQuery,
  type StartActivityRequest,
  type StartActivityResponse,
  type StopActivityRequest,
  type StopActivityResponse,
  type TimeMetadata,
  type UpdateActivityRequest,
} from '@punchcard/shared';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { IsUnixSeconds, UNIX } from '#src/common/http/unix-seconds.js';
import { WhenPresent } from '#src/common/http/dto-decorators.js';
import { queryInt } from '#src/common/http/query-values.js';

const TAGS_MAX = 50;
const LOCATION_MAX = 500;

const UNIX_NULLABLE: ApiPropertyOptions = {
  type: Number,
  nullable: true,
  description: 'unix seconds',
};
const ID_NULLABLE: ApiPropertyOptions = { type: String, format: 'uuid', nullable: true };

function IsCoordinate(limit: number): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false })(target, key);
    Min(-limit)(target, key);
    Max(limit)(target, key);
  };
}

function IsOptionalId(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsUUID()(target, key);
  };
}

function IsTagList(): PropertyDecorator {
  return (target, key) => {
    WhenPresent()(target, key);
    IsArray()(target, key);
    ArrayMaxSize(TAGS_MAX)(target, key);
    IsUUID(undefined, { each: true })(target, key);
  };
}

function IsOptionalText(max: number): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsString()(target, key);
    MaxLength(max)(target, key);
  };
}

/** The details every activity body may name. */
class ActivityDetailsDto {
  @ApiPropertyOptional(ID_NULLABLE)
  @IsOptionalId()
  id_project?: string | null;

  @ApiPropertyOptional({ ...ID_NULLABLE, description: "Without id_project: the task's project" })
  @IsOptionalId()
  id_task?: string | null;

  @ApiPropertyOptional(ID_NULLABLE)
  @IsOptionalId()
  id_category?: string | null;

  @ApiPropertyOptional({ type: [String], format: 'uuid', maxItems: TAGS_MAX })
  @IsTagList()
  id_tags?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: ACTIVITY_DESCRIPTION_MAX })
  @IsOptionalText(ACTIVITY_DESCRIPTION_MAX)
  description?: string | null;
}

export class StartActivityDto extends ActivityDetailsDto implements StartActivityRequest {
  @ApiPropertyOptional({ format: 'uuid', description: "Must be the caller's active workspace" })
  @WhenPresent()
  @IsUUID()
  id_workspace?: string;

  @ApiPropertyOptional({ ...ID_NULLABLE, description: "Must be the caller's open workspace time" })
  @IsOptionalId()
  id_workspace_time?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LOCATION_MAX })
  @IsOptionalText(LOCATION_MAX)
  location_in?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -180, maximum: 180 })
  @IsCoordinate(180)
  longitude_in?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -90, maximum: 90 })
  @IsCoordinate(90)
  latitude_in?: number | null;

  @ApiPropertyOptional({ ...UNIX, description: 'unix seconds, not in the future; default now' })
  @WhenPresent()
  @IsUnixSeconds()
  start?: number;
}

export class StopActivityDto implements StopActivityRequest {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LOCATION_MAX })
  @IsOptionalText(LOCATION_MAX)
  location_out?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -180, maximum: 180 })
  @IsCoordinate(180)
  longitude_out?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -90, maximum: 90 })
  @IsCoordinate(90)
  latitude_out?: number | null;
}

export class AddActivityDto extends ActivityDetailsDto implements AddActivityRequest {
  @ApiPropertyOptional({ format: 'uuid', description: "Must be the caller's active workspace" })
  @WhenPresent()
  @IsUUID()
  id_workspace?: string;

  @ApiPropertyOptional({
    ...ID_NULLABLE,
    description: "One of the caller's workspace times that contains the activity",
  })
  @IsOptionalId()
  id_workspace_time?: string | null;

  @ApiProperty(UNIX)
  @IsUnixSeconds()
  start: number;

  @ApiProperty({ ...UNIX, description: 'unix seconds, after start and not in the future' })
  @IsUnixSeconds()
  end: number;
}

export class UpdateActivityDto extends ActivityDetailsDto implements UpdateActivityRequest {
  @ApiPropertyOptional({
    ...ID_NULLABLE,
    description: 'Null unlinks it (refused when the workspace requires workspace time)',
  })
  @IsOptional()
  @IsUUID()
  id_workspace_time?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: ACTIVITY_NOTE_MAX })
  @IsOptionalText(ACTIVITY_NOTE_MAX)
  note?: string | null;

  @ApiPropertyOptional(UNIX)
  @WhenPresent()
  @IsUnixSeconds()
  start?: number;

  @ApiPropertyOptional({ ...UNIX, description: 'unix seconds; cannot be cleared' })
  @WhenPresent()
  @IsUnixSeconds()
  end?: number;
}

export class ActivityFeedbackDto implements ActivityFeedbackRequest {
  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: ACTIVITY_FEEDBACK_MAX,
    description: 'Empty or null clears it',
  })
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(ACTIVITY_FEEDBACK_MAX)
  feedback: string | null;
}

export class ListActivitiesQueryDto implements ListActivitiesQuery {
  @ApiProperty({ ...UNIX, description: 'unix seconds: the window starts here (inclusive)' })
  @Transform(queryInt)
  @IsUnixSeconds()
  start: number;

  @ApiProperty({
    ...UNIX,
    description: `unix seconds: the window ends here (exclusive); at most ${ACTIVITY_LIST_MAX_DAYS} days after start`,
  })
  @Transform(queryInt)
  @IsUnixSeconds()
  end: number;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "Whose activities; default the caller's. Others need VIEW_MEMBER_TIMESTAMPS",
  })
  @IsOptional()
  @IsUUID()
  id_user?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  id_project?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  id_task?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  id_category?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Activities carrying this tag' })
  @IsOptional()
  @IsUUID()
  id_tag?: string;
}

export class ActivityMetadataDto implements TimeMetadata {
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: Number, nullable: true }) latitude: number | null;
  @ApiProperty({ type: Number, nullable: true }) longitude: number | null;
  @ApiProperty({ type: String, nullable: true }) user_agent: string | null;
  @ApiProperty({ type: String, nullable: true }) ip_address: string | null;
}

export class ActivityDto implements Activity {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) id_workspace: string;
  @ApiProperty({ format: 'uuid', description: 'Whose time it is' }) id_user: string;
  @ApiProperty(ID_NULLABLE) id_workspace_time: string | null;
  @ApiProperty(ID_NULLABLE) id_project: string | null;
  @ApiProperty(ID_NULLABLE) id_task: string | null;
  @ApiProperty(ID_NULLABLE) id_category: string | null;
  @ApiProperty({ type: [String], format: 'uuid', description: 'Live tag ids' }) tags: string[];
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The member's note" })
  note: string | null;
  @ApiProperty({ type: String, nullable: true, description: "A manager's feedback" })
  feedback: string | null;
  @ApiProperty(UNIX) start: number;
  @ApiProperty({ ...UNIX_NULLABLE, description: 'unix seconds; null while it runs' })
  end: number | null;
  @ApiProperty({ type: ActivityMetadataDto }) metadata_in: ActivityMetadataDto;
  @ApiProperty({ type: ActivityMetadataDto }) metadata_out: ActivityMetadataDto;
  @ApiProperty(UNIX_NULLABLE) deleted_at: number | null;
}

export class StartActivityResultDto implements StartActivityResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty(UNIX) start: number;
  @ApiProperty({ type: String, nullable: true }) user_agent_in: string | null;
  @ApiProperty({ type: String, nullable: true }) ip_address_in: string | null;
}

export class StopActivityResultDto implements StopActivityResponse {
  @ApiProperty(UNIX) end: number;
  @ApiProperty({ type: String, nullable: true }) user_agent_out: string | null;
  @ApiProperty({ type: String, nullable: true }) ip_address_out: string | null;
}

export class AddActivityResultDto implements AddActivityResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty(UNIX) start: number;
  @ApiProperty(UNIX) end: number;
}

export class CurrentActivityDto implements CurrentActivity {
  @ApiProperty({ type: ActivityDto, nullable: true, description: 'Null when nothing runs' })
  activity: ActivityDto | null;
}
