import { WorkStatus } from '@punchcard/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type RouteObject, useLocation } from 'react-router';

import MemberTimestampsRoute from '@/app/routes/member-timestamps';
import { HANAKO_ID, team, wireWorkStatus } from '@/features/team-board/testing/fixtures';
import {
  at,
  meIn,
  WORKSPACE_ID,
  type WorkspaceOptions,
  workspaceTimeAt,
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
  { path: `${prefix}/member/:id/timestamps`, Component: MemberTimestampsRoute },
  { path: `${prefix}/member/:id/requests`, Component: Where },
  { path: `${prefix}/home`, Component: Where },
]);

// Hanako clocked herself in; her manager Ada clocked her out.
const forgotten = {
  ...workspaceTimeAt('w1', at('2024-05-01T09:00'), at('2024-05-01T21:00')),
  id_user: HANAKO_ID,
  started_by: HANAKO_ID,
  stopped_by: USER_ID,
};

function answers(
  options: WorkspaceOptions = { role: 'Manager' },
  extra: ApiRoutes = {},
): ApiRoutes {
  return {
    '/v1/accounts/me': jsonAnswer(200, meIn(options)),
    [`/v1/workspaces/${WORKSPACE_ID}/members`]: jsonAnswer(200, team),
    'GET /v1/workspaces/members/work-status': jsonAnswer(200, [
      wireWorkStatus(HANAKO_ID, WorkStatus.Working, at('2024-05-01T09:00'), 'Head office'),
    ]),
    'GET /v1/workspaces/timestamps': jsonAnswer(200, [forgotten]),
    'GET /v1/activities': jsonAnswer(200, []),
    ...extra,
  };
}

describe("a member's timestamps for a manager", () => {
  let restoreFetch: () => void = () => undefined;
  beforeAll(async () => {
    await i18n.loadNamespaces(['timestamps', 'clock', 'errors', 'requests', 'memberTime']);
  });
  afterEach(async () => {
    cleanup();
    restoreFetch();
    await i18n.changeLanguage('en');
  });

  it("shows the member's day, who clocked them in and out, and clocks them out", async () => {
    const { fetchMock, restore, calls } = mockApi(
      answers(undefined, {
        [`PATCH /v1/workspaces/members/${HANAKO_ID}/timestamp`]: jsonAnswer(200, {
          id: 'w2',
          end: at('2024-05-01T22:00'),
          user_agent_out: null,
          ip_address_out: null,
        }),
      }),
    );
    restoreFetch = restore;
    renderRoutes(routes, `/member/${HANAKO_ID}/timestamps?day=2024-05-01`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Hanako Sato' })).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: "Hanako Sato's pages" });
    expect(within(tabs).getByRole('link', { name: 'Timestamps' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      await screen.findByText('Clocked in by Hanako Sato · Clocked out by Ada Lovelace'),
    ).toBeInTheDocument();
    expect(screen.getByText('Clocked in at: Head office')).toBeInTheDocument();
    const listed = calls.find((call) => call.path === '/v1/workspaces/timestamps');
    expect(listed?.query.get('id_user')).toBe(HANAKO_ID);

    fireEvent.click(screen.getByRole('button', { name: 'Clock Hanako Sato out' }));
    await waitFor(() => {
      expect(
        calls.some(
          (call) =>
            call.method === 'PATCH' &&
            call.path === `/v1/workspaces/members/${HANAKO_ID}/timestamp`,
        ),
      ).toBe(true);
    });
    expect(await screen.findByText('Hanako Sato is clocked out.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('edits through the edit-action dialog and offers no requests on her behalf', async () => {
    const { restore } = mockApi(answers());
    restoreFetch = restore;
    renderRoutes(routes, `/member/${HANAKO_ID}/timestamps?day=2024-05-01`);

    fireEvent.click(await screen.findByRole('button', { name: /^Actions for Work time/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Request a change' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Add a break' })).toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit work time' });
    expect(
      within(dialog).getByText(/You are changing Hanako Sato's recorded time, not your own/),
    ).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const addMenu = await screen.findByRole('menu');
    expect(within(addMenu).getByRole('menuitem', { name: 'Work time' })).toBeInTheDocument();
    expect(within(addMenu).queryByRole('menuitem', { name: 'Activity' })).toBeNull();
    fireEvent.keyDown(addMenu, { key: 'Escape' });

    // One page shows both views of the member's time.
    fireEvent.click(screen.getByRole('tab', { name: 'Timeline' }));
    await waitFor(() => {
      expect(screen.getByRole('tab', { name: 'Timeline' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  });

  it("sends the member's own id to their requests and a plain member home", async () => {
    const { restore } = mockApi(answers({ role: 'Member' }));
    restoreFetch = restore;
    renderRoutes(routes, `/ja/member/${USER_ID}/timestamps`);
    expect(await screen.findByText(`Now at /ja/member/${USER_ID}/requests`)).toBeInTheDocument();
    cleanup();

    renderRoutes(routes, `/member/${HANAKO_ID}/timestamps`);
    expect(await screen.findByText('Now at /home')).toBeInTheDocument();
  });
});
