import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { AttendanceReport, AttendanceSummary } from '@/features/attendance-report/types';
import {
  ATTENDANCE_SCREEN_ITEMS,
  type AttendanceFilters,
  attendanceQuery,
} from '@/features/attendance-report/utils/attendance-filters';
import { apiClient } from '@/lib/api-client';
import type { TimeWindow } from '@/lib/dates';

const PATH = '/v1/workspaces/reports/attendance';

/**
 * The attendance page's reads, keyed by workspace, filters and window. The page shows its own
 * failures (a plan or permission refusal is a state of the page, not an error notice), and
 * keeps the previous page on screen while the next one loads.
 */
export const attendanceQueries = {
  all: () => ['attendance-report'] as const,
  /** GET /v1/workspaces/reports/attendance: one page of members with their buckets. */
  report: (idWorkspace: string, filters: AttendanceFilters, window: TimeWindow) =>
    queryOptions({
      queryKey: [...attendanceQueries.all(), 'report', idWorkspace, filters, window] as const,
      queryFn: ({ signal }) =>
        apiClient.get<AttendanceReport>(PATH, {
          query: {
            ...attendanceQuery(filters, window),
            page: filters.page,
            item: ATTENDANCE_SCREEN_ITEMS,
          },
          signal,
        }),
      placeholderData: keepPreviousData,
      meta: { presentErrors: false },
    }),
  /** GET /v1/workspaces/reports/attendance/summary: the same filters summed over members. */
  summary: (idWorkspace: string, filters: AttendanceFilters, window: TimeWindow) => {
    // Paging does not change the sum: every page shares one summary.
    const whole = { ...filters, page: 1 };
    return queryOptions({
      queryKey: [...attendanceQueries.all(), 'summary', idWorkspace, whole, window] as const,
      queryFn: ({ signal }) =>
        apiClient.get<AttendanceSummary>(`${PATH}/summary`, {
          query: attendanceQuery(whole, window),
          signal,
        }),
      placeholderData: keepPreviousData,
      meta: { presentErrors: false },
    });
  },
};
