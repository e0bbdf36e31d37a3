import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adoptActiveWorkspace } from '@/features/workspaces/api/active-workspace-cache';
import { apiClient } from '@/lib/api-client';
import type { Workspace } from '@/lib/wire';

/**
 * GET /v1/workspaces/{id}/switch makes another membership the active workspace (a GET, as the
 * API defines it). A refusal is shown as a notice by the app's mutation handler.
 */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idWorkspace: string) =>
      apiClient.get<Workspace>(`/v1/workspaces/${encodeURIComponent(idWorkspace)}/switch`),
    onSuccess: (workspace) => {
      adoptActiveWorkspace(queryClient, workspace);
    },
  });
}
