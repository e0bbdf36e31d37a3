import { WorkStatus } from '@punchcard/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { type RouteObject, useLocation } from 'react-router';

import WhoIsWorkingRoute from '@/app/routes/who-is-working';
import { BEN_ID, HANAKO_ID, team, wireWorkStatus } from '@/features/team-board/testing/fixtures';
import {
  at,
  meIn,
  WORKSPACE_ID,
  type WorkspaceOptions,
} from '@/features/workspace-times/testing/fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, jsonAnswer, mockApi } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { USER_ID } from '@/testing/wire-fixtures';

function Where() {
  const { pathname } = useLocation();
  return <p>{`Now at ${pathname}`}</p>;
}

const routes: RouteObject[] = ['', '/ja'].flatMap((prefix) => [
  { path: `${prefix}/who-is-working`, Component: WhoIsWorkingRoute },
  { path: `${prefix}/home`, Component: Where },
]);

function answers(options: WorkspaceOptions = { role: 'Manager' }): ApiRoutes {
  return {
    '/v1/accounts/me': jsonAnswer(200, meIn(options)),
    [`/v1/workspaces/${WORKSPACE_ID}/members`]: jsonAnswer(200, team),
    '/v1/workspaces/members/work-status': jsonAnswer(200, [
      wireWorkStatus(USER_ID, WorkStatus.NotWorking),
      wireWorkStatus(BEN_ID, WorkStatus.Break, at('2024-05-01T12:00')),
      wireWorkStatus(HANAKO_ID, WorkStatus.Working, at('2024-05-01T09:00'), 'Head office'),
    ]),
  };
}

describe("who's working now", () => {
  let restoreFetch: () => void = () => undefined;
  beforeAll(async () => {
    await i18n.loadNamespaces(['memberTime']);
  });
  afterEach(async () => {
    cleanup();
    restoreFetch();
    await i18n.changeLanguage('en');
  });

  it('lists the team, at work first, with totals and links to each member', async () => {
    restoreFetch = mockApi(answers()).restore;
    renderRoutes(routes, '/who-is-working');

    expect(
      await screen.findByRole('heading', { level: 1, name: "Who's working now" }),
    ).toBeVisible();
    const rows = await screen.findAllByRole('row');
    // The header row, then Hanako (working), Ben (on a break), Ada (out).
    const names = rows.slice(1).map((row) => within(row).getByRole('link').textContent);
    expect(names).toEqual(['Hanako Sato', 'Ben Okafor', 'Ada Lovelace']);
    expect(within(rows[1] as HTMLElement).getByText('Working')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Head office')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('On a break')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hanako Sato' })).toHaveAttribute(
      'href',
      `/member/${HANAKO_ID}/timestamps`,
    );
    const totals = screen.getByRole('group', { name: 'Team totals' });
    expect(within(totals).getByText('1 working')).toBeInTheDocument();
    expect(within(totals).getByText('1 on a break')).toBeInTheDocument();
    expect(within(totals).getByText('1 not working')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print roll call' })).toBeEnabled();
  });

  it('speaks Japanese under /ja and keeps links under the prefix', async () => {
    restoreFetch = mockApi(answers()).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/who-is-working');
    expect(
      await screen.findByRole('heading', { level: 1, name: '現在勤務中のメンバー' }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Hanako Sato' })).toHaveAttribute(
      'href',
      `/ja/member/${HANAKO_ID}/timestamps`,
    );
    expect(screen.getByText('勤務中 1 人')).toBeInTheDocument();
  });

  it('sends those without VIEW_MEMBER_TIMESTAMPS home', async () => {
    restoreFetch = mockApi(answers({ role: 'Member' })).restore;
    renderRoutes(routes, '/who-is-working');
    expect(await screen.findByText('Now at /home')).toBeInTheDocument();
  });
});
