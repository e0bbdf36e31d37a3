import { TASK_PAGE_SIZE } from '@punchcard/shared';
import { infiniteQueryOptions, type InfiniteData, queryOptions } from '@tanstack/react-query';

import type { TaskPage, TaskPageEntry, TaskUsage } from '@/features/tasks/types';
import { apiClient } from '@/lib/api-client';
import type { Project } from '@/lib/wire';

/** Live tasks (archived ones included), or the soft-deleted ones the caller may restore. */
export type TaskScope = 'live' | 'deleted';

/** The tasks page's reads, keyed by workspace so a switch never shows another's tasks. */
export const taskQueries = {
  all: () => ['tasks'] as const,
  pagesKey: (workspaceId: string, scope: TaskScope) =>
    [...taskQueries.all(), 'pages', workspaceId, scope] as const,
  /**
   * GET /v1/tasks/pages, 100 at a time (spec section 9), newest first; "load more" asks for the
   * next page. `deleted=true` lists the soft-deleted tasks instead, most recently deleted first.
   */
  pages: (workspaceId: string, scope: TaskScope) =>
    infiniteQueryOptions({
      queryKey: taskQueries.pagesKey(workspaceId, scope),
      queryFn: ({ pageParam, signal }) =>
        apiClient.get<TaskPage>('/v1/tasks/pages', {
          signal,
          query: {
            'marker.page': pageParam,
            'marker.item': TASK_PAGE_SIZE,
            deleted: scope === 'deleted' ? true : undefined,
          },
        }),
      initialPageParam: 1,
      getNextPageParam: (last: TaskPage) =>
        last.page * last.item < last.total ? last.page + 1 : undefined,
      // The page shows its own failure, with a retry.
      meta: { presentErrors: false },
    }),
  /** GET /v1/tasks/{id}/is-used: whether recorded time refers to the task (it then stays). */
  isUsed: (id: string) =>
    queryOptions({
      queryKey: [...taskQueries.all(), 'is-used', id] as const,
      queryFn: ({ signal }) =>
        apiClient.get<TaskUsage>(`/v1/tasks/${encodeURIComponent(id)}/is-used`, { signal }),
      // Asked once per dialog: the delete itself refuses (412) if time arrives meanwhile.
      refetchInterval: false,
      meta: { presentErrors: false },
    }),
  /** GET /v1/projects?archived=true: names for tasks of archived projects. */
  archivedProjects: (workspaceId: string) =>
    queryOptions({
      queryKey: [...taskQueries.all(), 'archived-projects', workspaceId] as const,
      queryFn: ({ signal }) =>
        apiClient.get<Project[]>('/v1/projects', { query: { archived: true }, signal }),
      meta: { presentErrors: false },
    }),
};

export type TaskPages = InfiniteData<TaskPage>;

/**
 * Every task loaded so far, once: a task created between two page loads shifts the offsets, so
 * the same task can come back on the next page.
 */
export function entriesOf(data: TaskPages | undefined): TaskPageEntry[] {
  if (data === undefined) return [];
  const seen = new Set<string>();
  const entries: TaskPageEntry[] = [];
  for (const page of data.pages) {
    for (const entry of page.tasks) {
      if (seen.has(entry.task.id)) continue;
      seen.add(entry.task.id);
      entries.push(entry);
    }
  }
  return entries;
}

/** How many tasks there are in all (the last page's count is the newest). */
export const totalOf = (data: TaskPages | undefined): number => data?.pages.at(-1)?.total ?? 0;
