import { useMutation } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { ApiKeyResponse } from '@/lib/wire';

/**
 * PATCH /v1/accounts/me/token: a new key for the active workspace (the old one stops working).
 * The key lives only in this mutation's state: `gcTime: 0` drops it from the cache as soon as the
 * page that showed it is left, so it is never shown twice.
 */
export function useGenerateApiKey() {
  return useMutation({
    mutationFn: () => apiClient.patch<ApiKeyResponse>('/v1/accounts/me/token'),
    gcTime: 0,
    meta: { presentErrors: false },
  });
}
