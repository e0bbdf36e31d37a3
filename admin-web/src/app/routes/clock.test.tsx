import type { ClockStatus } from '@punchcard/shared';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, type RouteObject, useLocation } from 'react-router';

import { AuthGuard } from '@/app/guards/auth-guard';
import ClockRoute from '@/app/routes/clock';
import { presentError } from '@/app/shell/error-presenter';
import { RunningTimerProvider } from '@/features/time-tracking/components/running-timer-provider';
import {
  allOptional,
  CATEGORY_ID,
  catalog,
  meIn,
  mockApi,
  notWorking,
  ok,
  onBreak,
  openActivity,
  PROJECT_ID,
  refusal,
  type RouteAnswer,
  TASK_ID,
  activity,
  pause,
  workspace,
  workspaceTime,
  working,
} from '@/features/time-tracking/testing/clock-fixtures';
import { TIMER_DISPLAY_STORAGE_KEY } from '@/features/time-tracking/utils/timer-display-mode';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { renderRoutes } from '@/testing/test-utils';

// These pages load their texts and code on first render; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

function Where({ name }: { name: string }) {
  return <h1>{`${name} ${useLocation().pathname}`}</h1>;
}

// The clock behind the auth guard, with the running timer the base layout provides.
const routes: RouteObject[] = [
  {
    element: <AuthGuard />,
    children: [
      {
        element: (
          <RunningTimerProvider>
            <Outlet />
          </RunningTimerProvider>
        ),
        children: ['', '/ja'].flatMap((prefix) => [
          { path: `${prefix}/clock`, Component: ClockRoute },
          { path: `${prefix}/break`, element: <Where name="Break" /> },
          { path: `${prefix}/setup`, element: <Where name="Setup" /> },
        ]),
      },
    ],
  },
];

const now = () => Math.floor(Date.now() / 1000);

interface ClockApiOptions {
  /** Writes by `METHOD /path`, answering from (and changing) the current status. */
  writes?: Record<string, (state: { status: ClockStatus }) => RouteAnswer>;
  me?: ReturnType<typeof meIn>;
  /** Other reads than the defaults (today's workspace times and activities are empty). */
  reads?: Record<string, RouteAnswer>;
}

/** The API as the clock page meets it; `state.status` is what the status read answers now. */
function clockApi(
  initial: ClockStatus,
  { writes = {}, me = meIn(), reads = {} }: ClockApiOptions = {},
) {
  const state = { status: initial };
  const writeRoutes = Object.fromEntries(
    Object.entries(writes).map(([route, answer]) => [route, () => answer(state)]),
  );
  return mockApi({
    'GET /v1/accounts/me': ok(me),
    'GET /v1/workspaces/timestamps/status': () => ok(state.status),
    'GET /v1/workspaces/timestamps': ok([]),
    'GET /v1/activities': ok([]),
    'GET /v1/projects': ok(catalog.projects),
    [`GET /v1/tasks/workspace/${workspace().id}`]: ok(catalog.tasks),
    'GET /v1/tasks/categories': ok(catalog.categories),
    'GET /v1/tags': ok(catalog.tags),
    ...reads,
    ...writeRoutes,
  });
}

/** A query client that presents failures as the app does (a notice in words). */
function appQueryClient() {
  const client = createQueryClient({ presentError });
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, refetchInterval: false },
  });
  return client;
}

/** Opens the combobox named `label`; its list of options (queried within: far quicker). */
async function open(label: string): Promise<HTMLElement> {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.click(input);
  return waitFor(() => {
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (list === null) throw new Error(`${label} did not open`);
    return list;
  });
}

async function pick(label: string, option: string) {
  fireEvent.click(within(await open(label)).getByRole('option', { name: option }));
}

