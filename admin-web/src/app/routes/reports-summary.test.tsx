import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import ReportsSummaryRoute from '@/app/routes/reports-summary';
import {
  failedSuggestions,
  muteChartSizeWarnings,
  wireSuggestions,
  wireSummaryReport,
} from '@/features/summary-report/testing/fixtures';
import { HANAKO_ID, team } from '@/features/team-board/testing/fixtures';
import {
  meIn,
  WORKSPACE_ID,
  type WorkspaceOptions,
} from '@/features/workspace-times/testing/fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, jsonAnswer, mockApi } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { USER_ID } from '@/testing/wire-fixtures';

// The charts' stylesheet is Vite's business; jest reads modules as script.
jest.mock('@mantine/charts/styles.css', () => ({}));

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  path: `${prefix}/reports/summary`,
  Component: ReportsSummaryRoute,
}));

// December 2025 in the workspace's zone (UTC): [Dec 1, Jan 1).
const DECEMBER = '?unit=month&from=2025-12-01';
const DEC_1 = 1_764_547_200;
const JAN_1 = 1_767_225_600;
const NOV_1 = 1_761_955_200;

function answers(options: WorkspaceOptions, extra: ApiRoutes = {}): ApiRoutes {
  return {
    '/v1/accounts/me': jsonAnswer(200, meIn(options)),
    [`/v1/workspaces/${WORKSPACE_ID}/members`]: jsonAnswer(200, team),
    'GET /v1/workspaces/schedule': jsonAnswer(200, { week_start: 1 }),
    'GET /v1/workspaces/members/me/reports': jsonAnswer(200, wireSummaryReport()),
    ...extra,
  };
}

muteChartSizeWarnings();

