import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { ProjectMember, ProjectMemberReportPage } from '@/features/project-reports/types';
import {
  pageQuery,
  type ProjectReportFilters,
  REPORT_PAGES_PATH,
} from '@/features/project-reports/utils/report-filters';
import { apiClient } from '@/lib/api-client';
import type { TimeWindow } from '@/lib/dates';

/** The project report page's reads; nothing here changes data, so nothing invalidates them. */
export const projectReportQueries = {
  all: () => ['project-reports'] as const,
  /** GET /v1/projects/members/reports/pages: one page of rows with the whole selection's totals. */
  page: (idProject: string, filters: ProjectReportFilters, window: TimeWindow) =>
    queryOptions({
      queryKey: [...projectReportQueries.all(), 'page', idProject, filters, window] as const,
      queryFn: ({ signal }) =>
        apiClient.get<ProjectMemberReportPage>(REPORT_PAGES_PATH, {
          query: pageQuery(idProject, filters, window),
          signal,
        }),
      // Another page or grouping keeps the rows on screen (dimmed) until the next ones arrive.
      placeholderData: keepPreviousData,
      // The page shows its own failure (or the plan's refusal) in place.
      meta: { presentErrors: false },
    }),
  /** GET /v1/projects/{id}/members: whom the members filter offers. */
  members: (idProject: string) =>
    queryOptions({
      queryKey: [...projectReportQueries.all(), 'members', idProject] as const,
      queryFn: ({ signal }) =>
        apiClient.get<ProjectMember[]>(`/v1/projects/${encodeURIComponent(idProject)}/members`, {
          signal,
        }),
      meta: { presentErrors: false },
    }),
};
