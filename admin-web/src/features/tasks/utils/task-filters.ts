// What the tasks page shows, read from and written to the address, so a view, a grouping and a
// set of filters can be bookmarked, shared and survive a reload.
import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskPriority,
  TaskStatus,
  type UnixSeconds,
} from '@punchcard/shared';
import dayjs from 'dayjs';

import type { TaskPageEntry } from '@/features/tasks/types';

export const TASK_VIEWS = ['list', 'board', 'deleted'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

export const TASK_GROUPINGS = [
  'none',
  'status',
  'project',
  'assignee',
  'priority',
  'category',
  'tag',
  'due',
] as const;
export type TaskGrouping = (typeof TASK_GROUPINGS)[number];

/** When a task is due, as the page groups and filters it (days in the browser's time zone). */
export const DUE_BUCKETS = ['overdue', 'today', 'week', 'later', 'past', 'none'] as const;
export type DueBucket = (typeof DUE_BUCKETS)[number];

/** The value of a filter that asks for tasks without the thing (no project, nobody assigned). */
export const WITHOUT = 'none';

export interface TaskFilters {
  /** Part of the name, any case. */
  q: string;
  /** A project id, or WITHOUT. */
  project: string | null;
  /** A user id, or WITHOUT. */
  assignee: string | null;
  priority: TaskPriority | null;
  /** A category id, or WITHOUT. */
  category: string | null;
  /** A tag id, or WITHOUT. */
  tag: string | null;
  due: DueBucket | null;
  status: TaskStatus | null;
  /** Archived tasks are out of sight unless asked for. */
  archived: boolean;
}

export interface TasksPageState {
  view: TaskView;
  group: TaskGrouping;
  filters: TaskFilters;
  /** A task to open (`?task=<id>`, where search results link). */
  task: string | null;
}

export const noFilters: TaskFilters = {
  q: '',
  project: null,
  assignee: null,
  priority: null,
  category: null,
  tag: null,
  due: null,
  status: null,
  archived: false,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

const text = (value: string | null): string | null =>
  value === null || value.trim() === '' ? null : value.trim();

function priorityOf(value: string | null): TaskPriority | null {
  const number = value === null ? Number.NaN : Number(value);
  return TASK_PRIORITIES.find((priority) => priority === number) ?? null;
}

/** Reads the page's state from the address; anything unknown is the default. */
export function pageStateFromSearch(search: URLSearchParams): TasksPageState {
  return {
    view: oneOf(TASK_VIEWS, search.get('view')) ?? 'list',
    group: oneOf(TASK_GROUPINGS, search.get('group')) ?? 'none',
    task: text(search.get('task')),
    filters: {
      q: search.get('q') ?? '',
      project: text(search.get('project')),
      assignee: text(search.get('assignee')),
      priority: priorityOf(search.get('priority')),
      category: text(search.get('category')),
      tag: text(search.get('tag')),
      due: oneOf(DUE_BUCKETS, search.get('due')),
      status: oneOf(TASK_STATUSES, search.get('status')),
      archived: search.get('archived') === '1',
    },
  };
}

/** The address after `changes`, leaving other parameters as they are and defaults out. */
export function searchWith(
  current: URLSearchParams,
  changes: Partial<Omit<TasksPageState, 'filters'>> & { filters?: Partial<TaskFilters> },
): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (name: string, value: string | null, fallback: string | null = null) => {
    if (value === null || value === '' || value === fallback) next.delete(name);
    else next.set(name, value);
  };
  if (changes.view !== undefined) put('view', changes.view, 'list');
  if (changes.group !== undefined) put('group', changes.group, 'none');
  if (changes.task !== undefined) put('task', changes.task);
  const filters = changes.filters ?? {};
  if (filters.q !== undefined) put('q', filters.q);
  if (filters.project !== undefined) put('project', filters.project);
  if (filters.assignee !== undefined) put('assignee', filters.assignee);
  if (filters.priority !== undefined) {
    put('priority', filters.priority === null ? null : String(filters.priority));
  }
  if (filters.category !== undefined) put('category', filters.category);
  if (filters.tag !== undefined) put('tag', filters.tag);
  if (filters.due !== undefined) put('due', filters.due);
  if (filters.status !== undefined) put('status', filters.status);
  if (filters.archived !== undefined) put('archived', filters.archived ? '1' : null);
  return next;
}

/** How many filters narrow the list (the name search and the archive switch included). */
export function activeFilterCount(filters: TaskFilters): number {
  return (Object.keys(noFilters) as (keyof TaskFilters)[]).filter(
    (key) => filters[key] !== noFilters[key],
  ).length;
}

const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * When a task is due, counted in whole days of the browser's time zone: an open task due before
 * today is overdue, a done one merely past; "week" is the six days after today.
 */
export function dueBucket(
  dueAt: UnixSeconds | null,
  status: TaskStatus,
  now: UnixSeconds,
): DueBucket {
  if (dueAt === null) return 'none';
  const today = dayjs.unix(now).startOf('day');
  const day = dayjs(dayjs.unix(dueAt).format(DAY_FORMAT));
  const days = day.diff(today, 'day');
  if (days < 0) return status === TaskStatus.Done ? 'past' : 'overdue';
  if (days === 0) return 'today';
  return days <= 6 ? 'week' : 'later';
}

const matchesId = (wanted: string | null, value: string | null): boolean =>
  wanted === null || (wanted === WITHOUT ? value === null : value === wanted);

const matchesList = (wanted: string | null, values: readonly string[]): boolean =>
  wanted === null || (wanted === WITHOUT ? values.length === 0 : values.includes(wanted));

/** Whether a task passes every filter. */
export function matchesFilters(
  entry: TaskPageEntry,
  filters: TaskFilters,
  now: UnixSeconds,
): boolean {
  const { task } = entry;
  const query = filters.q.trim().toLocaleLowerCase();
  return (
    (filters.archived || task.archivedAt === null) &&
    (query === '' || task.name.toLocaleLowerCase().includes(query)) &&
    matchesId(filters.project, task.idProject) &&
    matchesList(filters.assignee, task.assignee) &&
    (filters.priority === null || task.priority === filters.priority) &&
    matchesId(filters.category, task.idCategory) &&
    matchesList(filters.tag, task.tags) &&
    (filters.status === null || task.status === filters.status) &&
    (filters.due === null || dueBucket(task.dueAt, task.status, now) === filters.due)
  );
}
