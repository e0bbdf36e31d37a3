import { QueryClient } from '@tanstack/react-query';

// Data-fetching defaults from the spec (section 9): stale at once, refetch every 10 s and on
// focus, three retries backing off min(1000 * 2^n, 30000) ms, unused data kept five minutes.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        gcTime: 5 * 60_000,
        refetchInterval: 10_000,
        refetchOnWindowFocus: 'always',
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
    },
  });
}
