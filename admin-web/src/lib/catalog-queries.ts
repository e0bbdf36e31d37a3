import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';

import { useActiveWorkspace } from '@/lib/active-workspace';
import { apiClient } from '@/lib/api-client';
import type { Category, Project, Tag, Task } from '@/lib/wire';

/**
 * What time can be recorded against in the active workspace. Keys start with `all()` and carry
 * the workspace id, so switching workspace never shows another workspace's lists; a change to
 * any of them invalidates `all()`.
 */
export const catalogQueries = {
  all: () => ['catalog'] as const,
  /** GET /v1/projects: the active (not archived) projects the caller may see, by name. */
  projects: (workspaceId: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'projects', workspaceId] as const,
      queryFn: ({ signal }) =>
        apiClient.get<Project[]>('/v1/projects', { query: { archived: false }, signal }),
    }),
  /** GET /v1/tasks/workspace/{id}: the live tasks the caller sees (archived ones included). */
  tasks: (workspaceId: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'tasks', workspaceId] as const,
      queryFn: ({ signal }) =>
        apiClient.get<Task[]>(`/v1/tasks/workspace/${encodeURIComponent(workspaceId)}`, {
          signal,
        }),
    }),
  /** GET /v1/tasks/categories: the live categories, by name. */
  categories: (workspaceId: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'categories', workspaceId] as const,
      queryFn: ({ signal }) => apiClient.get<Category[]>('/v1/tasks/categories', { signal }),
    }),
  /** GET /v1/tags: the live tags, by name. */
  tags: (workspaceId: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'tags', workspaceId] as const,
      queryFn: ({ signal }) => apiClient.get<Tag[]>('/v1/tags', { signal }),
    }),
};

/** The active workspace's catalogue, each list as its query (pending until it has loaded). */
export interface Catalog {
  projects: UseQueryResult<Project[]>;
  tasks: UseQueryResult<Task[]>;
  categories: UseQueryResult<Category[]>;
  tags: UseQueryResult<Tag[]>;
  /** Whether the lists are asked for at all (not without an active workspace). */
  enabled: boolean;
}

/** The active workspace's projects, tasks, categories and tags (asked only while `enabled`). */
export function useCatalog(enabled = true): Catalog {
  const workspaceId = useActiveWorkspace()?.id ?? '';
  const on = enabled && workspaceId !== '';
  return {
    projects: useQuery({ ...catalogQueries.projects(workspaceId), enabled: on }),
    tasks: useQuery({ ...catalogQueries.tasks(workspaceId), enabled: on }),
    categories: useQuery({ ...catalogQueries.categories(workspaceId), enabled: on }),
    tags: useQuery({ ...catalogQueries.tags(workspaceId), enabled: on }),
    enabled: on,
  };
}
