import { useMutation, useQueryClient } from '@tanstack/react-query';

import { segment } from '@/features/workspace-times/api/path-segment';
import type { EntryKind } from '@/features/workspace-times/utils/entries';
import { apiClient } from '@/lib/api-client';
import { invalidateRecordedTime } from '@/lib/workspace-time-queries';

export interface EntryRef {
  kind: EntryKind;
  id: string;
}

const deletePath: Record<EntryKind, (id: string) => string> = {
  workspace_time: (id) => `/v1/workspaces/timestamps/${segment(id)}/pseudo`,
  break: (id) => `/v1/workspaces/timestamps/break/${segment(id)}/pseudo`,
  activity: (id) => `/v1/activities/${segment(id)}`,
};

/**
 * Soft delete (a workspace time takes its breaks along); restorable with `useRestoreEntry`. The
 * confirmation dialog shows a refusal itself.
 */
export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: EntryRef) => apiClient.delete(deletePath[kind](id)),
    onSuccess: () => invalidateRecordedTime(queryClient),
    meta: { presentErrors: false },
  });
}