describe('the summary report page', () => {
  // The first test loads the page's code, its namespaces and the charts' chunk.
  jest.setTimeout(30_000);
  let restoreFetch: () => void = () => undefined;
  beforeAll(async () => {
    await i18n.loadNamespaces(['summaryReport', 'reportPeriods', 'errors', 'memberTime']);
  });
  afterEach(async () => {
    cleanup();
    restoreFetch();
    await i18n.changeLanguage('en');
  });

  it('shows a member their own figures, compared with the period before, and the charts', async () => {
    const api = mockApi(answers({ role: 'Member' }));
    restoreFetch = api.restore;
    renderRoutes(routes, `/reports/summary${DECEMBER}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Summary report' })).toBeVisible();
    const work = (await screen.findByText('Time at work')).closest('li') as HTMLElement;
    expect(within(work).getByText('16h')).toBeVisible();
    expect(within(work).getByText('4h more than the previous period (33%)')).toBeVisible();
    expect(within(work).getByText('Previous period: 12h')).toBeVisible();
    const breaks = screen.getByText('Break time').closest('li') as HTMLElement;
    expect(within(breaks).getByText('Same as the previous period')).toBeVisible();
    const arrival = screen.getByText('Average arrival').closest('li') as HTMLElement;
    expect(within(arrival).getByText('15m')).toBeVisible();
    expect(within(arrival).getByText('before the schedule')).toBeVisible();
    const departure = screen.getByText('Average departure').closest('li') as HTMLElement;
    expect(within(departure).getByText('30m')).toBeVisible();
    expect(within(departure).getByText('before the schedule')).toBeVisible();
    expect(screen.getByText('Days in UTC')).toBeVisible();
    // Nobody to pick: a member reads only their own report.
    expect(screen.queryByRole('combobox', { name: 'Member' })).toBeNull();

    const [call] = api.callsTo('GET /v1/workspaces/members/me/reports');
    expect(call?.query.get('start_time')).toBe(String(DEC_1));
    expect(call?.query.get('end_time')).toBe(String(JAN_1));
    expect(call?.query.get('with_projects')).toBe('true');
    expect(call?.query.get('with_workspace_time')).toBe('true');

    // The charts arrive in their own chunk, after the figures.
    expect(
      await screen.findByRole('img', { name: /Bar chart of work and break hours/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Top projects' })).toBeVisible();
    expect(screen.getByText('No category')).toBeVisible();
  });

  it('lists every number of the charts in the summary-report dialog', async () => {
    restoreFetch = mockApi(answers({ role: 'Member' })).restore;
    renderRoutes(routes, `/reports/summary${DECEMBER}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Full breakdown' }));
    const dialog = await screen.findByRole('dialog', { name: /Summary report:/ });
    const days = within(dialog).getByRole('heading', { name: 'By day' })
      .parentElement as HTMLElement;
    const rows = within(days).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Mon, Dec 1, 2025')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('8h')).toBeVisible();
    expect(within(dialog).getByRole('rowheader', { name: 'Website redesign' })).toBeVisible();
    expect(within(dialog).getByRole('rowheader', { name: 'Time at work' })).toBeVisible();
  });

  it('lets a manager pick another member and keeps the choice in the address', async () => {
    const api = mockApi(
      answers(
        { role: 'Manager' },
        {
          [`GET /v1/workspaces/members/${HANAKO_ID}/reports`]: jsonAnswer(
            200,
            wireSummaryReport({ id_user: HANAKO_ID, total_workspace_time: 3600 }),
          ),
        },
      ),
    );
    restoreFetch = api.restore;
    const { router } = renderRoutes(routes, `/reports/summary${DECEMBER}`);

    const picker = await screen.findByRole('combobox', { name: 'Member' });
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Hanako Sato' }));

    await waitFor(() => {
      expect(router.state.location.search).toContain(`member=${HANAKO_ID}`);
    });
    await waitFor(() => {
      const work = screen.getByText('Time at work').closest('li') as HTMLElement;
      expect(within(work).getByText('1h')).toBeVisible();
    });
    expect(api.callsTo(`GET /v1/workspaces/members/${HANAKO_ID}/reports`)).toHaveLength(1);
  });

  it('steps to the previous period', async () => {
    const api = mockApi(answers({ role: 'Member' }));
    restoreFetch = api.restore;
    renderRoutes(routes, `/reports/summary${DECEMBER}`);

    fireEvent.click(await screen.findByRole('button', { name: /previous/i }));
    await waitFor(() => {
      const starts = api
        .callsTo('GET /v1/workspaces/members/me/reports')
        .map((call) => call.query.get('start_time'));
      expect(starts).toContain(String(NOV_1));
    });
  });

  it('asks for suggestions in the page language and offers a retry when they fail', async () => {
    const api = mockApi(
      answers(
        { role: 'Member' },
        {
          'POST /v1/openai/report/suggestions': [
            jsonAnswer(200, failedSuggestions),
            jsonAnswer(200, wireSuggestions()),
          ],
        },
      ),
    );
    restoreFetch = api.restore;
    renderRoutes(routes, `/reports/summary${DECEMBER}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Suggest improvements' }));
    expect(await screen.findByText(/Suggestions are not available right now/)).toBeVisible();
    expect(screen.queryByText('No suggestions.')).toBeNull();
    expect(api.callsTo('POST /v1/openai/report/suggestions')[0]?.body).toEqual({
      id_user: USER_ID,
      start_date: DEC_1,
      end_date: JAN_1,
      lang: 'English',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You worked 16 hours over two days.')).toBeVisible();
    const panel = within(screen.getByRole('region', { name: 'Suggestions' }));
    expect(
      within(panel.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Send your draft request.', 'Leave on time: you left 30 minutes early on average.']);
    expect(screen.getByText('Keep it up.')).toBeVisible();
  });

  it('ends the waiting when the suggestion call itself fails', async () => {
    restoreFetch = mockApi(
      answers(
        { role: 'Member' },
        {
          'POST /v1/openai/report/suggestions': jsonAnswer(429, { error_key: 'too_many_requests' }),
        },
      ),
    ).restore;
    renderRoutes(routes, `/reports/summary${DECEMBER}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Suggest improvements' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByText('Writing suggestions…')).toBeNull();
  });

  it('speaks Japanese under /ja and asks for Japanese suggestions', async () => {
    const api = mockApi(
      answers(
        { role: 'Member' },
        { 'POST /v1/openai/report/suggestions': jsonAnswer(200, wireSuggestions()) },
      ),
    );
    restoreFetch = api.restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, `/ja/reports/summary${DECEMBER}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'サマリーレポート' }),
    ).toBeVisible();
    expect(await screen.findByText('勤務時間')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '改善案を提案' }));
    await waitFor(() => {
      expect(api.callsTo('POST /v1/openai/report/suggestions')[0]?.body).toMatchObject({
        lang: 'Japanese',
      });
    });
  });
});
