import type { CreateWorkspaceRequest } from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adoptActiveWorkspace } from '@/features/workspaces/api/active-workspace-cache';
import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';
import type { Workspace } from '@/lib/wire';

/**
 * POST /v1/workspaces: the caller becomes its super owner and it becomes their active workspace.
 * The form shows a refusal itself, so no notice is raised.
 */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CamelCaseKeys<CreateWorkspaceRequest>) =>
      apiClient.post<Workspace>('/v1/workspaces', request),
    onSuccess: (workspace) => {
      adoptActiveWorkspace(queryClient, workspace);
    },
    meta: { presentErrors: false },
  });
}
