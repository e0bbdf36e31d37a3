import { useQuery } from '@tanstack/react-query';

import { accountQueries } from '@/lib/session';
import type { Me } from '@/lib/wire';

export type FreshAccount =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown; retry: () => void }
  | { state: 'signed-out' }
  | { state: 'signed-in'; account: Me };

/**
 * Who is signed in, asked of the API now: a page that starts a session decides on an answer
 * given after it opened, not on what the cache held before (a sign-in elsewhere, an expired
 * session). A failure is offered for retry; the query retries on its own first.
 */
export function useFreshAccount(): FreshAccount {
  const me = useQuery({ ...accountQueries.me(), refetchOnMount: 'always' });
  // A refresh of an answer already given changes nothing on screen; a retry after a failure does.
  if (!me.isFetchedAfterMount || (me.isError && me.isFetching)) return { state: 'loading' };
  if (me.isError) {
    return {
      state: 'failed',
      error: me.error,
      retry: () => {
        void me.refetch();
      },
    };
  }
  return me.data ? { state: 'signed-in', account: me.data } : { state: 'signed-out' };
}
