import {
  REQUEST_LIST_DEFAULT_LIMIT,
  type RequestKind,
  type RequestStatus,
} from '@punchcard/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { type KindCursors, type MergedPage, nextKindCursors } from '@/lib/merge-request-pages';
import type { Member, PendingRequestSummaries, RequestList, RequestPreview } from '@/lib/wire';

export interface RequestListFilter {
  /** The kinds to list together (the API reads one kind per call). */
  kinds: readonly RequestKind[];
  /** Undefined: every status. */
  status?: RequestStatus;
}

/** Where a list starts: no kind read yet. */
const FIRST_PAGE: KindCursors = {};

/** One page of one kind: the first without a cursor, the next from one. */
function fetchKindPage(
  kind: RequestKind,
  status: RequestStatus | undefined,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<RequestList> {
  return apiClient.get<RequestList>('/v1/activities/requests/member', {
    query: { timestamp_type: kind, status, cursor, limit: REQUEST_LIST_DEFAULT_LIMIT },
    signal,
  });
}

/**
 * The caller's own requests and what they need around them. Every key starts with
 * `['requests']`: filing, withdrawing, restoring or filling in a draft invalidates them all.
 */
export const requestQueries = {
  all: () => ['requests'] as const,

  /** GET /v1/activities/requests/member for each kind asked, merged newest first. */
  list: ({ kinds, status }: RequestListFilter) =>
    infiniteQueryOptions({
      queryKey: [...requestQueries.all(), 'list', { kinds: [...kinds], status }] as const,
      initialPageParam: FIRST_PAGE,
      queryFn: async ({ pageParam, signal }): Promise<MergedPage> => {
        const reading = kinds.filter((kind) => pageParam[kind] !== null);
        const lists = await Promise.all(
          reading.map((kind) => fetchKindPage(kind, status, pageParam[kind] ?? undefined, signal)),
        );
        return Object.fromEntries(reading.map((kind, index) => [kind, lists[index]]));
      },
      getNextPageParam: (lastPage, _pages, lastPageParam) =>
        nextKindCursors(kinds, lastPageParam, lastPage),
    }),

  /** GET /v1/workspaces/requests/summary: open requests and drafts per member. */
  summary: () =>
    queryOptions({
      queryKey: [...requestQueries.all(), 'summary'] as const,
      queryFn: ({ signal }) =>
        apiClient.get<PendingRequestSummaries>('/v1/workspaces/requests/summary', { signal }),
    }),

  /** GET /v1/activities/requests/preview: the request's target now and as approval leaves it. */
  preview: (id: string, kind: RequestKind) =>
    queryOptions({
      queryKey: [...requestQueries.all(), 'preview', kind, id] as const,
      queryFn: ({ signal }) =>
        apiClient.get<RequestPreview>('/v1/activities/requests/preview', {
          query: { id, timestamp_type: kind },
          signal,
        }),
      // A card's comparison, not a live figure: no need to poll it with the list.
      refetchInterval: false,
      staleTime: 30_000,
    }),

  /** GET /v1/workspaces/{id}/members: to name who reviewed a request. */
  members: (workspaceId: string) =>
    queryOptions({
      queryKey: [...requestQueries.all(), 'members', workspaceId] as const,
      queryFn: ({ signal }) =>
        apiClient.get<Member[]>(`/v1/workspaces/${encodeURIComponent(workspaceId)}/members`, {
          signal,
        }),
      refetchInterval: false,
      staleTime: 5 * 60_000,
      // Only names for the review line: without them it still reads "a reviewer".
      meta: { presentErrors: false },
    }),
};
