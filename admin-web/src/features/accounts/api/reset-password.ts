import type { ResetPasswordRequest } from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';
import { accountQueries } from '@/lib/session';

/**
 * PATCH /v1/accounts/reset/password with the token of the mailed link. The API signs out every
 * session of that account, possibly this browser's too, so who is signed in is asked again.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CamelCaseKeys<ResetPasswordRequest>) =>
      apiClient.patch<{ ok: boolean }>('/v1/accounts/reset/password', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueries.me().queryKey }),
    meta: { presentErrors: false },
  });
}
