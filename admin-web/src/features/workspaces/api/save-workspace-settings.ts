import { useMutation, useQueryClient } from '@tanstack/react-query';

import { updateActiveWorkspace } from '@/features/workspaces/api/active-workspace-cache';
import type { SettingsCall } from '@/features/workspaces/utils/settings-values';
import { apiClient } from '@/lib/api-client';
import type { Workspace } from '@/lib/wire';

/** Each settings route answers the whole workspace as it now is. */
function send(call: SettingsCall): Promise<Workspace> {
  switch (call.kind) {
    case 'timeRequired':
      return apiClient.put<Workspace>('/v1/workspaces/workspace-settings/time', {
        isRequired: call.isRequired,
      });
    case 'approval':
      return apiClient.patch<Workspace>(
        `/v1/workspaces/approval-setting/${String(call.isRequired)}`,
      );
    case 'timestampSettings':
      // Already snake_case: the wire names of the flags.
      return apiClient.patch<Workspace>('/v1/activities/settings', call.changes);
    case 'currency':
      return apiClient.patch<Workspace>('/v1/workspaces/currency', { currency: call.currency });
  }
}

/**
 * Saves the active workspace's settings, one route per kind of setting, in order. A call that
 * fails stops the rest; those already made stay saved, and saving again repeats them harmlessly
 * (each sets a value). The form shows a refusal itself, so no notice is raised.
 */
export function useSaveWorkspaceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (calls: readonly SettingsCall[]) => {
      let latest: Workspace | undefined;
      try {
        for (const call of calls) latest = await send(call);
      } finally {
        if (latest) updateActiveWorkspace(queryClient, latest);
      }
      return latest;
    },
    meta: { presentErrors: false },
  });
}
