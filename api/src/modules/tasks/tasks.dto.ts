import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import {
  type CreateTaskRequest,
  type EstimationInput,
  parseDuration,
  type Task,
  TASK_ESTIMATION_MAX,
  TASK_NAME_MAX,
  TASK_NOTE_MAX,
  TASK_PAGE_SIZE,
  TASK_PRIORITIES,
  TASK_REPEAT_MAX,
  TASK_STATUSES,
  type TaskFavoritesRemoved,
  type TaskIdsRequest,
  type TaskPage,
  type TaskPageEntry,
  type TaskPageQuery,
  type TaskPriority,
  type TaskStatus,
  type TaskTag,
  type TaskUsage,
  type UpdateTaskRequest,
  type UpdateTaskStatusRequest,
} from '@punchcard/shared';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  registerDecorator,
} from 'class-validator';
import { IsUnixSeconds } from '#src/common/http/unix-seconds.js';
import { WhenPresent } from '#src/common/http/dto-decorators.js';
import { queryBoolean, queryInt } from '#src/common/http/query-values.js';

const LIST_MAX = 200;
const COLOR = /^#[0-9A-Fa-f]{6}$/;
const ESTIMATION_TEXT_MAX = 100;

/** Seconds as a whole number, or a duration text the shared parser reads. */
export function estimationSeconds(input: EstimationInput): number | undefined {
  const seconds = typeof input === 'number' ? input : parseDuration(input);
  return seconds !== undefined && Number.isInteger(seconds) && seconds >= 0 ? seconds : undefined;
}

function IsEstimation(): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isEstimation',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'number' && typeof value !== 'string') return false;
          if (typeof value === 'string' && value.length > ESTIMATION_TEXT_MAX) return false;
          const seconds = estimationSeconds(value);
          return seconds !== undefined && seconds <= TASK_ESTIMATION_MAX;
        },
        defaultMessage: () =>
          'estimation must be whole seconds or a duration such as "1.5" (hours), "2h 30m", "1:30"',
      },
    });
  };
}

function IsIdList(): PropertyDecorator {
  return (target, key) => {
    IsArray()(target, key);
    ArrayMaxSize(LIST_MAX)(target, key);
    IsUUID(undefined, { each: true })(target, key);
  };
}

const ESTIMATION_DOC: ApiPropertyOptions = {
  oneOf: [
    { type: 'integer', minimum: 0, maximum: TASK_ESTIMATION_MAX },
    { type: 'string', example: '2h 30m' },
  ],
  description: 'Seconds, or a duration text: a bare number is hours ("1.5"), "2h 30m", "1:30"',
};
const UNIX: ApiPropertyOptions = { type: Number, nullable: true, description: 'unix seconds' };
const IDS: ApiPropertyOptions = { type: [String], format: 'uuid' };

export class CreateTaskDto implements CreateTaskRequest {
  @ApiProperty({ maxLength: TASK_NAME_MAX })
  @IsString()
  name: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The owner; default the caller' })
  @WhenPresent()
  @IsUUID()
  id_user?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "Must be the caller's active workspace" })
  @WhenPresent()
  @IsUUID()
  id_workspace?: string;

  @ApiPropertyOptional({ default: false, description: 'Seen by its owner only' })
  @WhenPresent()
  @IsBoolean()
  is_personal?: boolean;

  @ApiPropertyOptional({ enum: TASK_PRIORITIES, default: 2 })
  @WhenPresent()
  @IsIn(TASK_PRIORITIES)
  priority?: TaskPriority;

  @ApiPropertyOptional({ description: 'Without id_category: this category, created if missing' })
  @WhenPresent()
  @IsString()
  category_name?: string;

  @ApiPropertyOptional({ enum: TASK_STATUSES, default: 'TODO' })
  @WhenPresent()
  @IsIn(TASK_STATUSES)
  status?: TaskStatus;

  @ApiPropertyOptional({ ...ESTIMATION_DOC, default: 0 })
  @WhenPresent()
  @IsEstimation()
  estimation?: EstimationInput;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID()
  id_project?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID()
  id_category?: string | null;

  @ApiPropertyOptional(UNIX)
  @IsOptional()
  @IsUnixSeconds()
  due_at?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TASK_REPEAT_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(TASK_REPEAT_MAX)
  repeat?: string | null;

  @ApiPropertyOptional({ ...IDS, description: 'User ids' })
  @WhenPresent()
  @IsIdList()
  assignee?: string[];

  @ApiPropertyOptional(IDS)
  @WhenPresent()
  @IsIdList()
  id_tags?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, example: '#3366FF' })
  @IsOptional()
  @Matches(COLOR)
  color?: string | null;
}

