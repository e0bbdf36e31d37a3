// Changes to the loaded task pages made ahead of the API's answer (an optimistic change), and the
// way back when the API refuses: the page shows the task as it was before.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

import type { TaskPages } from '@/features/tasks/api/task-queries';
import type { TaskPageEntry } from '@/features/tasks/types';
import type { Task } from '@/lib/wire';

/** The pages with `update` applied to the tasks in `ids`; null from `update` removes the task. */
export function mapEntries(
  data: TaskPages | undefined,
  ids: ReadonlySet<string>,
  update: (entry: TaskPageEntry) => TaskPageEntry | null,
): TaskPages | undefined {
  if (data === undefined) return undefined;
  let removed = 0;
  const pages = data.pages.map((page) => {
    const tasks = page.tasks.flatMap((entry) => {
      if (!ids.has(entry.task.id)) return [entry];
      const next = update(entry);
      if (next === null) removed += 1;
      return next === null ? [] : [next];
    });
    return { ...page, tasks };
  });
  // The counts follow, so "load more" still knows how many are left.
  return {
    ...data,
    pages: pages.map((page) => ({ ...page, total: Math.max(0, page.total - removed) })),
  };
}

/** A snapshot to go back to, taken after any refetch under way is stopped (it would undo ours). */
export interface CacheSnapshot {
  key: QueryKey;
  data: TaskPages | undefined;
}

export async function changeTasks(
  queryClient: QueryClient,
  key: QueryKey,
  ids: readonly string[],
  update: (entry: TaskPageEntry) => TaskPageEntry | null,
): Promise<CacheSnapshot> {
  await queryClient.cancelQueries({ queryKey: key });
  const data = queryClient.getQueryData<TaskPages>(key);
  queryClient.setQueryData<TaskPages>(key, (current) => mapEntries(current, new Set(ids), update));
  return { key, data };
}

export function restoreSnapshot(queryClient: QueryClient, snapshot: CacheSnapshot | undefined) {
  if (snapshot === undefined) return;
  queryClient.setQueryData(snapshot.key, snapshot.data);
}

/** The entry with the task's fields changed. */
export const withTask = (entry: TaskPageEntry, changes: Partial<Task>): TaskPageEntry => ({
  ...entry,
  task: { ...entry.task, ...changes },
});
