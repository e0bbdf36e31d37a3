import type { SignInRequest } from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { accountQueries } from '@/lib/session';
import type { Me } from '@/lib/wire';

/**
 * POST /v1/accounts/sign-in. The answer is the signed-in account (the same as GET /me), so it
 * becomes the `me` query's data at once: the guards see the new session without another request.
 * The form shows a refusal itself, so no notice is raised.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SignInRequest) => apiClient.post<Me>('/v1/accounts/sign-in', request),
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueries.me().queryKey, account);
    },
    meta: { presentErrors: false },
  });
}
