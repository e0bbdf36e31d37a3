import { queryOptions } from '@tanstack/react-query';

import type { SearchResult } from '@/features/search/types';
import { apiClient } from '@/lib/api-client';

/** How long typing rests before the header box asks the API. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Search answers, keyed by workspace, query and limit. They are not polled like the app's other
 * reads: a search is a question asked once, and a common word costs the API a walk over a year
 * of activities. Screens show their own failures.
 */
export const searchQueries = {
  all: () => ['search'] as const,
  /** GET /v1/search: the best `limit` hits for `q` (trimmed, non-empty) and how many there are. */
  results: (workspaceId: string, q: string, limit: number) =>
    queryOptions({
      queryKey: [...searchQueries.all(), workspaceId, q, limit] as const,
      queryFn: ({ signal }) =>
        apiClient.get<SearchResult>('/v1/search', { query: { q, limit }, signal }),
      staleTime: 30_000,
      refetchInterval: false,
      meta: { presentErrors: false },
    }),
};
