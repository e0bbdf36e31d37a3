import { cleanup, screen, within } from '@testing-library/react';
import { type RouteObject, useLocation } from 'react-router';

import MemberReportsRoute from '@/app/routes/member-reports';
import {
  muteChartSizeWarnings,
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
muteChartSizeWarnings();

function Where() {
  const { pathname } = useLocation();
  return <p>{`Now at ${pathname}`}</p>;
}

const routes: RouteObject[] = [
  { path: '/member/:id/reports', Component: MemberReportsRoute },
  { path: '/member/:id/tasks', Component: Where },
  { path: '/home', Component: Where },
];

const DECEMBER = '?unit=month&from=2025-12-01';

function answers(options: WorkspaceOptions, extra: ApiRoutes = {}): ApiRoutes {
  return {
    '/v1/accounts/me': jsonAnswer(200, meIn(options)),
    [`/v1/workspaces/${WORKSPACE_ID}/members`]: jsonAnswer(200, team),
    'GET /v1/workspaces/schedule': jsonAnswer(200, { week_start: 1 }),
    'GET /v1/workspaces/members/me/reports': jsonAnswer(200, wireSummaryReport()),
    [`GET /v1/workspaces/members/${HANAKO_ID}/reports`]: jsonAnswer(
      200,
      wireSummaryReport({ id_user: HANAKO_ID, total_workspace_time: 7200 }),
    ),
    ...extra,
  };
}

describe("a member's reports page", () => {
  // The first test loads the page's code, its namespaces and the charts' chunk.
  jest.setTimeout(30_000);
  let restoreFetch: () => void = () => undefined;
  beforeAll(async () => {
    await i18n.loadNamespaces(['summaryReport', 'reportPeriods', 'errors', 'memberTime']);
  });
  afterEach(() => {
    cleanup();
    restoreFetch();
  });

  it("shows a manager the member's summary under the member's header", async () => {
    const api = mockApi(answers({ role: 'Manager' }));
    restoreFetch = api.restore;
    renderRoutes(routes, `/member/${HANAKO_ID}/reports${DECEMBER}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Hanako Sato' })).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: "Hanako Sato's pages" });
    expect(within(tabs).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const work = (await screen.findByText('Time at work')).closest('li') as HTMLElement;
    expect(within(work).getByText('2h')).toBeVisible();
    expect(api.callsTo(`GET /v1/workspaces/members/${HANAKO_ID}/reports`)).toHaveLength(1);
    expect(document.title).toContain("Hanako Sato's reports");
  });

  it('reads a member their own report through /members/me', async () => {
    const api = mockApi(answers({ role: 'Member' }));
    restoreFetch = api.restore;
    renderRoutes(routes, `/member/${USER_ID}/reports${DECEMBER}`);

    expect(await screen.findByText('Time at work')).toBeVisible();
    expect(api.callsTo('GET /v1/workspaces/members/me/reports')).toHaveLength(1);
    const tabs = screen.getByRole('navigation', { name: "Ada Lovelace's pages" });
    expect(within(tabs).getByRole('link', { name: 'Reports' })).toBeVisible();
  });

  it("sends a member away from someone else's report", async () => {
    restoreFetch = mockApi(answers({ role: 'Member' })).restore;
    renderRoutes(routes, `/member/${HANAKO_ID}/reports`);

    expect(await screen.findByText('Now at /home')).toBeVisible();
  });
});
