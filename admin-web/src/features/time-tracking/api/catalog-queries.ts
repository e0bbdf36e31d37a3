import type { Category, Project, Tag, Task } from '@punchcard/shared';
import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';

export type CatalogProject = CamelCaseKeys<Project>;
export type CatalogTask = CamelCaseKeys<Task>;
export type CatalogCategory = CamelCaseKeys<Category>;
export type CatalogTag = CamelCaseKeys<Tag>;

/**
 * What time can be recorded against in the active workspace. Keys start with `['catalog']` and
 * carry the workspace id, so switching workspace never shows another workspace's lists; a
 * change to any of them invalidates `['catalog']` (or `['catalog', '<kind>']`).
 */
export const catalogQueries = {
  all: () => ['catalog'] as const,
  /** GET /v1/projects: the active (not archived) projects the caller may see, by name. */
  projects: (workspaceId: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'projects', workspaceId] as const,
      queryFn: ({ signal }) =>
        apiClient.get<CatalogProject[]>('/v1/projects', { query: { archived: false }, signal }),
    }),
  /** GET /v1/tasks/workspace/{id}: the live tasks the caller sees (archived ones included). */
  tasks: (workspaceId: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'tasks', workspaceId] as const,
      queryFn: ({ signal }) =>
        apiClient.get<CatalogTask[]>(`/v1/tasks/workspace/${encodeURIComponent(workspaceId)}`, {
          signal,
        }),
    }),
  /** GET /v1/tasks/categories: the live categories, by name. */
  categories: (workspaceId: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'categories', workspaceId] as const,
      queryFn: ({ signal }) => apiClient.get<CatalogCategory[]>('/v1/tasks/categories', { signal }),
    }),
  /** GET /v1/tags: the live tags, by name. */
  tags: (workspaceId: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'tags', workspaceId] as const,
      queryFn: ({ signal }) => apiClient.get<CatalogTag[]>('/v1/tags', { signal }),
    }),
};
