import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { appQueryClient, clockApi, now, routes } from '@/app/testing/clock-page';
import {
  meIn,
  notWorking,
  onBreak,
  activity,
  pause,
  workspaceTime,
  working,
} from '@/features/workspace-times/testing/clock-fixtures';
import { TIMER_DISPLAY_STORAGE_KEY } from '@/features/workspace-times/utils/timer-display-mode';
import { i18n } from '@/lib/i18n';
import { mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

// These pages load their texts and code on first render; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

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
          return refused(412, 'already_clocked_in');
        },
      },
    });
    restore = api.restore;
    renderRoutes(routes, '/clock', appQueryClient());

    fireEvent.click(await screen.findByRole('button', { name: 'Clock in' }));

    expect(await screen.findByText('You are already clocked in.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Clock out' })).toBeEnabled();
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
    const read = api.calls.find(({ path }) => path === '/v1/workspaces/timestamps');
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
    expect(api.calls.filter(({ path }) => path !== '/v1/accounts/me')).toEqual([]);
  });
});
