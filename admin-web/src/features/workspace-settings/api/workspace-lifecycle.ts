// Deleting the active workspace and restoring a deleted one (super owner only, both soft).
import type { DeletedWorkspace as WireDeletedWorkspace } from '@punchcard/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { replaceActiveWorkspace } from '@/features/workspace-settings/api/workspace-cache';
import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';
import type { Workspace } from '@/lib/wire';

export type DeletedWorkspace = CamelCaseKeys<WireDeletedWorkspace>;

export const deletedWorkspaceQueries = {
  all: () => ['deleted-workspaces'] as const,
  /** GET /v1/workspaces/deleted: those the caller may restore, newest first. */
  list: () =>
    queryOptions({
      queryKey: deletedWorkspaceQueries.all(),
      queryFn: ({ signal }) =>
        apiClient.get<DeletedWorkspace[]>('/v1/workspaces/deleted', { signal }),
    }),
};

/** DELETE /v1/workspaces/{id}: the members whose active workspace it was move to another. */
export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete<Workspace>(`/v1/workspaces/${encodeURIComponent(id)}`),
    onSuccess: () => {
      replaceActiveWorkspace(queryClient);
    },
  });
}

/** PATCH /v1/workspaces/deleted/{id}: it comes back as the caller's active workspace. */
export function useRestoreWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.patch<Workspace>(`/v1/workspaces/deleted/${encodeURIComponent(id)}`),
    onSuccess: (workspace) => {
      replaceActiveWorkspace(queryClient, workspace);
    },
  });
}
