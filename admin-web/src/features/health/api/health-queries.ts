import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

// GET /v1/health. Moves to @punchcard/shared with the rest of the wire contracts.
export interface Health {
  status: string;
  database: string;
}

export const healthQueries = {
  all: () => ['health'] as const,
  status: () =>
    queryOptions({
      queryKey: [...healthQueries.all(), 'status'] as const,
      queryFn: ({ signal }) => apiClient.get<Health>('/v1/health', { signal }),
      // The line reports the API as it is now: the regular refetch is the retry.
      retry: false,
    }),
};
