import { Body, Controller, Delete, Get, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Category, type CategoryUsage, ErrorKey, Permission } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import {
  CategoryDto,
  CategoryUsageDto,
  CreateCategoryDto,
  ListCategoriesQueryDto,
  ReassignCategoryQueryDto,
  RestoreCategoryDto,
  UpdateCategoriesDto,
  UpdateCategoryDto,
} from './categories.dto.js';
import { CategoriesService } from './categories.service.js';

/**
 * Task categories of the caller's active workspace, under the spec's two prefixes (`tasks/...` and
 * `workspaces/categor...`), so full paths. Any member reads; CUD_TASK_CATEGORY changes.
 */
@ApiTags('categories')
@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get('tasks/categories')
  @Authenticated({ workspace: 'active' })
  @ApiOperation({ summary: 'List task categories' })
  @ApiOkResponse({ type: [CategoryDto], description: 'Sorted by name' })
  list(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: ListCategoriesQueryDto,
  ): Promise<Category[]> {
    return this.categories.list(access, query.include_deleted ?? false);
  }

  @Post('tasks/categories')
  @Authenticated({ permission: Permission.CudTaskCategory })
  @ApiOperation({ summary: 'Create a task category' })
  @ApiErrors(ErrorKey.CategoryNameEmpty)
  @ApiCreatedResponse({ type: CategoryDto })
  create(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: CreateCategoryDto,
  ): Promise<Category> {
    return this.categories.create(access, dto);
  }

  @Patch('workspaces/categories')
  @Authenticated({ permission: Permission.CudTaskCategory })
  @ApiOperation({ summary: 'Rename several task categories' })
  @ApiErrors(ErrorKey.CategoryNameEmpty, ErrorKey.CategoryNotFound)
  @ApiOkResponse({ type: [CategoryDto], description: 'All or nothing; in the order sent' })
  updateMany(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: UpdateCategoriesDto,
  ): Promise<Category[]> {
    return this.categories.updateMany(access, dto.categories);
  }

  @Delete('workspaces/category/:id/pseudo')
  @Authenticated({ permission: Permission.CudTaskCategory })
  @ApiOperation({ summary: 'Delete a task category' })
  @ApiErrors(ErrorKey.CategoryNotFound, ErrorKey.CategoryInUse)
  @ApiOkResponse({ type: CategoryDto, description: 'Soft delete; 412 while tasks use it' })
  remove(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Category> {
    return this.categories.remove(access, id);
  }

  @Patch('workspaces/category/:id/restore')
  @Authenticated({ permission: Permission.CudTaskCategory })
  @ApiOperation({ summary: 'Restore a deleted task category' })
  @ApiErrors(ErrorKey.CategoryNotFound)
  @ApiOkResponse({ type: CategoryDto, description: 'Undoes a soft delete' })
  restore(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Category> {
    return this.categories.restore(access, id);
  }

  @Delete('workspaces/categories/:id/new/pseudo')
  @Authenticated({ permission: Permission.CudTaskCategory })
  @ApiOperation({ summary: 'Delete a category and move its tasks to another' })
  @ApiErrors(ErrorKey.CategoryNotFound)
  @ApiOkResponse({ type: CategoryDto, description: 'Soft delete; its tasks move to the new one' })
  removeAndReassign(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Query() query: ReassignCategoryQueryDto,
  ): Promise<Category> {
    return this.categories.removeAndReassign(access, id, query.new_id_category);
  }

  @Patch('workspaces/categories/:id/restore')
  @Authenticated({ permission: Permission.CudTaskCategory })
  @ApiOperation({ summary: 'Restore a category and move its tasks back' })
  @ApiErrors(ErrorKey.CategoryNotFound)
  @ApiOkResponse({
    type: CategoryDto,
    description: 'Undoes a soft delete; the tasks of new_id_category move back to it',
  })
  restoreAndReassign(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: RestoreCategoryDto,
  ): Promise<Category> {
    return this.categories.restoreAndReassign(access, id, dto.new_id_category);
  }

  @Get('workspaces/categories/:id')
  @Authenticated({ workspace: 'active' })
  @ApiOperation({ summary: 'Tell whether tasks use a category' })
  @ApiErrors(ErrorKey.CategoryNotFound)
  @ApiOkResponse({ type: CategoryUsageDto, description: 'Whether tasks still use it' })
  usage(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<CategoryUsage> {
    return this.categories.usage(access, id);
  }

  @Patch('workspaces/categories/:id')
  @Authenticated({ permission: Permission.CudTaskCategory })
  @ApiOperation({ summary: 'Rename a task category' })
  @ApiErrors(ErrorKey.CategoryNameEmpty, ErrorKey.CategoryNotFound)
  @ApiOkResponse({ type: CategoryDto })
  update(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: UpdateCategoryDto,
  ): Promise<Category> {
    return this.categories.update(access, id, dto);
  }
}
