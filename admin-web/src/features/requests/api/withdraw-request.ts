import type { RequestKind } from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { invalidateAfterRequestChange } from '@/features/requests/api/invalidate-requests';
import { requestRoutes } from '@/features/requests/utils/request-routes';
import { apiClient } from '@/lib/api-client';
import type { TimeRequest } from '@/lib/wire';

export interface RequestRef {
  id: string;
  kind: RequestKind;
}

/**
 * Withdraws one's own open request or draft (a soft delete the member can undo). The confirmation
 * shows a refusal itself (reviewed meanwhile: `delete_something_wrong`).
 */
export function useWithdrawRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: RequestRef) =>
      apiClient.delete<TimeRequest>(requestRoutes.withdraw(kind, id)),
    onSettled: () => {
      void invalidateAfterRequestChange(queryClient);
    },
    meta: { presentErrors: false },
  });
}

/** Puts a withdrawn request back as it was (pending, or a draft). */
export function useRestoreRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: RequestRef) =>
      apiClient.patch<TimeRequest>(requestRoutes.restore(kind, id)),
    onSettled: () => {
      void invalidateAfterRequestChange(queryClient);
    },
  });
}
