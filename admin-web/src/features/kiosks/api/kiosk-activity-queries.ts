import { KIOSK_ACTIVITY_PAGE_MAX } from '@punchcard/shared';
import type * as wire from '@punchcard/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import { kioskQueries } from '@/features/kiosks/api/kiosk-queries';
import {
  type ActivityFilter,
  periodBounds,
  recentFilter,
} from '@/features/kiosks/utils/activity-period';
import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';
import type { Member } from '@/lib/wire';

export type KioskPunchRecord = CamelCaseKeys<wire.KioskPunchRecord>;
export type KioskIdentifyFailure = CamelCaseKeys<wire.KioskIdentifyFailure>;
export type KioskActivityPage<T> = { items: T[]; nextBefore: string | null };

/** How many entries each "Show more" adds. */
export const ACTIVITY_PAGE_SIZE = 20;

/** What the server filters on: the kiosk and the period as [from, to) unix seconds. */
function activityQuery(filter: ActivityFilter) {
  return { id_kiosk: filter.idKiosk ?? undefined, ...periodBounds(filter) };
}

/** Newest first, a page at a time: the first page without a cursor, the next from next_before. */
function pagedList<T>(path: string, extra: Record<string, string>, filter: ActivityFilter) {
  return {
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
      apiClient.get<KioskActivityPage<T>>(path, {
        query: { ...extra, ...activityQuery(filter), limit: ACTIVITY_PAGE_SIZE, before: pageParam },
        signal,
      }),
    getNextPageParam: (last: KioskActivityPage<T>) => last.nextBefore ?? undefined,
    // The view shows its own failure with a retry button.
    meta: { presentErrors: false },
  };
}

/**
 * What the workspace's kiosks did that managers must see: refused punches and failed
 * identifications. The API filters by kiosk and period and pages by cursor.
 */
export const kioskActivityQueries = {
  all: () => [...kioskQueries.all(), 'activity'] as const,
  /** GET /v1/kiosks/punches?status=rejected, filtered by the view: newest arrival first. */
  refusedPunchPages: (idWorkspace: string, filter: ActivityFilter) =>
    infiniteQueryOptions({
      queryKey: [...kioskActivityQueries.all(), 'refused', idWorkspace, filter] as const,
      ...pagedList<KioskPunchRecord>('/v1/kiosks/punches', { status: 'rejected' }, filter),
    }),
  /** GET /v1/kiosks/identify-failures, filtered by the view: newest first; never the value tried. */
  identifyFailurePages: (idWorkspace: string, filter: ActivityFilter) =>
    infiniteQueryOptions({
      queryKey: [...kioskActivityQueries.all(), 'identify-failures', idWorkspace, filter] as const,
      ...pagedList<KioskIdentifyFailure>('/v1/kiosks/identify-failures', {}, filter),
    }),
  /**
   * Every refusal of the last RECENT_DAYS days, for the fleet's per-kiosk counts: read page by
   * page (the largest the API answers) until the week is complete.
   */
  refusedPunches: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...kioskActivityQueries.all(), 'refused-recent', idWorkspace] as const,
      queryFn: async ({ signal }) => {
        const query = { status: 'rejected', ...activityQuery(recentFilter(new Date())) };
        const punches: KioskPunchRecord[] = [];
        let before: string | undefined;
        do {
          const page = await apiClient.get<KioskActivityPage<KioskPunchRecord>>(
            '/v1/kiosks/punches',
            { query: { ...query, limit: KIOSK_ACTIVITY_PAGE_MAX, before }, signal },
          );
          punches.push(...page.items);
          before = page.nextBefore ?? undefined;
        } while (before !== undefined);
        return punches;
      },
      meta: { presentErrors: false },
    }),
  /**
   * GET /v1/workspaces/{id}/members: to name who a refused punch was for. Not the departed ones
   * (include_deleted needs MANAGE_WORKSPACE_MEMBERS, which a settings manager may lack).
   */
  members: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...kioskActivityQueries.all(), 'members', idWorkspace] as const,
      queryFn: ({ signal }) =>
        apiClient.get<Member[]>(`/v1/workspaces/${encodeURIComponent(idWorkspace)}/members`, {
          signal,
        }),
      staleTime: 5 * 60_000,
      // Only names: without them a punch names no one.
      meta: { presentErrors: false },
    }),
};
