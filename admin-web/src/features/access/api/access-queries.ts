import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { Member, Workspace } from '@/lib/wire';

const workspacePath = (id: string) => `/v1/workspaces/${encodeURIComponent(id)}`;

/** The reads of the workspaces, membership and permission pages; each page shows its failure. */
export const accessQueries = {
  all: () => ['access'] as const,
  /** GET /v1/workspaces/{id}: any workspace the caller is an active member of. */
  workspace: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...accessQueries.all(), 'workspace', idWorkspace] as const,
      queryFn: ({ signal }) => apiClient.get<Workspace>(workspacePath(idWorkspace), { signal }),
      meta: { presentErrors: false },
    }),
  /** GET /v1/workspaces/{id}/members: who could give the caller a permission. */
  members: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...accessQueries.all(), 'members', idWorkspace] as const,
      queryFn: ({ signal }) =>
        apiClient.get<Member[]>(`${workspacePath(idWorkspace)}/members`, { signal }),
      meta: { presentErrors: false },
    }),
};
