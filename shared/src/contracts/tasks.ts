// Wire contracts of the tasks routes (projects-billing-spec sections 3, 4, 7 and 9).
import type { UnixSeconds } from '../time.js';
import type { TaskPriority, TaskStatus } from './catalog.js';

export const TASK_NAME_MAX = 200;
export const TASK_NOTE_MAX = 10_000;
export const TASK_REPEAT_MAX = 100;
/** The estimation column is a 32-bit integer of seconds. */
export const TASK_ESTIMATION_MAX = 2_147_483_647;

export interface Task {
  id: string;
  name: string;
  id_project: string | null;
  id_workspace: string;
  id_category: string | null;
  /** The owner: who created it, and the only one who sees it when personal. */
  id_user: string;
  is_personal: boolean;
  category_name: string | null;
  /** Seconds. */
  estimation: number;
  due_at: UnixSeconds | null;
  repeat: string | null;
  priority: TaskPriority;
  status: TaskStatus;
  /** User ids. */
  assignee: string[];
  /** Tag ids. */
  tags: string[];
  color: string | null;
  note: string | null;
  start_time: UnixSeconds | null;
  end_time: UnixSeconds | null;
  updated_at: UnixSeconds;
  created_at: UnixSeconds;
  archived_at: UnixSeconds | null;
  deleted_at: UnixSeconds | null;
  is_deleted: boolean;
  /** The caller's own mark. */
  is_favorite: boolean;
  /** Tracked seconds. */
  duration: number;
}

/** Seconds, or a duration as typed ("1.5" is hours, "2h 30m", "1:30", "1時間"). */
export type EstimationInput = number | string;

/** POST /v1/tasks */
export interface CreateTaskRequest {
  name: string;
  /** The owner; default the caller. */
  id_user?: string;
  /** When sent, must be the caller's active workspace. */
  id_workspace?: string;
  is_personal?: boolean;
  /** Default MEDIUM. */
  priority?: TaskPriority;
  /** Used when id_category is absent: finds that category, or creates it. */
  category_name?: string;
  /** Default TODO. */
  status?: TaskStatus;
  /** Default 0. */
  estimation?: EstimationInput;
  id_project?: string | null;
  id_category?: string | null;
  due_at?: UnixSeconds | null;
  repeat?: string | null;
  assignee?: string[];
  id_tags?: string[];
  color?: string | null;
}

/** PATCH /v1/tasks/{id}: only the fields sent change. */
export interface UpdateTaskRequest {
  name?: string;
  color?: string | null;
  id_category?: string | null;
  id_project?: string | null;
  is_personal?: boolean;
  start_time?: UnixSeconds | null;
  end_time?: UnixSeconds | null;
  due_at?: UnixSeconds | null;
  estimation?: EstimationInput;
  repeat?: string | null;
  priority?: TaskPriority;
  status?: TaskStatus;
  assignee?: string[];
  id_tags?: string[];
  note?: string | null;
  /** The version the client last saw: a different current one answers 409 error.conflict. */
  updated_at?: UnixSeconds;
  /** Any time archives (keeping an earlier archive time), null unarchives. */
  archived_at?: UnixSeconds | null;
  /** Sets or clears the caller's favourite mark; needs no edit permission. */
  is_favorite?: boolean;
}

/** PATCH /v1/tasks/{id}/status */
export interface UpdateTaskStatusRequest {
  status: TaskStatus;
}

/** DELETE /v1/tasks/tasks/pseudo and PATCH /v1/tasks/tasks/restore */
export interface TaskIdsRequest {
  id_tasks: string[];
}

/** GET /v1/tasks/{id}/is-used */
export interface TaskUsage {
  is_used: boolean;
}

/** DELETE /v1/tasks/projects/{projectId}/favorites/{name} */
export interface TaskFavoritesRemoved {
  id_tasks: string[];
}

/** GET /v1/tasks/pages query: 1-based page, page size at most TASK_PAGE_SIZE. */
export interface TaskPageQuery {
  'marker.page'?: number;
  'marker.item'?: number;
  /** true: the soft-deleted tasks instead (to restore), most recently deleted first. */
  deleted?: boolean;
}

export interface TaskTag {
  id: string;
  name: string;
}

export interface TaskPageEntry {
  task: Task;
  /** Tracked seconds. */
  duration: number;
  tags: TaskTag[];
}

/** GET /v1/tasks/pages */
export interface TaskPage {
  tasks: TaskPageEntry[];
  page: number;
  item: number;
  total: number;
}
