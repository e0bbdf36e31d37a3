import { queryOptions } from '@tanstack/react-query';

import type { SsoLinks, SsoProviders } from '@/features/sso/types';
import { apiClient } from '@/lib/api-client';

export const ssoQueries = {
  all: () => ['sso'] as const,

  /**
   * GET /v1/accounts/sso/providers (public): the providers this install configured. A page
   * without the answer simply offers none, so a failure raises no notice.
   */
  providers: () =>
    queryOptions({
      queryKey: [...ssoQueries.all(), 'providers'] as const,
      queryFn: ({ signal }) =>
        apiClient.get<SsoProviders>('/v1/accounts/sso/providers', { signal }),
      // Configuration changes only with a restart of the server.
      staleTime: 10 * 60_000,
      meta: { presentErrors: false },
    }),

  /** GET /v1/accounts/me/sso: the providers linked to the account, and whether it has a password. */
  links: () =>
    queryOptions({
      queryKey: [...ssoQueries.all(), 'links'] as const,
      queryFn: ({ signal }) => apiClient.get<SsoLinks>('/v1/accounts/me/sso', { signal }),
    }),
};
