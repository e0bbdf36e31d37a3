import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type Category,
  CATEGORY_COLOR_PATTERN,
  CATEGORY_NAME_MAX,
  type CategoryUpdate,
  type CategoryUsage,
  type CreateCategoryRequest,
  DEFAULT_CATEGORY_COLOR,
  type ListCategoriesQuery,
  type ReassignCategoryQuery,
  type RestoreCategoryRequest,
  toUnixSeconds,
  toUnixSecondsOrNull,
  type UpdateCategoriesRequest,
  type UpdateCategoryRequest,
} from '@punchcard/shared';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsBoolean, IsOptional, IsString, IsUUID, Matches } from 'class-validator';
import type { CategoryRecord } from './categories.repository.js';
import { NestedObjects, WhenPresent } from '#src/common/http/dto-decorators.js';

/** More than any real workspace has; bounds the work of one bulk update. */
export const BULK_UPDATE_MAX = 500;

/** Query strings carry text: `include_deleted=true` becomes a boolean, anything else is refused. */
const booleanFlag = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

const COLOR = { example: DEFAULT_CATEGORY_COLOR, pattern: CATEGORY_COLOR_PATTERN.source };

export class ListCategoriesQueryDto implements ListCategoriesQuery {
  @ApiPropertyOptional({ description: 'Also list deleted categories (for the restore screen)' })
  @IsOptional()
  @Transform(booleanFlag)
  @IsBoolean()
  include_deleted?: boolean;
}

export class CreateCategoryDto implements CreateCategoryRequest {
  @ApiProperty({ example: 'Design', maxLength: CATEGORY_NAME_MAX })
  @IsString()
  name: string;

  @ApiPropertyOptional({ ...COLOR, description: `Default ${DEFAULT_CATEGORY_COLOR}` })
  @IsOptional()
  @Matches(CATEGORY_COLOR_PATTERN)
  color?: string;
}

export class UpdateCategoryDto implements UpdateCategoryRequest {
  @ApiPropertyOptional({ maxLength: CATEGORY_NAME_MAX })
  @WhenPresent()
  @IsString()
  name?: string;

  @ApiPropertyOptional(COLOR)
  @WhenPresent()
  @Matches(CATEGORY_COLOR_PATTERN)
  color?: string;
}

export class CategoryUpdateDto extends UpdateCategoryDto implements CategoryUpdate {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id: string;
}

export class UpdateCategoriesDto implements UpdateCategoriesRequest {
  @ApiProperty({ type: [CategoryUpdateDto], maxItems: BULK_UPDATE_MAX })
  @ArrayMaxSize(BULK_UPDATE_MAX)
  @NestedObjects(() => CategoryUpdateDto)
  categories: CategoryUpdateDto[];
}

export class ReassignCategoryQueryDto implements ReassignCategoryQuery {
  @ApiProperty({ format: 'uuid', description: 'The live category that takes over its tasks' })
  @IsUUID()
  new_id_category: string;
}

export class RestoreCategoryDto implements RestoreCategoryRequest {
  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Move every task of this live category to the restored one',
  })
  @IsOptional()
  @IsUUID()
  new_id_category?: string | null;
}

export class CategoryDto implements Category {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: DEFAULT_CATEGORY_COLOR }) color: string;
  @ApiProperty({ format: 'uuid' }) id_workspace: string;
  @ApiProperty({ description: 'unix seconds' }) created_at: number;
  @ApiProperty({ type: Number, nullable: true, description: 'unix seconds' }) deleted_at:
    number | null;
}

export class CategoryUsageDto implements CategoryUsage {
  @ApiProperty() is_used: boolean;
  @ApiProperty({ description: 'Live and archived tasks that use it' }) tasks: number;
}

export function toCategory(category: CategoryRecord): Category {
  return {
    id: category.id,
    name: category.name,
    color: category.color,
    id_workspace: category.idWorkspace,
    created_at: toUnixSeconds(category.createdAt),
    deleted_at: toUnixSecondsOrNull(category.deletedAt),
  };
}
