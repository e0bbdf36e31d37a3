import type { Health } from '@punchcard/shared';
import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

export const healthQueries = {
  all: () => ['health'] as const,
  status: () =>
    queryOptions({
      queryKey: [...healthQueries.all(), 'status'] as const,
      queryFn: ({ signal }) => apiClient.get<Health>('/v1/health', { signal }),
      // The line reports the API as it is now: the regular refetch is the retry, and the line
      // itself is the message.
      retry: false,
      meta: { presentErrors: false },
    }),
};
