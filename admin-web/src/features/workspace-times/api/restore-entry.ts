import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { EntryRef } from '@/features/workspace-times/api/delete-entry';
import { segment } from '@/features/workspace-times/api/path-segment';
import type { EntryKind } from '@/features/workspace-times/utils/entries';
import { apiClient } from '@/lib/api-client';
import { invalidateRecordedTime } from '@/lib/workspace-time-queries';

const restorePath: Record<EntryKind, (id: string) => string> = {
  workspace_time: (id) => `/v1/workspaces/deleted/workspacetime/${segment(id)}`,
  break: (id) => `/v1/workspaces/deleted/break/${segment(id)}`,
  activity: (id) => `/v1/activities/deleted/${segment(id)}`,
};

/**
 * Undoes a soft delete (a workspace time comes back with its breaks). A refusal (something took
 * its time meanwhile) is shown as a notice by the app.
 */
export function useRestoreEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: EntryRef) => apiClient.patch(restorePath[kind](id)),
    onSuccess: () => invalidateRecordedTime(queryClient),
  });
}
