import { useMutation } from '@tanstack/react-query';

import { pageLoad } from '@/features/accounts/utils/page-load';
import { apiClient } from '@/lib/api-client';

/**
 * DELETE /v1/accounts/me, then a full page load of `signedOutHref`: nothing of the deleted
 * account may linger in caches or open screens. The dialog shows a refusal itself.
 */
export function useDeleteAccount(signedOutHref: string) {
  return useMutation({
    mutationFn: () => apiClient.delete<{ ok: boolean }>('/v1/accounts/me'),
    onSuccess: () => {
      pageLoad.to(signedOutHref);
    },
    meta: { presentErrors: false },
  });
}
