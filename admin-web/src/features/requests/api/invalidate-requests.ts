import type { QueryClient } from '@tanstack/react-query';

import { accountQueries } from '@/features/accounts/api/account-queries';
import { requestQueries } from '@/features/requests/api/request-queries';

/**
 * After any request change: the requests lists and counts, recorded time (lists of entries mark
 * those with an open request) and the signed-in account (its active workspace lists the caller's
 * pending activity requests). Callers do not wait for it: the form or card that asked may be
 * gone once the lists are read again, and its own success handling must still run.
 */
export async function invalidateAfterRequestChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: requestQueries.all() }),
    queryClient.invalidateQueries({ queryKey: ['time'] }),
    queryClient.invalidateQueries({ queryKey: accountQueries.me().queryKey }),
  ]);
}
