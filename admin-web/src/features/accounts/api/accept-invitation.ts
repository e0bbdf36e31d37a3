import type { AcceptInvitationRequest } from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { accountQueries } from '@/lib/session';
import type { Me } from '@/lib/wire';

/**
 * POST /v1/accounts/members: accepts an invitation. With `email` and `password` it creates the
 * invitee's account and signs in; with the token alone the signed-in user accepts. Either way the
 * answer is the account with the workspace now active, so it becomes the `me` query's data.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    // An invitee's sign-up also names the new account.
    mutationFn: (request: AcceptInvitationRequest) =>
      apiClient.post<Me>('/v1/accounts/members', request),
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueries.me().queryKey, account);
    },
    meta: { presentErrors: false },
  });
}
