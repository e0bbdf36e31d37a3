import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { useLocation } from 'react-router';

import TimestampsListViewRoute from '@/app/routes/timestamps-list-view';
import {
  activityAt,
  at,
  breakAt,
  CATEGORY_ID,
  catalogue,
  meIn,
  PROJECT_ID,
  TAG_ID,
  WORKSPACE_ID,
  type WorkspaceOptions,
  workspaceTimeAt,
} from '@/features/workspace-times/testing/fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, jsonAnswer, mockApi } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

function Where({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return (
    <main>
      <h1>{name}</h1>
      <p>{`${pathname}${search}`}</p>
    </main>
  );
}

const routes: RouteObject[] = ['', '/ja'].flatMap((prefix) => [
  { path: `${prefix}/timestamps/list-view`, Component: TimestampsListViewRoute },
  { path: `${prefix}/timestamps/timeline-view`, element: <Where name="Timeline" /> },
]);

const work = workspaceTimeAt('w1', at('2024-05-01T09:00'), at('2024-05-01T17:30'), [
  breakAt('b1', 'w1', at('2024-05-01T12:00'), at('2024-05-01T12:45')),
]);
const design = activityAt('a1', at('2024-05-01T09:15'), at('2024-05-01T11:45'), {
  id_project: PROJECT_ID,
  id_category: CATEGORY_ID,
  tags: [TAG_ID],
  description: 'Home page layout',
});

type Answers = ApiRoutes;

function answers(
  options: WorkspaceOptions = {},
  extra: Answers = {},
  entries = { times: [work], activities: [design] },
): Answers {
  return {
    '/v1/accounts/me': jsonAnswer(200, meIn(options)),
    '/v1/workspaces/timestamps': jsonAnswer(200, entries.times),
    '/v1/activities': jsonAnswer(200, entries.activities),
    '/v1/projects': jsonAnswer(200, catalogue.projects),
    [`/v1/tasks/workspace/${WORKSPACE_ID}`]: jsonAnswer(200, []),
    '/v1/tasks/categories': jsonAnswer(200, catalogue.categories),
    '/v1/tags': jsonAnswer(200, catalogue.tags),
    ...extra,
  };
}

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The calls made with `method`, as [path, body]. */
function callsWith(fetchMock: jest.Mock, method: string): [string, unknown][] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === method)
    .map(([url, init]) => {
      const body = (init as RequestInit).body;
      return [String(url), typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined];
    });
}

/** The value a totals list gives for `term` (its <dd>). */
function totalIn(totals: HTMLElement, term: string): string | null | undefined {
  const dt = within(totals).getByText(term);
  return dt.parentElement?.querySelector('dd')?.textContent;
}

async function openActions(name: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
}

