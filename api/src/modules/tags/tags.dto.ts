import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type CreateTagRequest,
  type ListTagsQuery,
  type RenameTagRequest,
  type Tag,
  TAG_NAME_MAX,
  toUnixSeconds,
  toUnixSecondsOrNull,
} from '@punchcard/shared';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import type { TagRecord } from './tags.repository.js';

/** Query strings carry text: `include_deleted=true` becomes a boolean, anything else is refused. */
const booleanFlag = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

export class ListTagsQueryDto implements ListTagsQuery {
  @ApiPropertyOptional({ description: 'Also list deleted tags (for the restore screen)' })
  @IsOptional()
  @Transform(booleanFlag)
  @IsBoolean()
  include_deleted?: boolean;
}

export class CreateTagDto implements CreateTagRequest {
  @ApiProperty({ example: 'urgent', maxLength: TAG_NAME_MAX })
  @IsString()
  name: string;
}

export class RenameTagDto implements RenameTagRequest {
  @ApiProperty({ maxLength: TAG_NAME_MAX })
  @IsString()
  name: string;
}

export class TagDto implements Tag {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'unix seconds' }) created_at: number;
  @ApiProperty({ type: Number, nullable: true, description: 'unix seconds' }) deleted_at:
    number | null;
}

export function toTag(tag: TagRecord): Tag {
  return {
    id: tag.id,
    name: tag.name,
    created_at: toUnixSeconds(tag.createdAt),
    deleted_at: toUnixSecondsOrNull(tag.deletedAt),
  };
}
