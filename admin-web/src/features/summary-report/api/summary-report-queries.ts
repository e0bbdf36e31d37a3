import type { Locale, ReportSuggestionsBody } from '@punchcard/shared';
import { queryOptions, useMutation } from '@tanstack/react-query';

import type {
  MemberSummaryReport,
  ReportSubject,
  ReportSuggestions,
} from '@/features/summary-report/types';
import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';
import type { TimeWindow } from '@/lib/dates';

/** The caller's own report has a static path, so it needs no permission to see others'. */
export function memberReportPath(subject: ReportSubject): string {
  const member = subject === 'me' ? 'me' : encodeURIComponent(subject.idUser);
  return `/v1/workspaces/members/${member}/reports`;
}

/**
 * The summary report's reads. Keys carry the workspace, so switching workspaces never shows the
 * last one's numbers; the page shows its own failure with a retry, hence no app-wide notice.
 */
export const summaryReportQueries = {
  all: () => ['summary-report'] as const,
  /** Every field, all projects (the breakdown) and the days (the work vs break chart). */
  member: (idWorkspace: string, subject: ReportSubject, window: TimeWindow) =>
    queryOptions({
      queryKey: [...summaryReportQueries.all(), idWorkspace, subject, window] as const,
      queryFn: ({ signal }) =>
        apiClient.get<MemberSummaryReport>(memberReportPath(subject), {
          query: {
            start_time: window.start,
            end_time: window.end,
            with_projects: true,
            with_workspace_time: true,
          },
          signal,
        }),
      meta: { presentErrors: false },
    }),
};

/** The spec sends the page language's English display name, not its code. */
export const suggestionLanguage: Record<Locale, string> = { en: 'English', ja: 'Japanese' };

/**
 * POST /v1/openai/report/suggestions. A refusal (throttled, offline) is shown by the panel the
 * way the API's own `is_error` placeholder is, so no app-wide notice either.
 */
export function useReportSuggestions() {
  return useMutation({
    mutationFn: (body: CamelCaseKeys<ReportSuggestionsBody>) =>
      apiClient.post<ReportSuggestions>('/v1/openai/report/suggestions', body),
    meta: { presentErrors: false },
  });
}
