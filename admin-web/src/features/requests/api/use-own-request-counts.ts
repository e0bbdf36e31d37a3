import { useQuery } from '@tanstack/react-query';

import { requestQueries } from '@/lib/request-queries';
import { accountQueries } from '@/lib/session';

export interface OwnRequestCounts {
  pending: number;
  drafts: number;
}

/**
 * The caller's own open requests and drafts. The summary also counts other members' for the
 * kinds a reviewer reviews, so only the caller's row is read; no row means none open.
 */
export function useOwnRequestCounts(): OwnRequestCounts | undefined {
  const me = useQuery(accountQueries.me()).data;
  const summary = useQuery({ ...requestQueries.summary(), enabled: me != null });
  if (me == null || summary.data === undefined) return undefined;
  const own = summary.data.members.find((member) => member.idUser === me.user.id);
  return { pending: own?.pendingRequests ?? 0, drafts: own?.draftPendingRequests ?? 0 };
}
