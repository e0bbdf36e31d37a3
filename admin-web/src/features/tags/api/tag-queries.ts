import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { Tag } from '@/lib/wire';

/**
 * The tags page's list. Keys carry the workspace id, so switching workspace never shows the old
 * one's tags; a change to a tag invalidates `all()` (and the shared catalogue).
 */
export const tagQueries = {
  all: () => ['tags'] as const,
  /** GET /v1/tags: live tags by name; `includeDeleted` adds the deleted ones. */
  list: (workspaceId: string, includeDeleted: boolean) =>
    queryOptions({
      queryKey: [...tagQueries.all(), 'list', workspaceId, { includeDeleted }] as const,
      queryFn: ({ signal }) =>
        apiClient.get<Tag[]>('/v1/tags', {
          query: includeDeleted ? { include_deleted: true } : {},
          signal,
        }),
      // The page shows the failure itself, with a retry.
      meta: { presentErrors: false },
    }),
};
