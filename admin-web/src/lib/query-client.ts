import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { ApiError } from '@/lib/api-client';

/** What a query or mutation may say about itself to the app-wide handlers. */
export interface AppRequestMeta extends Record<string, unknown> {
  /** False when the screen shows the failure itself (a form, a status line). */
  presentErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppRequestMeta;
    mutationMeta: AppRequestMeta;
  }
}

const RETRIES = 3;

/** The spec's back-off: min(1000 x 2^n, 30000) ms before retry n (from 0). */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

/** Three retries, except for a refusal (4xx) that the same request would only meet again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < RETRIES;
}

export interface QueryClientHooks {
  /** Shows a failure to the person (the app layer's notification). */
  presentError?: (error: unknown) => void;
}

// Data-fetching defaults from the spec (section 9): stale at once, refetch every 10 s and on
// focus, three retries backing off min(1000 * 2^n, 30000) ms, unused data kept five minutes.
export function createQueryClient({ presentError }: QueryClientHooks = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A failed background refetch keeps the data on screen; repeating the same notice every
        // ten seconds would only bury the page. First loads are reported.
        if (query.meta?.presentErrors === false || query.state.data !== undefined) return;
        presentError?.(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) => {
        if (mutation.meta?.presentErrors === false) return;
        presentError?.(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 0,
        gcTime: 5 * 60_000,
        refetchInterval: 10_000,
        refetchOnWindowFocus: 'always',
        retry: shouldRetry,
        retryDelay,
      },
    },
  });
}
