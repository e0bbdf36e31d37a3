import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Task, TaskFavoritesRemoved, TaskPage, TaskUsage } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
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
  @ApiOkResponse({ type: [TaskDto], description: 'Live tasks the caller sees, newest first' })
  listForWorkspace(@CurrentAccess() access: WorkspaceAccess): Promise<Task[]> {
    return this.tasks.listLive(access);
  }

  @Get('pages')
  @Authenticated(ACTIVE)
  @ApiOkResponse({ type: TaskPageDto, description: 'Live tasks the caller sees, newest first' })
  page(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: TaskPageQueryDto,
  ): Promise<TaskPage> {
    return this.tasks.page(access, query);
  }

  @Post()
  @Authenticated(ACTIVE)
  @ApiCreatedResponse({ type: TaskDto })
  create(@CurrentAccess() access: WorkspaceAccess, @Body() dto: CreateTaskDto): Promise<Task> {
    return this.tasks.create(access, dto);
  }

  @Delete('tasks/pseudo')
  @Authenticated(ACTIVE)
  @ApiOkResponse({ type: [TaskDto], description: 'Soft-deletes them all, or none' })
  softDeleteMany(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: TaskIdsDto,
  ): Promise<Task[]> {
    return this.trash.softDeleteMany(access, dto.id_tasks);
  }

  @Patch('tasks/restore')
  @Authenticated(ACTIVE)
  @ApiOkResponse({ type: [TaskDto], description: 'Restores them all, or none' })
  restoreMany(@CurrentAccess() access: WorkspaceAccess, @Body() dto: TaskIdsDto): Promise<Task[]> {
    return this.trash.restoreMany(access, dto.id_tasks);
  }

  @Delete('projects/:projectId/favorites/:name')
  @Authenticated(ACTIVE)
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
  @ApiOkResponse({ type: TaskDto, description: 'Permanent; 412 while time refers to it' })
  remove(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Task> {
    return this.trash.removePermanently(access, id);
  }

  @Delete(':id/pseudo')
  @Authenticated(ACTIVE)
  @ApiOkResponse({ type: TaskDto, description: 'Soft delete' })
  softDelete(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Task> {
    return this.trash.softDelete(access, id);
  }

  @Patch(':id/deleted')
  @Authenticated(ACTIVE)
  @ApiOkResponse({ type: TaskDto, description: 'Restores a soft-deleted task' })
  restore(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Task> {
    return this.trash.restore(access, id);
  }

  @Get(':id/is-used')
  @Authenticated(ACTIVE)
  @ApiOkResponse({ type: TaskUsageDto })
  isUsed(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<TaskUsage> {
    return this.trash.isUsed(access, id);
  }

  @Patch(':id/is-archived')
  @Authenticated(ACTIVE)
  @ApiOkResponse({ type: TaskDto, description: 'Archives (keeps an earlier time)' })
  archive(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Task> {
    return this.tasks.setArchived(access, id, true);
  }

  @Delete(':id/is-archived')
  @Authenticated(ACTIVE)
  @ApiOkResponse({ type: TaskDto, description: 'Unarchives' })
  unarchive(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Task> {
    return this.tasks.setArchived(access, id, false);
  }
}
