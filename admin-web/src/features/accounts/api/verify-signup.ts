import type { VerifySignupRequest } from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { accountQueries } from '@/lib/session';
import type { Me } from '@/lib/wire';

/**
 * POST /v1/accounts/verification: checks the code, creates the account and signs this browser in.
 * The answer is the new account, so it becomes the `me` query's data at once, as after signing in.
 */
export function useVerifySignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: VerifySignupRequest) =>
      apiClient.post<Me>('/v1/accounts/verification', request),
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueries.me().queryKey, account);
    },
    meta: { presentErrors: false },
  });
}
