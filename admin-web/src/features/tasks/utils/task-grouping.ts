// The list view's sections: tasks grouped by one of their properties, each section in a fixed
// order people expect (most urgent first), the tasks in it by what needs doing first.
import { TaskPriority, TaskStatus, type UnixSeconds } from '@punchcard/shared';

import type { TaskPageEntry } from '@/features/tasks/types';
import {
  type DueBucket,
  dueBucket,
  type TaskGrouping,
  WITHOUT,
} from '@/features/tasks/utils/task-filters';

export interface TaskGroup {
  /** The value the section is about (a status, an id, a due bucket), or WITHOUT; 'all' unsplit. */
  key: string;
  entries: TaskPageEntry[];
}

export const STATUS_ORDER: readonly TaskStatus[] = [
  TaskStatus.Todo,
  TaskStatus.InProgress,
  TaskStatus.Done,
];
const PRIORITY_ORDER: readonly TaskPriority[] = [
  TaskPriority.High,
  TaskPriority.Medium,
  TaskPriority.Low,
  TaskPriority.NoPriority,
];
const DUE_ORDER: readonly DueBucket[] = ['overdue', 'today', 'week', 'later', 'none', 'past'];

/** Favourites first, open before done, soonest due, most urgent, newest. */
export function compareTasks(a: TaskPageEntry, b: TaskPageEntry): number {
  const done = (entry: TaskPageEntry) => (entry.task.status === TaskStatus.Done ? 1 : 0);
  const favorite = (entry: TaskPageEntry) => (entry.task.isFavorite ? 0 : 1);
  const due = (entry: TaskPageEntry) => entry.task.dueAt ?? Number.MAX_SAFE_INTEGER;
  return (
    favorite(a) - favorite(b) ||
    done(a) - done(b) ||
    due(a) - due(b) ||
    b.task.priority - a.task.priority ||
    b.task.createdAt - a.task.createdAt
  );
}

/** The keys a task files under: one for most groupings, each assignee or tag for those. */
function keysOf(entry: TaskPageEntry, grouping: TaskGrouping, now: UnixSeconds): string[] {
  const { task } = entry;
  switch (grouping) {
    case 'none':
      return ['all'];
    case 'status':
      return [task.status];
    case 'priority':
      return [String(task.priority)];
    case 'due':
      return [dueBucket(task.dueAt, task.status, now)];
    case 'project':
      return [task.idProject ?? WITHOUT];
    case 'category':
      return [task.idCategory ?? WITHOUT];
    case 'assignee':
      return task.assignee.length === 0 ? [WITHOUT] : task.assignee;
    case 'tag':
      return task.tags.length === 0 ? [WITHOUT] : task.tags;
  }
}

/** Where a section goes: fixed orders for the enumerations, by name (WITHOUT last) for the rest. */
function sectionOrder(
  grouping: TaskGrouping,
  nameOf: (key: string) => string,
): (a: string, b: string) => number {
  const fixed = (order: readonly (string | number)[]) => (a: string, b: string) =>
    order.map(String).indexOf(a) - order.map(String).indexOf(b);
  switch (grouping) {
    case 'status':
      return fixed(STATUS_ORDER);
    case 'priority':
      return fixed(PRIORITY_ORDER);
    case 'due':
      return fixed(DUE_ORDER);
    default:
      return (a, b) =>
        Number(a === WITHOUT) - Number(b === WITHOUT) || nameOf(a).localeCompare(nameOf(b));
  }
}

/**
 * The tasks in sections, each sorted by `compareTasks`. A task with two assignees (or tags) is
 * listed under each; empty sections are left out.
 */
export function groupTasks(
  entries: readonly TaskPageEntry[],
  grouping: TaskGrouping,
  now: UnixSeconds,
  nameOf: (key: string) => string,
): TaskGroup[] {
  const sections = new Map<string, TaskPageEntry[]>();
  for (const entry of entries) {
    for (const key of keysOf(entry, grouping, now)) {
      const section = sections.get(key) ?? [];
      section.push(entry);
      sections.set(key, section);
    }
  }
  return [...sections.keys()]
    .sort(sectionOrder(grouping, nameOf))
    .map((key) => ({ key, entries: (sections.get(key) ?? []).sort(compareTasks) }));
}
