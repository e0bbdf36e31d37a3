import {
  REQUEST_LIST_DEFAULT_LIMIT,
  type RequestKind,
  type RequestStatus,
} from '@punchcard/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { type KindCursors, type MergedPage, nextKindCursors } from '@/lib/merge-request-pages';
import { requestQueries } from '@/lib/request-queries';
import type { RequestList } from '@/lib/wire';

/** Where a member's list starts: no kind read yet. */
const FIRST_PAGE: KindCursors = {};

/** What a member page lists: one member's requests of some kinds and maybe one status. */
export interface MemberRequestFilter {
  idMember: string;
  kinds: readonly RequestKind[];
  status?: RequestStatus;
}

/**
 * Reviewing others' requests. Every key sits under `requestQueries.all()`, so whatever changes a
 * request (a review here, a member filing or withdrawing) refreshes these lists and counts too.
 */
export const reviewQueries = {
  all: () => [...requestQueries.all(), 'reviews'] as const,

  /**
   * GET /v1/workspaces/requests/pending: what the caller may review, every kind together, the
   * longest waiting first, a page at a time by cursor.
   */
  pending: () =>
    infiniteQueryOptions({
      queryKey: [...reviewQueries.all(), 'pending'] as const,
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) =>
        apiClient.get<RequestList>('/v1/workspaces/requests/pending', {
          query: { cursor: pageParam, limit: REQUEST_LIST_DEFAULT_LIMIT },
          signal,
        }),
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),

  /** How many requests wait for the caller's review (one item read, the total kept). */
  waiting: () =>
    queryOptions({
      queryKey: [...reviewQueries.all(), 'waiting'] as const,
      queryFn: async ({ signal }) => {
        const page = await apiClient.get<RequestList>('/v1/workspaces/requests/pending', {
          query: { limit: 1 },
          signal,
        });
        return page.total;
      },
      refetchInterval: 30_000,
      // A count in the header: a failed read shows no badge rather than an error toast.
      meta: { presentErrors: false },
    }),

  /** GET /v1/activities/requests/member for one member, each kind read beside the others. */
  memberList: ({ idMember, kinds, status }: MemberRequestFilter) =>
    infiniteQueryOptions({
      queryKey: [
        ...reviewQueries.all(),
        'member',
        idMember,
        { kinds: [...kinds], status },
      ] as const,
      initialPageParam: FIRST_PAGE,
      queryFn: async ({ pageParam, signal }): Promise<MergedPage> => {
        const reading = kinds.filter((kind) => pageParam[kind] !== null);
        const lists = await Promise.all(
          reading.map((kind) =>
            apiClient.get<RequestList>('/v1/activities/requests/member', {
              query: {
                id_members: [idMember],
                timestamp_type: kind,
                status,
                cursor: pageParam[kind] ?? undefined,
                limit: REQUEST_LIST_DEFAULT_LIMIT,
              },
              signal,
            }),
          ),
        );
        return Object.fromEntries(reading.map((kind, index) => [kind, lists[index]]));
      },
      getNextPageParam: (lastPage, _pages, lastPageParam) =>
        nextKindCursors(kinds, lastPageParam, lastPage),
    }),
};
