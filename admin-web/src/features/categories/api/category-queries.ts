import type * as wire from '@punchcard/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';
import type { Category } from '@/lib/wire';

/** Whether tasks or activities use a category, and how many tasks. */
export type CategoryUsage = CamelCaseKeys<wire.CategoryUsage>;

const categoryPath = (id: string) => `/v1/workspaces/categories/${encodeURIComponent(id)}`;

/**
 * The task categories page's reads. Keys carry the workspace id, so switching workspace never
 * shows the old one's categories; a change invalidates `all()` (and the shared catalogue).
 */
export const categoryQueries = {
  all: () => ['categories'] as const,
  /** GET /v1/tasks/categories: live categories by name; `includeDeleted` adds the deleted ones. */
  list: (workspaceId: string, includeDeleted: boolean) =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'list', workspaceId, { includeDeleted }] as const,
      queryFn: ({ signal }) =>
        apiClient.get<Category[]>('/v1/tasks/categories', {
          query: includeDeleted ? { include_deleted: true } : {},
          signal,
        }),
      // The page shows the failure itself, with a retry.
      meta: { presentErrors: false },
    }),
  /** GET /v1/workspaces/categories/{id}: asked right before deleting, never from the cache. */
  usage: (id: string) =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'usage', id] as const,
      queryFn: ({ signal }) => apiClient.get<CategoryUsage>(categoryPath(id), { signal }),
      staleTime: 0,
      // The caller decides what a failure means; retrying would only hold up the delete.
      retry: false,
      meta: { presentErrors: false },
    }),
};

/** The category's usage now, or null when the API could not say. */
export async function fetchCategoryUsage(
  queryClient: QueryClient,
  id: string,
): Promise<CategoryUsage | null> {
  try {
    return await queryClient.query(categoryQueries.usage(id));
  } catch {
    return null;
  }
}