describe('the clock page', () => {
  jest.setTimeout(30_000);
  let restore: () => void = () => undefined;
  afterEach(async () => {
    // Unmounted first, so the language switch below re-renders nothing.
    cleanup();
    restore();
    window.localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('clocks in with an idempotency key, then offers a break and the clock-out', async () => {
    const api = clockApi(notWorking, {
      writes: {
        'POST /v1/workspaces/timestamps': (state) => {
          state.status = working(now());
          return ok({ id: 'wt', start: now() });
        },
      },
    });
    restore = api.restore;
    renderRoutes(routes, '/clock');

    expect(await screen.findByRole('heading', { level: 1, name: 'Clock' })).toBeInTheDocument();
    expect(await screen.findByText('Not working')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));

    expect(await screen.findByRole('button', { name: 'Take a break' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Clock out' })).toBeEnabled();
    expect(screen.getByText('Working')).toBeInTheDocument();
    expect(await screen.findByText('Clocked in.')).toBeInTheDocument();
    const [clockIn, ...others] = api.writes();
    expect(others).toEqual([]);
    expect(clockIn).toMatchObject({ method: 'POST', path: '/v1/workspaces/timestamps', body: {} });
    expect(clockIn?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('never clocks in twice: every action waits while one is on its way', async () => {
    const api = clockApi(notWorking, {
      writes: { 'POST /v1/workspaces/timestamps': () => ({ pending: true }) },
    });
    restore = api.restore;
    renderRoutes(routes, '/clock');
    const clockIn = await screen.findByRole('button', { name: 'Clock in' });

    fireEvent.click(clockIn);
    await waitFor(() => {
      expect(clockIn).toBeDisabled();
    });
    fireEvent.click(clockIn);

    expect(api.writes()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Start activity' })).toBeDisabled();
  });

  it('takes a break and clocks out with the right requests', async () => {
    const api = clockApi(working(now() - 600), {
      writes: {
        'POST /v1/workspaces/timestamps/break': (state) => {
          state.status = onBreak(now() - 600, now());
          return ok({});
        },
        'PATCH /v1/workspaces/timestamps': (state) => {
          state.status = notWorking;
          return ok({ id: 'wt', end: now() });
        },
      },
    });
    restore = api.restore;
    renderRoutes(routes, '/clock');

    fireEvent.click(await screen.findByRole('button', { name: 'Take a break' }));
    expect(await screen.findByRole('button', { name: 'End break' })).toBeInTheDocument();
    expect(screen.getByText('On a break')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the break screen' })).toHaveAttribute(
      'href',
      '/break',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clock out' }));
    expect(await screen.findByRole('button', { name: 'Clock in' })).toBeInTheDocument();
    expect(api.writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /v1/workspaces/timestamps/break',
      'PATCH /v1/workspaces/timestamps',
    ]);
  });

  it('shows a refusal in words and the state the API reports', async () => {
    const api = clockApi(notWorking, {
      writes: {
        'POST /v1/workspaces/timestamps': (state) => {
          // Clocked in meanwhile, from another device.
          state.status = working(now() - 60);
          return refusal(412, 'already_clocked_in');
        },
      },
    });
    restore = api.restore;
    renderRoutes(routes, '/clock', appQueryClient());

    fireEvent.click(await screen.findByRole('button', { name: 'Clock in' }));

    expect(await screen.findByText('You are already clocked in.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Clock out' })).toBeEnabled();
  });

  it('starts an activity with the chosen project, task, tags and description', async () => {
    const api = clockApi(working(now() - 600), {
      writes: {
        'POST /v1/activities/start': (state) => {
          state.status = working(
            now() - 600,
            openActivity(now(), {
              id_project: PROJECT_ID,
              id_task: TASK_ID,
              id_category: CATEGORY_ID,
              description: 'Check the tables',
            }),
          );
          return ok({ id: 'activity-open', start: now() });
        },
      },
    });
    restore = api.restore;
    renderRoutes(routes, '/clock');
    await screen.findByRole('button', { name: 'Clock out' });

    await pick('Project', 'Difference Engine');
    // Only the project's own tasks are offered.
    const tasks = await open('Task');
    expect(
      within(tasks)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Gear tables']);
    fireEvent.click(within(tasks).getByRole('option', { name: 'Gear tables' }));
    await pick('Tags', 'Urgent');
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: '  Check the tables ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start activity' }));

    expect(await screen.findByRole('button', { name: 'Stop activity' })).toBeInTheDocument();
    expect(screen.getByText('Check the tables')).toBeInTheDocument();
    expect(screen.getByText('Difference Engine / Gear tables')).toBeInTheDocument();
    const start = api.writes().find(({ path }) => path === '/v1/activities/start');
    expect(start?.body).toEqual({
      id_project: PROJECT_ID,
      id_task: TASK_ID,
      // The task brought its category.
      id_category: CATEGORY_ID,
      id_tags: [catalog.tags[0]?.id],
      description: 'Check the tables',
    });
    expect(start?.headers['Idempotency-Key']).toBeDefined();
  });

  it('names the details the workspace requires, and sends nothing without them', async () => {
    const strict = workspace({
      timestamp_settings: {
        ...allOptional,
        is_project_required: true,
        is_description_required: true,
      },
    });
    const api = clockApi(working(now() - 600), { me: meIn(strict) });
    restore = api.restore;
    renderRoutes(routes, '/clock');
    await screen.findByRole('button', { name: 'Clock out' });

    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Task' })).toHaveAttribute(
      'aria-required',
      'false',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start activity' }));

    expect(await screen.findByText('Project is required in this workspace.')).toBeInTheDocument();
    expect(screen.getByText('Description is required in this workspace.')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await pick('Project', 'Analytical Engine');
    await waitFor(() => {
      expect(screen.queryByText('Project is required in this workspace.')).not.toBeInTheDocument();
    });
    expect(screen.getByText('Description is required in this workspace.')).toBeInTheDocument();
  });

  it('explains that an activity needs work time here, instead of failing', async () => {
    const api = clockApi(notWorking);
    restore = api.restore;
    renderRoutes(routes, '/clock');

    expect(await screen.findByText('Clock in first')).toBeInTheDocument();
    expect(
      screen.getByText(/This workspace records activities within work time/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start activity' })).toBeDisabled();
  });

  it('lets an activity start without work time where the workspace allows it', async () => {
    const api = clockApi(notWorking, { me: meIn(workspace({ is_time_required: false })) });
    restore = api.restore;
    renderRoutes(routes, '/clock');

    expect(await screen.findByRole('button', { name: 'Start activity' })).toBeEnabled();
    expect(screen.queryByText('Clock in first')).not.toBeInTheDocument();
  });

  it('stops the running activity', async () => {
    const running = openActivity(now() - 90, { description: 'Proofs' });
    const api = clockApi(working(now() - 600, running), {
      writes: {
        [`PATCH /v1/activities/${running.id}/stop`]: (state) => {
          state.status = working(now() - 600);
          return ok({ end: now() });
        },
      },
    });
    restore = api.restore;
    renderRoutes(routes, '/clock');

    expect(await screen.findByText('Proofs')).toBeInTheDocument();
    expect(screen.getByText('Clocking out also stops the running activity.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stop activity' }));

    expect(await screen.findByRole('button', { name: 'Start activity' })).toBeInTheDocument();
    expect(api.writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      `PATCH /v1/activities/${running.id}/stop`,
    ]);
  });

  it('hides the timers until asked, then shows and remembers the chosen form', async () => {
    const api = clockApi(working(now() - 125));
    restore = api.restore;
    renderRoutes(routes, '/clock');
    await screen.findByRole('button', { name: 'Clock out' });

    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    const display = screen.getByRole('radiogroup', { name: 'Timer display' });
    fireEvent.click(within(display).getByLabelText('Short'));
    expect(screen.getByRole('timer', { name: 'Work time' })).toHaveTextContent(/^02:0\d$/);
    fireEvent.click(within(display).getByLabelText('Long'));
    expect(screen.getByRole('timer', { name: 'Work time' })).toHaveTextContent(/^00:02:0\d$/);
    expect(window.localStorage.getItem(TIMER_DISPLAY_STORAGE_KEY)).toBe('long');
    // The tab shows the running timer too.
    await waitFor(() => {
      expect(document.title).toMatch(/^02:0\d - Clock \| Punchcard$/);
    });
  });

  it('adds up today: work time without breaks, breaks, and activities', async () => {
    // Spans at fixed hours of today (local time), whatever the time of the run.
    const today = new Date();
    const midnight =
      new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime() / 1000;
    const at = (hours: number) => midnight + hours * 3600;
    const api = clockApi(notWorking, {
      reads: {
        'GET /v1/workspaces/timestamps': ok([
          workspaceTime(at(-1), at(2), [pause(at(1), at(1.5))]),
          workspaceTime(at(3), at(4)),
        ]),
        'GET /v1/activities': ok([activity(at(0.5), at(1.25)), activity(at(3), at(3.5))]),
      },
    });
    restore = api.restore;
    renderRoutes(routes, '/clock');

    const summary = await screen.findByRole('region', { name: 'Today' });
    // 2 h before the break's 30 min are taken off, plus 1 h; yesterday's hour does not count.
    expect(await within(summary).findByText('2h 30m')).toBeInTheDocument();
    expect(within(summary).getByText('30m')).toBeInTheDocument();
    expect(within(summary).getByText('1h 15m')).toBeInTheDocument();
    const read = api.requests.find(({ path }) => path === '/v1/workspaces/timestamps');
    expect(read?.query.get('start')).toBe(String(midnight));
  });

  it('speaks Japanese under /ja', async () => {
    const api = clockApi(working(now() - 600));
    restore = api.restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/clock');

    expect(await screen.findByRole('heading', { level: 1, name: '打刻' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '休憩する' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退勤' })).toBeInTheDocument();
    expect(screen.getByText('勤務中')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'プロジェクト' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '作業を開始' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '今日' })).toBeInTheDocument();
  });

  it('sends a member without a workspace to set one up', async () => {
    const api = mockApi({
      'GET /v1/accounts/me': ok({ ...meIn(), memberships: [], active_workspace: null }),
    });
    restore = api.restore;
    renderRoutes(routes, '/clock');

    expect(await screen.findByRole('heading', { name: 'No workspace yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up a workspace' })).toHaveAttribute(
      'href',
      '/setup',
    );
    // No clock status is asked for: without a workspace there is none.
    expect(api.requests.filter(({ path }) => path !== '/v1/accounts/me')).toEqual([]);
  });
});
