import type { QueryClient } from '@tanstack/react-query';

/**
 * After any change to recorded time: every query about time (`['time']`: these lists, the clock
 * status, totals) and about requests (a change can settle or stale one) is fetched again.
 */
export function invalidateRecordedTime(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['time'] }),
    queryClient.invalidateQueries({ queryKey: ['requests'] }),
  ]).then(() => undefined);
}

/** An id as a path segment (ids are UUIDs; encoding keeps a bad one from changing the route). */
export const segment = (id: string): string => encodeURIComponent(id);
