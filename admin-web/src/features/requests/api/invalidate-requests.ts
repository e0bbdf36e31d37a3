import type { QueryClient } from '@tanstack/react-query';

import { accountQueries } from '@/lib/session';
import { invalidateRecordedTime } from '@/lib/workspace-time-queries';

/**
 * After any request change: the requests lists and counts, recorded time (lists of entries mark
 * those with an open request) and the signed-in account (its active workspace lists the caller's
 * pending activity requests). Callers do not wait for it: the form or card that asked may be
 * gone once the lists are read again, and its own success handling must still run.
 */
export async function invalidateAfterRequestChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    invalidateRecordedTime(queryClient),
    queryClient.invalidateQueries({ queryKey: accountQueries.me().queryKey }),
  ]);
}