export class UpdateTaskDto implements UpdateTaskRequest {
  @ApiPropertyOptional({ maxLength: TASK_NAME_MAX })
  @WhenPresent()
  @IsString()
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '#3366FF' })
  @IsOptional()
  @Matches(COLOR)
  color?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID()
  id_category?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID()
  id_project?: string | null;

  @ApiPropertyOptional()
  @WhenPresent()
  @IsBoolean()
  is_personal?: boolean;

  @ApiPropertyOptional(UNIX)
  @IsOptional()
  @IsUnixSeconds()
  start_time?: number | null;

  @ApiPropertyOptional(UNIX)
  @IsOptional()
  @IsUnixSeconds()
  end_time?: number | null;

  @ApiPropertyOptional(UNIX)
  @IsOptional()
  @IsUnixSeconds()
  due_at?: number | null;

  @ApiPropertyOptional(ESTIMATION_DOC)
  @WhenPresent()
  @IsEstimation()
  estimation?: EstimationInput;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TASK_REPEAT_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(TASK_REPEAT_MAX)
  repeat?: string | null;

  @ApiPropertyOptional({ enum: TASK_PRIORITIES })
  @WhenPresent()
  @IsIn(TASK_PRIORITIES)
  priority?: TaskPriority;

  @ApiPropertyOptional({ enum: TASK_STATUSES })
  @WhenPresent()
  @IsIn(TASK_STATUSES)
  status?: TaskStatus;

  @ApiPropertyOptional({ ...IDS, description: 'Replaces the assignees' })
  @WhenPresent()
  @IsIdList()
  assignee?: string[];

  @ApiPropertyOptional({ ...IDS, description: 'Replaces the tags' })
  @WhenPresent()
  @IsIdList()
  id_tags?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TASK_NOTE_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(TASK_NOTE_MAX)
  note?: string | null;

  @ApiPropertyOptional({
    description: 'unix seconds: the version last read; a newer one answers 409 error.conflict',
  })
  @WhenPresent()
  @IsUnixSeconds()
  updated_at?: number;

  @ApiPropertyOptional({
    ...UNIX,
    description: 'Any time archives (an earlier time is kept); null unarchives',
  })
  @IsOptional()
  @IsUnixSeconds()
  archived_at?: number | null;

  @ApiPropertyOptional({ description: "Sets or clears the caller's own mark; needs no edit right" })
  @WhenPresent()
  @IsBoolean()
  is_favorite?: boolean;
}

export class UpdateTaskStatusDto implements UpdateTaskStatusRequest {
  @ApiProperty({ enum: TASK_STATUSES })
  @IsIn(TASK_STATUSES)
  status: TaskStatus;
}

export class TaskIdsDto implements TaskIdsRequest {
  @ApiProperty(IDS)
  @IsIdList()
  @ArrayMinSize(1)
  id_tasks: string[];
}

export class TaskPageQueryDto implements TaskPageQuery {
  @ApiPropertyOptional({
    name: 'marker.page',
    type: 'integer',
    minimum: 1,
    default: 1,
    description: '1-based',
  })
  @IsOptional()
  @Transform(queryInt)
  @IsInt()
  @Min(1)
  'marker.page'?: number;

  @ApiPropertyOptional({
    name: 'marker.item',
    type: 'integer',
    minimum: 1,
    maximum: TASK_PAGE_SIZE,
    default: TASK_PAGE_SIZE,
    description: 'Page size',
  })
  @IsOptional()
  @Transform(queryInt)
  @IsInt()
  @Min(1)
  @Max(TASK_PAGE_SIZE)
  'marker.item'?: number;

  @ApiPropertyOptional({
    default: false,
    description: 'true: the soft-deleted tasks instead (to restore), most recently deleted first',
  })
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean()
  deleted?: boolean;
}

export class TaskDto implements Task {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) id_project: string | null;
  @ApiProperty({ format: 'uuid' }) id_workspace: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) id_category: string | null;
  @ApiProperty({ format: 'uuid', description: 'The owner' }) id_user: string;
  @ApiProperty() is_personal: boolean;
  @ApiProperty({ type: String, nullable: true }) category_name: string | null;
  @ApiProperty({ description: 'seconds' }) estimation: number;
  @ApiProperty(UNIX) due_at: number | null;
  @ApiProperty({ type: String, nullable: true }) repeat: string | null;
  @ApiProperty({ enum: TASK_PRIORITIES }) priority: TaskPriority;
  @ApiProperty({ enum: TASK_STATUSES }) status: TaskStatus;
  @ApiProperty({ ...IDS, description: 'User ids' }) assignee: string[];
  @ApiProperty({ ...IDS, description: 'Tag ids' }) tags: string[];
  @ApiProperty({ type: String, nullable: true }) color: string | null;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty(UNIX) start_time: number | null;
  @ApiProperty(UNIX) end_time: number | null;
  @ApiProperty({ description: 'unix seconds' }) updated_at: number;
  @ApiProperty({ description: 'unix seconds' }) created_at: number;
  @ApiProperty(UNIX) archived_at: number | null;
  @ApiProperty(UNIX) deleted_at: number | null;
  @ApiProperty() is_deleted: boolean;
  @ApiProperty({ description: "The caller's own mark" }) is_favorite: boolean;
  @ApiProperty({ description: 'Tracked seconds' }) duration: number;
}

export class TaskTagDto implements TaskTag {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class TaskPageEntryDto implements TaskPageEntry {
  @ApiProperty({ type: TaskDto }) task: TaskDto;
  @ApiProperty({ description: 'Tracked seconds' }) duration: number;
  @ApiProperty({ type: [TaskTagDto] }) tags: TaskTagDto[];
}

export class TaskPageDto implements TaskPage {
  @ApiProperty({ type: [TaskPageEntryDto] }) tasks: TaskPageEntryDto[];
  @ApiProperty() page: number;
  @ApiProperty({ description: 'Page size' }) item: number;
  @ApiProperty({ description: 'Tasks in all pages' }) total: number;
}

export class TaskUsageDto implements TaskUsage {
  @ApiProperty() is_used: boolean;
}

export class TaskFavoritesRemovedDto implements TaskFavoritesRemoved {
  @ApiProperty({ ...IDS, description: 'Tasks whose mark was removed' }) id_tasks: string[];
}
