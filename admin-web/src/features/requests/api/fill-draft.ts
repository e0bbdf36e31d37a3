import type { FillDraftRequest } from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { invalidateAfterRequestChange } from '@/features/requests/api/invalidate-requests';
import { type DraftKind, requestRoutes } from '@/features/requests/utils/request-routes';
import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';
import type { TimeRequest } from '@/lib/wire';

export interface FillDraftVariables {
  kind: DraftKind;
  body: CamelCaseKeys<FillDraftRequest>;
}

/**
 * PATCH /v1/workspaces/requests[/break]: gives a draft its end (and perhaps a new start), which
 * sends it for review. The form shows a refusal itself.
 */
export function useFillDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: FillDraftVariables) =>
      apiClient.patch<TimeRequest>(requestRoutes.fill[kind], body),
    onSuccess: () => {
      void invalidateAfterRequestChange(queryClient);
    },
    meta: { presentErrors: false },
  });
}