describe('the timestamps list', () => {
  let restoreFetch: () => void = () => undefined;
  // Compiling the texts' chunks on first use is slow under jest; pages then render at once.
  beforeAll(async () => {
    await i18n.loadNamespaces(['timestamps', 'clock', 'errors', 'requests']);
  });
  afterEach(async () => {
    // Unmounted first: switching the language back must not re-render a finished test's page.
    cleanup();
    restoreFetch();
    await i18n.changeLanguage('en');
  });

  it("shows the day's work time with its breaks, the activities, and the totals", async () => {
    const { fetchMock, restore } = mockApi(answers());
    restoreFetch = restore;
    renderRoutes(routes, '/timestamps/list-view?day=2024-05-01');

    expect(await screen.findByRole('heading', { level: 1, name: 'Timestamps' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Wed, May 1, 2024' }),
    ).toBeVisible();
    expect(screen.getByText('9:00 AM – 5:30 PM')).toBeInTheDocument();
    expect(screen.getByText('8h 30m')).toBeInTheDocument();
    expect(screen.getByText('12:00 PM – 12:45 PM')).toBeInTheDocument();
    expect(await screen.findByText('Website redesign')).toBeInTheDocument();
    expect(screen.getByText('Design')).toBeInTheDocument();
    expect(screen.getByText('client')).toBeInTheDocument();
    expect(screen.getByText('Home page layout')).toBeInTheDocument();

    const totals = screen.getByLabelText('Totals of the day');
    expect(totalIn(totals, 'Worked')).toBe('7h 45m');
    expect(totalIn(totals, 'Breaks')).toBe('45m');
    expect(totalIn(totals, 'Tracked')).toBe('2h 30m');

    const listed = fetchMock.mock.calls.map(([input]) => urlOf(input));
    const range = `start=${String(at('2024-05-01T00:00'))}&end=${String(at('2024-05-02T00:00'))}`;
    expect(listed).toContain(`/v1/workspaces/timestamps?${range}`);
    expect(listed).toContain(`/v1/activities?${range}`);
    await waitFor(() => {
      expect(document.title).toBe('Timestamps (list) | Punchcard');
    });
  });

  it('moves through days and weeks, keeping the period in the address', async () => {
    restoreFetch = mockApi(answers()).restore;
    const { router } = renderRoutes(routes, '/timestamps/list-view?day=2024-05-01');
    await screen.findByRole('heading', { level: 2, name: 'Wed, May 1, 2024' });

    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Thu, May 2, 2024' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?day=2024-05-02');

    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?week=2024-04-29');
    });
    expect(await screen.findByText('Apr 29 – May 5, 2024')).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(7);

    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?week=2024-04-22');
    });

    fireEvent.click(screen.getByRole('tab', { name: 'Timeline' }));
    expect(await screen.findByRole('heading', { name: 'Timeline' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/timestamps/timeline-view');
    expect(router.state.location.search).toBe('?week=2024-04-22');
  });

  it('edits a work time, keeping the unchanged start to the second', async () => {
    const { fetchMock, restore } = mockApi(
      answers({}, { '/v1/workspaces/timestamps/w1': jsonAnswer(200, work) }),
    );
    restoreFetch = restore;
    renderRoutes(routes, '/timestamps/list-view?day=2024-05-01');

    const menu = await openActions(/^Actions for Work time 9:00 AM/);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit work time' });
    expect(within(dialog).getByLabelText(/^Start time/)).toHaveValue('09:00');
    fireEvent.change(within(dialog).getByLabelText(/^End time/), { target: { value: '18:15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Work time saved.')).toBeInTheDocument();
    expect(callsWith(fetchMock, 'PATCH')).toEqual([
      ['/v1/workspaces/timestamps/w1', { start: work.start, end: at('2024-05-01T18:15') }],
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it("edits an activity's details, sending only what changed", async () => {
    const { fetchMock, restore } = mockApi(
      answers({}, { '/v1/activities/a1': jsonAnswer(200, design) }),
    );
    restoreFetch = restore;
    renderRoutes(routes, '/timestamps/list-view?day=2024-05-01');

    const menu = await openActions(/^Actions for Activity 9:15 AM/);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit activity' });
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: 'Home page and footer' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Activity saved.')).toBeInTheDocument();
    expect(callsWith(fetchMock, 'PATCH')).toEqual([
      [
        '/v1/activities/a1',
        {
          id_project: PROJECT_ID,
          id_task: null,
          id_category: CATEGORY_ID,
          id_tags: [TAG_ID],
          description: 'Home page and footer',
        },
      ],
    ]);
  });

  it('lets the details change while the times stay locked, and says why', async () => {
    restoreFetch = mockApi(
      answers({
        role: 'Member',
        plan: 'LITE',
        settings: { is_permission_required: true, is_detail_modification_allowed: true },
      }),
    ).restore;
    renderRoutes(routes, '/timestamps/list-view?day=2024-05-01');

    const menu = await openActions(/^Actions for Activity 9:15 AM/);
    expect(within(menu).getByRole('menuitem', { name: 'Request a change' })).toBeVisible();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit activity' });
    expect(within(dialog).getByLabelText(/^Start time/)).toBeDisabled();
    expect(within(dialog).getByLabelText('Description')).toBeEnabled();
    expect(
      within(dialog).getByText(/does not let you change the start and end directly/),
    ).toBeVisible();
  });

  it('checks the times before asking the API', async () => {
    const { fetchMock, restore } = mockApi(answers());
    restoreFetch = restore;
    renderRoutes(routes, '/timestamps/list-view?day=2024-05-01');
    await screen.findByText('9:00 AM – 5:30 PM');

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Work time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add work time' });
    expect(within(dialog).getByLabelText(/^Start date/)).toHaveValue('2024-05-01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findAllByText('Enter a time.')).toHaveLength(2);

    fireEvent.change(within(dialog).getByLabelText(/^Start time/), { target: { value: '19:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^End time/), { target: { value: '18:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('The end must be after the start.')).toBeVisible();
    expect(callsWith(fetchMock, 'PUT')).toEqual([]);
  });

  it("shows the API's refusal in words, keeping what was entered", async () => {
    const { fetchMock, restore } = mockApi(
      answers(
        {},
        {
          '/v1/workspaces/timestamps': jsonAnswer(409, {
            status_code: 409,
            error_key: 'add_conflict',
            message: 'overlap',
          }),
        },
      ),
    );
    restoreFetch = restore;
    // The list itself answers from the same path: it fails too, which the page says.
    renderRoutes(routes, '/timestamps/list-view?day=2024-05-01');
    expect(await screen.findByText('The timestamps could not be loaded')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Work time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add work time' });
    fireEvent.change(within(dialog).getByLabelText(/^Start time/), { target: { value: '18:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^End time/), { target: { value: '19:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The work time would overlap another one.',
    );
    expect(within(dialog).getByLabelText(/^End time/)).toHaveValue('19:00');
    expect(callsWith(fetchMock, 'PUT')).toEqual([
      ['/v1/workspaces/timestamps', { start: at('2024-05-01T18:00'), end: at('2024-05-01T19:00') }],
    ]);
  });

  it('deletes after asking, then offers to undo', async () => {
    const { fetchMock, restore } = mockApi(
      answers(
        {},
        {
          '/v1/workspaces/timestamps/w1/pseudo': jsonAnswer(200, work),
          '/v1/workspaces/deleted/workspacetime/w1': jsonAnswer(200, work),
        },
      ),
    );
    restoreFetch = restore;
    renderRoutes(routes, '/timestamps/list-view?day=2024-05-01');

    const menu = await openActions(/^Actions for Work time 9:00 AM/);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this work time?' });
    expect(within(dialog).getByText('Its break is deleted with it.')).toBeVisible();
    expect(callsWith(fetchMock, 'DELETE')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Work time deleted.')).toBeInTheDocument();
    expect(callsWith(fetchMock, 'DELETE')).toEqual([
      ['/v1/workspaces/timestamps/w1/pseudo', undefined],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => {
      expect(callsWith(fetchMock, 'PATCH')).toEqual([
        ['/v1/workspaces/deleted/workspacetime/w1', undefined],
      ]);
    });
  });

  it('offers requests instead where the workspace locks past time', async () => {
    const { fetchMock, restore } = mockApi(
      answers({ role: 'Member', plan: 'LITE', isApprovalRequired: true }),
    );
    restoreFetch = restore;
    renderRoutes(routes, '/timestamps/list-view?day=2024-05-01');

    const menu = await openActions(/^Actions for Activity 9:15 AM/);
    expect(within(menu).queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Request deletion' })).toBeVisible();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Request a change' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('menuitem', { name: 'Request work time' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Request an activity' })).toBeVisible();
    expect(callsWith(fetchMock, 'PATCH')).toEqual([]);
  });

  it('marks an activity with a pending change request', async () => {
    const me = meIn();
    me.active_workspace?.pending_requests.push({
      id_request: 'r1',
      id_timestamp: 'a1',
      start: design.start,
      end: design.end,
    });
    restoreFetch = mockApi(answers({}, { '/v1/accounts/me': jsonAnswer(200, me) })).restore;
    renderRoutes(routes, '/timestamps/list-view?day=2024-05-01');
    expect(await screen.findByText('Change requested')).toBeVisible();
  });

  it('says when nothing was recorded', async () => {
    restoreFetch = mockApi(answers({}, {}, { times: [], activities: [] })).restore;
    renderRoutes(routes, '/timestamps/list-view?day=2024-05-01');
    expect(await screen.findByText('Nothing recorded on this day.')).toBeVisible();
    expect(totalIn(screen.getByLabelText('Totals of the day'), 'Worked')).toBe('0m');
  });

  it('says when the entries could not be loaded, and tries again', async () => {
    restoreFetch = mockApi(
      answers({}, { '/v1/activities': jsonAnswer(500, { error_key: 'error.internal_error' }) }),
    ).restore;
    renderRoutes(routes, '/timestamps/list-view?day=2024-05-01');
    expect(await screen.findByText('The timestamps could not be loaded')).toBeVisible();
    restoreFetch();
    restoreFetch = mockApi(answers()).restore;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('9:00 AM – 5:30 PM')).toBeInTheDocument();
  });

  it('speaks Japanese under /ja', async () => {
    restoreFetch = mockApi(answers()).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/timestamps/list-view?day=2024-05-01');

    expect(await screen.findByRole('heading', { level: 1, name: '記録一覧' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: '2024年5月1日（水）' }),
    ).toBeVisible();
    expect(screen.getByText('09:00 – 17:30')).toBeInTheDocument();
    expect(screen.getByText('8時間30分')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '次の日' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'タイムライン' })).toBeVisible();
    await waitFor(() => {
      expect(document.title).toBe('記録一覧（リスト） | Punchcard');
    });
  });
});
