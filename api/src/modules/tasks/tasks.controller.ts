import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Task, TaskFavoritesRemoved, TaskPage, TaskUsage } from '@punchcard/shared';
import { ErrorKey } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { TaskTrashService } from './task-trash.service.js';
import {
  CreateTaskDto,
  TaskDto,
  TaskFavoritesRemovedDto,
  TaskIdsDto,
  TaskPageDto,
  TaskPageQueryDto,
  TaskUsageDto,
  UpdateTaskDto,
  UpdateTaskStatusDto,
} from './tasks.dto.js';
import { TasksService } from './tasks.service.js';

const ACTIVE = { workspace: 'active' } as const;

/**
 * Tasks of the caller's active workspace. Permissions are checked in the services: members may
 * run their own personal tasks without CUD_PROJECT_TASK. Static paths (`tasks/pseudo`,
 * `tasks/restore`, `pages`, `workspace/{id}`, `projects/...`) are declared before `{id}` ones.
 */
@ApiTags('tasks')
@Controller('tasks')
export class TasksController {
  constructor(
    private readonly tasks: TasksService,
    private readonly trash: TaskTrashService,
  ) {}

  @Get('workspace/:id')
  @Authenticated({ workspace: { param: 'id' } })
  @ApiOperation({ summary: "List a workspace's tasks" })
  @ApiOkResponse({ type: [TaskDto], description: 'Live tasks the caller sees, newest first' })
  listForWorkspace(@CurrentAccess() access: WorkspaceAccess): Promise<Task[]> {
    return this.tasks.listLive(access);
  }

  @Get('pages')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'List tasks page by page' })
  @ApiOkResponse({ type: TaskPageDto, description: 'Live tasks the caller sees, newest first' })
  page(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: TaskPageQueryDto,
  ): Promise<TaskPage> {
    return this.tasks.page(access, query);
  }

  @Post()
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Create a task' })
  @ApiErrors(
    ErrorKey.CategoryNameEmpty,
    ErrorKey.TaskNameEmpty,
    ErrorKey.CategoryNotFound,
    ErrorKey.MemberNotFound,
    ErrorKey.ProjectNotFound,
    ErrorKey.TagNotFound,
    ErrorKey.TaskNotFound,
  )
  @ApiCreatedResponse({ type: TaskDto })
  create(@CurrentAccess() access: WorkspaceAccess, @Body() dto: CreateTaskDto): Promise<Task> {
    return this.tasks.create(access, dto);
  }

  @Delete('tasks/pseudo')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Delete several tasks' })
  @ApiErrors(ErrorKey.TaskNotFound)
  @ApiOkResponse({ type: [TaskDto], description: 'Soft-deletes them all, or none' })
  softDeleteMany(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: TaskIdsDto,
  ): Promise<Task[]> {
    return this.trash.softDeleteMany(access, dto.id_tasks);
  }

  @Patch('tasks/restore')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Restore several deleted tasks' })
  @ApiErrors(ErrorKey.TaskNotFound)
  @ApiOkResponse({ type: [TaskDto], description: 'Restores them all, or none' })
  restoreMany(@CurrentAccess() access: WorkspaceAccess, @Body() dto: TaskIdsDto): Promise<Task[]> {
    return this.trash.restoreMany(access, dto.id_tasks);
  }

  @Delete('projects/:projectId/favorites/:name')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Clear favourite marks by task name' })
  @ApiErrors(ErrorKey.ProjectNotFound)
  @ApiOkResponse({
    type: TaskFavoritesRemovedDto,
    description: "Clears the caller's favourite mark from the project's tasks of that name",
  })
  removeFavorites(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam('projectId') projectId: string,
    @Param('name') name: string,
  ): Promise<TaskFavoritesRemoved> {
    return this.tasks.removeFavoritesByName(access, projectId, name);
  }

  @Patch(':id')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Edit a task' })
  @ApiErrors(
    ErrorKey.CategoryNameEmpty,
    ErrorKey.TaskNameEmpty,
    ErrorKey.CategoryNotFound,
    ErrorKey.MemberNotFound,
    ErrorKey.ProjectNotFound,
    ErrorKey.TagNotFound,
    ErrorKey.TaskNotFound,
    ErrorKey.Conflict,
  )
  @ApiOkResponse({ type: TaskDto })
  update(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: UpdateTaskDto,
  ): Promise<Task> {
    return this.tasks.update(access, id, dto);
  }

  @Patch(':id/status')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: "Change a task's status" })
  @ApiErrors(ErrorKey.TaskNotFound)
  @ApiOkResponse({ type: TaskDto, description: 'Assignees may change it too' })
  setStatus(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: UpdateTaskStatusDto,
  ): Promise<Task> {
    return this.tasks.setStatus(access, id, dto.status);
  }

  @Delete(':id')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Delete a task permanently' })
  @ApiErrors(ErrorKey.TaskNotFound, ErrorKey.TaskContainsTimestamps)
  @ApiOkResponse({ type: TaskDto, description: 'Permanent; 412 while time refers to it' })
  remove(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Task> {
    return this.trash.removePermanently(access, id);
  }

  @Delete(':id/pseudo')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Delete a task' })
  @ApiErrors(ErrorKey.TaskNotFound)
  @ApiOkResponse({ type: TaskDto, description: 'Soft delete' })
  softDelete(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Task> {
    return this.trash.softDelete(access, id);
  }

  @Patch(':id/deleted')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Restore a deleted task' })
  @ApiErrors(ErrorKey.TaskNotFound)
  @ApiOkResponse({ type: TaskDto, description: 'Restores a soft-deleted task' })
  restore(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Task> {
    return this.trash.restore(access, id);
  }

  @Get(':id/is-used')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Tell whether time refers to a task' })
  @ApiErrors(ErrorKey.TaskNotFound)
  @ApiOkResponse({ type: TaskUsageDto })
  isUsed(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<TaskUsage> {
    return this.trash.isUsed(access, id);
  }

  @Patch(':id/is-archived')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Archive a task' })
  @ApiErrors(ErrorKey.TaskNotFound)
  @ApiOkResponse({ type: TaskDto, description: 'Archives (keeps an earlier time)' })
  archive(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Task> {
    return this.tasks.setArchived(access, id, true);
  }

  @Delete(':id/is-archived')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Unarchive a task' })
  @ApiErrors(ErrorKey.TaskNotFound)
  @ApiOkResponse({ type: TaskDto, description: 'Unarchives' })
  unarchive(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Task> {
    return this.tasks.setArchived(access, id, false);
  }
}
