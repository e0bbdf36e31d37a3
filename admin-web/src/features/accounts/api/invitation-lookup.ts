import type { InvitationLookupResponse } from '@punchcard/shared';
import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';

export type InvitationLookup = CamelCaseKeys<InvitationLookupResponse>;

/**
 * GET /v1/accounts/invitations/lookup?token=: public, so the invitation's pages can name the
 * workspace and the inviter and prefill the invited address before anyone signs in. A token that
 * no longer works answers 404 (invitation_not_found), which the pages explain; it is not retried.
 */
export const invitationQueries = {
  all: () => ['invitations', 'lookup'] as const,
  lookup: (token: string) =>
    queryOptions({
      queryKey: [...invitationQueries.all(), token] as const,
      queryFn: ({ signal }) =>
        apiClient.get<InvitationLookup>('/v1/accounts/invitations/lookup', {
          query: { token },
          signal,
        }),
      retry: false,
      // The invitation does not change while its page is open.
      staleTime: Infinity,
      meta: { presentErrors: false },
    }),
};
