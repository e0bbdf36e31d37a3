import type { SignInRequest } from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { accountQueries, type SignedInAccount } from '@/features/accounts/api/account-queries';
import { apiClient } from '@/lib/api-client';

/**
 * POST /v1/accounts/sign-in. The answer is the signed-in account (the same as GET /me), so it
 * becomes the `me` query's data at once: the guards see the new session without another request.
 * The form shows a refusal itself, so no notice is raised.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SignInRequest) =>
      apiClient.post<SignedInAccount>('/v1/accounts/sign-in', request),
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueries.me().queryKey, account);
    },
    meta: { presentErrors: false },
  });
}
