import type { Role } from '@punchcard/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';

import ProjectTotalRoute from '@/app/routes/project-total';
import {
  HANA_ID,
  site,
  SITE_ID,
  wireDetails,
  wireTotal,
} from '@/features/projects/testing/project-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoute, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireMe, wireWorkspace } from '@/testing/wire-fixtures';

function setup(role: Role, total: ApiRoute, path = `/projects/${SITE_ID}/total`) {
  const api = mockApi({
    'GET /v1/accounts/me': ok(wireMe(wireWorkspace({ role, plan: 'BASIC' }))),
    [`GET /v1/projects/${SITE_ID}`]: ok(wireDetails(site)),
    [`GET /v1/projects/${SITE_ID}/total`]: total,
  });
  const { router } = renderRoutes(
    [{ path: '/projects/:id/total', Component: ProjectTotalRoute }],
    path,
  );
  return { api, router };
}

describe("a project's total", () => {
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['projects', 'errors']);
  });
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => {
    cleanup();
    api?.restore();
  });

  it('shows the time and cost per member and per task for a manager', async () => {
    ({ api } = setup(
      'Owner',
      ok(wireTotal()),
      `/projects/${SITE_ID}/total?from=2024-05-01&to=2024-05-31`,
    ));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Website relaunch' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Total' })).toHaveAttribute('aria-current', 'page');
    // The summary above, and the members' total row.
    expect(await screen.findAllByText('$100.63')).toHaveLength(2);
    expect(screen.getAllByText('5h')).toHaveLength(2);
    const members = screen.getByRole('region', { name: 'By member' });
    const rows = within(members).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MemberTimeShareRateCost',
      'Hana Sato2h 30m50%$30.25/h$75.63',
      'Ken MoriNo longer on the project2h 30m50%$10.00/h$25.00',
      'Total5h$100.63',
    ]);
    expect(within(members).getByRole('link', { name: 'Hana Sato' })).toHaveAttribute(
      'href',
      `/member/${HANA_ID}/timestamps`,
    );
    const tasks = screen.getByRole('region', { name: 'By task' });
    expect(
      within(tasks)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'TaskTimeShareCost',
      'Design2h40%$60.50',
      'No task2h40%$30.13',
      'Other members’ personal tasks1h20%$10.00',
    ]);
    const asked = api.callsTo(`GET /v1/projects/${SITE_ID}/total`)[0]?.query;
    expect(asked?.get('start')).toBe(String(dayjs('2024-05-01').unix()));
    expect(asked?.get('end')).toBe(String(dayjs('2024-06-01').unix()));
  });

  it('explains what a member sees and moves to the period chosen', async () => {
    let router;
    ({ api, router } = setup(
      'Member',
      ok(
        wireTotal({
          view: 'SUMMARY',
          cost: null,
          members: [
            {
              id_user: HANA_ID,
              name: 'Hana Sato',
              is_member: true,
              duration: 9_000,
              hourly_rate: '30.25',
              cost: '75.63',
            },
          ],
          tasks: wireTotal().tasks.map((task) => ({ ...task, cost: null })),
        }),
      ),
    ));
    // The first answer may take a while on a busy machine.
    expect(
      await screen.findByText(/The project’s totals, with your own row/, {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.queryByText('Cost', { selector: 'p' })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'By task' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Task', 'Time', 'Share']);
    // Not a manager: names are not links.
    expect(screen.queryByRole('link', { name: 'Hana Sato' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(() => {
      expect(router.state.location.search).toMatch(/^\?from=\d{4}-\d{2}-01&to=/);
    });
    expect(screen.getByRole('button', { name: 'Last month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says when the period holds no time, and when the project cannot be seen', async () => {
    ({ api } = setup(
      'Owner',
      ok(wireTotal({ duration: 0, cost: '0.00', members: [], tasks: [] })),
    ));
    expect(
      await screen.findByText('No time was recorded on this project in this period.'),
    ).toBeVisible();
    cleanup();
    api.restore();
    api = mockApi({
      'GET /v1/accounts/me': ok(wireMe(wireWorkspace({ role: 'Member' }))),
      [`GET /v1/projects/${SITE_ID}`]: refused(404, 'project_not_found'),
    });
    renderRoutes(
      [{ path: '/projects/:id/total', Component: ProjectTotalRoute }],
      `/projects/${SITE_ID}/total`,
    );
    expect(
      await screen.findByText('This project does not exist, or you cannot see it.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Project unavailable' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All projects' })).toHaveAttribute('href', '/projects');
  });
});
