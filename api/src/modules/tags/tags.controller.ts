import { Body, Controller, Delete, Get, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorKey, Permission, type Tag } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { CreateTagDto, ListTagsQueryDto, RenameTagDto, TagDto } from './tags.dto.js';
import { TagsService } from './tags.service.js';

/** Tags of the caller's active workspace: any member reads, CUD_TAGS changes. */
@ApiTags('tags')
@Controller('tags')
export class TagsController {
  constructor(private readonly tags: TagsService) {}

  @Get()
  @Authenticated({ workspace: 'active' })
  @ApiOperation({ summary: 'List tags' })
  @ApiOkResponse({ type: [TagDto], description: 'Sorted by name' })
  list(@CurrentAccess() access: WorkspaceAccess, @Query() query: ListTagsQueryDto): Promise<Tag[]> {
    return this.tags.list(access, query.include_deleted ?? false);
  }

  @Post()
  @Authenticated({ permission: Permission.CudTags })
  @ApiOperation({ summary: 'Create a tag' })
  @ApiErrors(ErrorKey.TagNameEmpty, ErrorKey.TagConflict)
  @ApiCreatedResponse({ type: TagDto })
  create(@CurrentAccess() access: WorkspaceAccess, @Body() dto: CreateTagDto): Promise<Tag> {
    return this.tags.create(access, dto.name);
  }

  @Patch(':id')
  @Authenticated({ permission: Permission.CudTags })
  @ApiOperation({ summary: 'Rename a tag' })
  @ApiErrors(ErrorKey.TagNameEmpty, ErrorKey.TagNotFound, ErrorKey.TagConflict)
  @ApiOkResponse({ type: TagDto })
  rename(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: RenameTagDto,
  ): Promise<Tag> {
    return this.tags.rename(access, id, dto.name);
  }

  @Delete(':id/pseudo')
  @Authenticated({ permission: Permission.CudTags })
  @ApiOperation({ summary: 'Delete a tag' })
  @ApiErrors(ErrorKey.TagNotFound, ErrorKey.TagConflict)
  @ApiOkResponse({ type: TagDto, description: 'Soft delete' })
  remove(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Tag> {
    return this.tags.remove(access, id);
  }

  @Patch(':id/restore')
  @Authenticated({ permission: Permission.CudTags })
  @ApiOperation({ summary: 'Restore a deleted tag' })
  @ApiErrors(ErrorKey.TagNotFound, ErrorKey.TagConflict)
  @ApiOkResponse({ type: TagDto, description: 'Undoes a soft delete' })
  restore(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Tag> {
    return this.tags.restore(access, id);
  }
}
