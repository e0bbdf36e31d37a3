// Wire-shaped (snake_case) answers of the summary report's calls for component tests.
import type { MemberSummaryReport, ReportSuggestions } from '@punchcard/shared';

/**
 * GET /v1/workspaces/members/{id}/reports of a member over 2 days in UTC: 16 h at work (12 h the
 * period before, so 4 h or 33 % more), 1 h of breaks (the same as before).
 */
export function wireSummaryReport(
  overrides: Partial<MemberSummaryReport> = {},
): MemberSummaryReport {
  return {
    start: 1_764_547_200,
    end: 1_764_720_000,
    time_zone: 'UTC',
    week_start: 1,
    generated_at: 1_764_720_000,
    id_user: 'someone',
    total_workspace_time: 57_600,
    total_break_time: 3600,
    previous_total_work: 43_200,
    previous_total_break: 3600,
    average_early_in: 900,
    average_late_out: -1800,
    average_break: 1800,
    number_of_breaks: 2,
    number_of_drafts: 1,
    tracked_duration: 36_000,
    top_categories: [
      { id: 'c1', name: 'Design', color: '#228be6', duration: 21_600 },
      { id: null, name: null, color: null, duration: 14_400 },
    ],
    top_projects: [{ id: 'p1', name: 'Website redesign', color: null, duration: 36_000 }],
    number_of_activities: 5,
    average_activities: 2.5,
    projects: [{ id: 'p1', name: 'Website redesign', color: null, duration: 36_000 }],
    days: [
      { date: '2025-12-01', start: 1_764_547_200, work: 28_800, break: 1800, activity: 18_000 },
      { date: '2025-12-02', start: 1_764_633_600, work: 28_800, break: 1800, activity: 18_000 },
    ],
    ...overrides,
  };
}

/** POST /v1/openai/report/suggestions answered by the built-in generator. */
export function wireSuggestions(overrides: Partial<ReportSuggestions> = {}): ReportSuggestions {
  return {
    intro_suggestion: 'You worked 16 hours over two days.',
    list_suggestions: [
      { number: 2, description: 'Leave on time: you left 30 minutes early on average.' },
      { number: 1, description: 'Send your draft request.' },
    ],
    outro_suggestion: 'Keep it up.',
    is_error: false,
    source: 'built_in',
    ...overrides,
  };
}

/** The API's failure placeholder (HTTP 200, is_error). */
export const failedSuggestions = wireSuggestions({
  intro_suggestion: 'No suggestions.',
  list_suggestions: [],
  outro_suggestion: '',
  is_error: true,
});

/**
 * jsdom lays nothing out, so recharts warns that every chart has no size: those warnings alone
 * are muted, for the calling test file.
 */
export function muteChartSizeWarnings(): void {
  const warn = console.warn.bind(console);
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('of chart should be greater than 0'))
      return;
    warn(...args);
  });
}
