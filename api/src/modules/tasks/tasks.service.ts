import { Injectable } from '@nestjs/common';
import {
  DEFAULT_TASK_PRIORITY,
  ErrorKey,
  fromUnixSeconds,
  type Task,
  TASK_PAGE_SIZE,
  type TaskFavoritesRemoved,
  type TaskPage,
  TaskStatus,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { badRequest, conflict, notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { Transactions, type Tx } from '#src/database/transactions.js';
import { ProjectAccessService } from '#src/modules/projects/index.js';
import { LIVE, TaskAccessService } from './task-access.service.js';
import { TaskInputs, validTaskName } from './task-inputs.service.js';
import type { CreateTaskDto, TaskPageQueryDto, UpdateTaskDto } from './tasks.dto.js';
import { toTaskPageEntry } from './tasks.mapper.js';
import { type TaskRow, type TaskValues, TasksRepository } from './tasks.repository.js';

const orNull = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : fromUnixSeconds(seconds);

/** Fields of an update that are the caller's own (no edit permission needed). */
const PERSONAL_FIELDS = new Set(['is_favorite', 'updated_at']);

@Injectable()
export class TasksService {
  constructor(
    private readonly tasks: TasksRepository,
    private readonly taskAccess: TaskAccessService,
    private readonly inputs: TaskInputs,
    private readonly projectAccess: ProjectAccessService,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  async listLive(access: WorkspaceAccess): Promise<Task[]> {
    const rows = await this.tasks.listLive(this.taskAccess.viewerOf(access));
    return this.taskAccess.withDurations(access, rows);
  }

  async page(access: WorkspaceAccess, query: TaskPageQueryDto): Promise<TaskPage> {
    const page = query['marker.page'] ?? 1;
    const item = query['marker.item'] ?? TASK_PAGE_SIZE;
    const viewer = this.taskAccess.viewerOf(access);
    const deleted = query.deleted ?? false;
    const [rows, total] = await Promise.all([
      this.tasks.page(viewer, deleted, (page - 1) * item, item),
      this.tasks.count(viewer, deleted),
    ]);
    const tracked = await this.taskAccess.trackedSeconds(access, rows);
    const tasks = rows.map((row) => toTaskPageEntry(row, tracked.get(row.id) ?? 0));
    return { tasks, page, item, total };
  }

  async create(access: WorkspaceAccess, dto: CreateTaskDto): Promise<Task> {
    if (dto.id_workspace !== undefined && dto.id_workspace !== access.workspace.id) {
      throw notFound(ErrorKey.WorkspaceNotFound, 'Tasks are created in your active workspace.');
    }
    const name = validTaskName(dto.name);
    const idUser = dto.id_user ?? access.member.idUser;
    const isPersonal = dto.is_personal ?? false;
    this.taskAccess.requireEdit(access, { is_personal: isPersonal, id_user: idUser });
    const id = await this.transactions.run(async (tx) => {
      if (idUser !== access.member.idUser) await this.inputs.requireOwner(tx, access, idUser);
      const idProject = dto.id_project
        ? (await this.projectAccess.requireVisible(access, dto.id_project, tx)).id
        : null;
      const idCategory = await this.inputs.category(tx, access, dto.id_category, dto.category_name);
      const assignee = await this.inputs.members(tx, access, dto.assignee ?? []);
      const tags = await this.inputs.tags(tx, access, dto.id_tags ?? []);
      const created = await this.tasks.create(
        {
          idWorkspace: access.workspace.id,
          idUser,
          name,
          isPersonal,
          idProject,
          idCategory: idCategory ?? null,
          priority: dto.priority ?? DEFAULT_TASK_PRIORITY,
          status: dto.status ?? TaskStatus.Todo,
          estimation: dto.estimation === undefined ? 0 : this.inputs.estimation(dto.estimation),
          dueAt: orNull(dto.due_at),
          repeat: dto.repeat?.trim() || null,
          color: dto.color ?? null,
        },
        tx,
      );
      await this.tasks.setAssignees(created, assignee, tx);
      await this.tasks.setTags(created, tags, tx);
      return created;
    });
    return this.taskAccess.describe(access, id);
  }

  /**
   * Only the fields sent change. `is_favorite` is the caller's own mark and needs no edit right;
   * `updated_at`, when sent, must still be the task's version (else 409 and nothing changes).
   */
  async update(access: WorkspaceAccess, id: string, dto: UpdateTaskDto): Promise<Task> {
    const sent = (Object.keys(dto) as (keyof UpdateTaskDto)[]).filter(
      (key) => dto[key] !== undefined,
    );
    await this.transactions.run(async (tx) => {
      const task = await this.taskAccess.require(access, id, LIVE, tx);
      const version = await this.tasks.lock(id, tx);
      if (dto.updated_at !== undefined && dto.updated_at !== version) {
        throw conflict(ErrorKey.Conflict, 'The task changed since you read it: reload it.');
      }
      if (sent.some((key) => !PERSONAL_FIELDS.has(key))) {
        this.taskAccess.requireEdit(access, task, {
          is_personal: dto.is_personal ?? task.is_personal,
          id_user: task.id_user,
        });
        const changes = await this.changes(access, tx, task, dto);
        await this.tasks.update(id, changes, this.clock.now(), tx);
        if (dto.assignee) {
          await this.tasks.setAssignees(
            id,
            await this.inputs.members(tx, access, dto.assignee),
            tx,
          );
        }
        if (dto.id_tags) {
          await this.tasks.setTags(id, await this.inputs.tags(tx, access, dto.id_tags), tx);
        }
      }
      if (dto.is_favorite !== undefined) {
        await this.tasks.setFavorite(id, access.member.idUser, dto.is_favorite, tx);
      }
    });
    return this.taskAccess.describe(access, id);
  }

  private async changes(
    access: WorkspaceAccess,
    tx: Tx,
    task: TaskRow,
    dto: UpdateTaskDto,
  ): Promise<TaskValues> {
    const changes: TaskValues = {};
    if (dto.name !== undefined) changes.name = validTaskName(dto.name);
    if (dto.color !== undefined) changes.color = dto.color;
    if (dto.id_category !== undefined) {
      changes.idCategory = (await this.inputs.category(tx, access, dto.id_category)) ?? null;
    }
    if (dto.id_project !== undefined) {
      changes.idProject = dto.id_project
        ? (await this.projectAccess.requireVisible(access, dto.id_project, tx)).id
        : null;
    }
    if (dto.is_personal !== undefined) changes.isPersonal = dto.is_personal;
    if (dto.start_time !== undefined) changes.startTime = orNull(dto.start_time);
    if (dto.end_time !== undefined) changes.endTime = orNull(dto.end_time);
    const start = dto.start_time === undefined ? task.start_time : dto.start_time;
    const end = dto.end_time === undefined ? task.end_time : dto.end_time;
    if (start !== null && end !== null && end < start) {
      throw badRequest(ErrorKey.BadRequest, 'end_time must not be before start_time.');
    }
    if (dto.due_at !== undefined) changes.dueAt = orNull(dto.due_at);
    if (dto.estimation !== undefined) changes.estimation = this.inputs.estimation(dto.estimation);
    if (dto.repeat !== undefined) changes.repeat = dto.repeat?.trim() || null;
    if (dto.priority !== undefined) changes.priority = dto.priority;
    if (dto.status !== undefined) changes.status = dto.status;
    if (dto.note !== undefined) changes.note = dto.note;
    if (dto.archived_at !== undefined) {
      changes.archivedAt = dto.archived_at === null ? null : this.archivedSince(task.archived_at);
    }
    return changes;
  }

  /**
   * Status is the one change assignees may make on a shared task: marking their work done is
   * part of doing it.
   */
  async setStatus(access: WorkspaceAccess, id: string, status: TaskStatus): Promise<Task> {
    const task = await this.taskAccess.require(access, id, LIVE);
    if (!task.assignee.includes(access.member.idUser)) this.taskAccess.requireEdit(access, task);
    await this.transactions.run((tx) => this.tasks.update(id, { status }, this.clock.now(), tx));
    return this.taskAccess.describe(access, id);
  }

  async setArchived(access: WorkspaceAccess, id: string, archived: boolean): Promise<Task> {
    const task = await this.taskAccess.require(access, id, LIVE);
    this.taskAccess.requireEdit(access, task);
    const archivedAt = archived ? this.archivedSince(task.archived_at) : null;
    await this.transactions.run((tx) =>
      this.tasks.update(id, { archivedAt }, this.clock.now(), tx),
    );
    return this.taskAccess.describe(access, id);
  }

  /** The caller's favourite mark comes off the project's tasks of that name (trimmed, any case). */
  async removeFavoritesByName(
    access: WorkspaceAccess,
    idProject: string,
    name: string,
  ): Promise<TaskFavoritesRemoved> {
    await this.projectAccess.requireVisible(access, idProject);
    const viewer = this.taskAccess.viewerOf(access);
    return { id_tasks: await this.tasks.removeFavoritesByName(viewer, idProject, name) };
  }

  /** Archiving again keeps the first archive time. */
  private archivedSince(current: number | null): Date {
    return current === null ? this.clock.now() : fromUnixSeconds(current);
  }
}
