import { queryOptions } from '@tanstack/react-query';

import type { Catalogue, Grant } from '@/features/permissions/utils/permission-grid';
import { apiClient } from '@/lib/api-client';

export const permissionQueries = {
  all: () => ['permissions'] as const,
  /** GET /v1/workspaces/permissions/values: the fixed catalogue of codes and their ids. */
  catalogue: () =>
    queryOptions({
      queryKey: [...permissionQueries.all(), 'catalogue'] as const,
      queryFn: ({ signal }) =>
        apiClient.get<Catalogue>('/v1/workspaces/permissions/values', { signal }),
      staleTime: Infinity,
      refetchInterval: false,
    }),
  /** GET /v1/workspaces/{id}/permissions: the workspace's role -> permission map. */
  grants: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...permissionQueries.all(), 'grants', idWorkspace] as const,
      queryFn: ({ signal }) =>
        apiClient.get<Grant[]>(`/v1/workspaces/${encodeURIComponent(idWorkspace)}/permissions`, {
          signal,
        }),
    }),
};
