import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import {
  ACTIVITY_DESCRIPTION_MAX,
  type FileActivityRequest,
  REQUEST_REASON_MAX,
  REQUEST_TYPES,
  type RequestType,
  type ReviewActivityRequest,
} from '@punchcard/shared';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { UNIX, UNIX_SECONDS_MAX } from '#src/common/http/unix-seconds.js';
import { WhenPresent } from '#src/common/http/dto-decorators.js';

const TAGS_MAX = 50;

const ID_NULLABLE: ApiPropertyOptions = { type: String, format: 'uuid', nullable: true };

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * POST /v1/activities/requests. Which fields each request type takes is checked by the service,
 * with the catalogue's keys (`past_activity_invalid`, `update_invalid`, `delete_invalid`).
 */
export class FileActivityRequestDto implements FileActivityRequest {
  @ApiProperty({ enum: REQUEST_TYPES })
  @IsIn(REQUEST_TYPES)
  request_type: RequestType;

  @ApiPropertyOptional({
    ...ID_NULLABLE,
    description: 'The activity: required for EDIT and DELETE',
  })
  @IsOptional()
  @IsUUID()
  id_timestamp?: string | null;

  @ApiPropertyOptional({ ...ID_NULLABLE, description: 'EDIT: absent keeps, null clears' })
  @IsOptional()
  @IsUUID()
  id_project?: string | null;

  @ApiPropertyOptional({ ...ID_NULLABLE, description: "Without id_project: the task's project" })
  @IsOptional()
  @IsUUID()
  id_task?: string | null;

  @ApiPropertyOptional(ID_NULLABLE)
  @IsOptional()
  @IsUUID()
  id_category?: string | null;

  @ApiPropertyOptional({ type: [String], format: 'uuid', maxItems: TAGS_MAX })
  @WhenPresent()
  @IsArray()
  @ArrayMaxSize(TAGS_MAX)
  @IsUUID(undefined, { each: true })
  id_tags?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: ACTIVITY_DESCRIPTION_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(ACTIVITY_DESCRIPTION_MAX)
  description?: string | null;

  @ApiPropertyOptional({ ...UNIX, description: 'unix seconds: required for ADD, never for DELETE' })
  @WhenPresent()
  @IsInt()
  @Min(0)
  @Max(UNIX_SECONDS_MAX)
  start?: number;

  @ApiPropertyOptional({
    ...UNIX,
    description:
      'unix seconds, not in the future: required for ADD, never for DELETE or a running activity',
  })
  @WhenPresent()
  @IsInt()
  @Min(0)
  @Max(UNIX_SECONDS_MAX)
  end?: number;

  @ApiProperty({ minLength: 1, maxLength: REQUEST_REASON_MAX, description: 'Trimmed' })
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(REQUEST_REASON_MAX)
  reason: string;
}

/** PATCH /v1/activities/requests/{id} */
export class ReviewActivityRequestDto implements ReviewActivityRequest {
  @ApiProperty({ description: 'true applies the change; false rejects it' })
  @IsBoolean()
  is_approved: boolean;
}
