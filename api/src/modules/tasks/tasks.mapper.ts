import {
  type Task,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskPageEntry,
  TaskPriority,
  TaskStatus,
} from '@punchcard/shared';
import type { TaskRow } from './tasks.repository.js';

function priority(value: number): TaskPriority {
  return TASK_PRIORITIES.find((known) => known === value) ?? TaskPriority.Medium;
}

function status(value: string): TaskStatus {
  return TASK_STATUSES.find((known) => known === value) ?? TaskStatus.Todo;
}

/** `duration`: seconds tracked on the task (see `TasksRepository.trackedSeconds`). */
export function toTask(row: TaskRow, duration: number): Task {
  return {
    id: row.id,
    name: row.name,
    id_project: row.id_project,
    id_workspace: row.id_workspace,
    id_category: row.id_category,
    id_user: row.id_user,
    is_personal: row.is_personal,
    category_name: row.category_name,
    estimation: row.estimation,
    due_at: row.due_at,
    repeat: row.repeat,
    priority: priority(row.priority),
    status: status(row.status),
    assignee: row.assignee,
    tags: row.tags.map((tag) => tag.id),
    color: row.color,
    note: row.note,
    start_time: row.start_time,
    end_time: row.end_time,
    updated_at: row.updated_at,
    created_at: row.created_at,
    archived_at: row.archived_at,
    deleted_at: row.deleted_at,
    is_deleted: row.deleted_at !== null,
    is_favorite: row.is_favorite,
    duration,
  };
}

export function toTaskPageEntry(row: TaskRow, duration: number): TaskPageEntry {
  const task = toTask(row, duration);
  return { task, duration: task.duration, tags: row.tags };
}
