import type { Me } from '@punchcard/shared';
import { queryOptions } from '@tanstack/react-query';

import { ApiError, apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';

/** GET /v1/accounts/me as the app holds it. */
export type SignedInAccount = CamelCaseKeys<Me>;

export const accountQueries = {
  all: () => ['accounts'] as const,
  /** Who is signed in: the account, or null when signed out (the API answers 401). */
  me: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'me'] as const,
      queryFn: async ({ signal }): Promise<SignedInAccount | null> => {
        try {
          return await apiClient.get<SignedInAccount>('/v1/accounts/me', { signal });
        } catch (error) {
          if (error instanceof ApiError && error.statusCode === 401) return null;
          throw error;
        }
      },
      // The guards decide what an unanswered question means for the page.
      meta: { presentErrors: false },
    }),
};
