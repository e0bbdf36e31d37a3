// The pomodoro on the clock page: switched on, its rounds run on the clock status, a finished
// round proposes a break (in the panel, as an in-app notice and as a browser notification), and
// the break goes through the clock's own break control.
import type { ClockStatus, Preferences } from '@punchcard/shared';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { clockApi, now, routes } from '@/app/testing/clock-page';
import {
  meIn,
  pause,
  USER_ID,
  WORKSPACE_ID,
  workspace,
  workspaceTime,
} from '@/features/workspace-times/testing/clock-fixtures';
import type { PomodoroCycle } from '@/features/workspace-times/utils/pomodoro';
import { pomodoroStorageKey } from '@/features/workspace-times/utils/pomodoro-storage';
import { i18n } from '@/lib/i18n';
import { ok } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

configure({ asyncUtilTimeout: 5_000 });

const STORAGE_KEY = pomodoroStorageKey(USER_ID, WORKSPACE_ID);
const lengths = { work: 1500, short_break: 300, long_break: 900, rounds: 4 };
const preferences = (enabled: boolean): Preferences => ({
  is_pomodoro_enabled: enabled,
  pomodoro_settings: lengths,
  is_workspace_time_location_on: false,
  is_timestamp_location_on: false,
});

// One workday from `clockIn`, with its breaks as the status read gives them.
const CLOCK_IN = now() - 3600;
const ID_WORKSPACE_TIME = `wt-${CLOCK_IN}`;
function status(breaks: { start: number; end: number | null }[] = []): ClockStatus {
  const spans = breaks.map(({ start, end }) => pause(start, end, ID_WORKSPACE_TIME));
  const open = spans.find((span) => span.end === null) ?? null;
  return {
    work_status: open === null ? 'WORKING' : 'BREAK',
    workspace_time: workspaceTime(CLOCK_IN, null, spans),
    break: open,
    activity: null,
  };
}

function storeCycle(cycle: Partial<PomodoroCycle>) {
  const stored: PomodoroCycle = {
    idWorkspaceTime: ID_WORKSPACE_TIME,
    rounds: 0,
    workStart: now(),
    pause: null,
    seenBreaks: [],
    accepted: false,
    announced: null,
    ...cycle,
  };
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
}
const storedCycle = () =>
  JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as PomodoroCycle | null;

/** The browser's notifications, allowed; every one shown is recorded. */
function allowNotifications() {
  const shown: { title: string; body?: string }[] = [];
  class FakeNotification {
    static permission: NotificationPermission = 'granted';
    static requestPermission = jest.fn(() => Promise.resolve(FakeNotification.permission));
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
    close = jest.fn();
  }
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true });
  return shown;
}

// The first render loads the page's code and texts: on a busy machine that takes a while.
const panel = () => screen.findByRole('region', { name: 'Pomodoro' }, { timeout: 15_000 });

describe('the pomodoro on the clock page', () => {
  jest.setTimeout(30_000);
  let restore: () => void = () => undefined;
  afterEach(async () => {
    cleanup();
    restore();
    window.localStorage.clear();
    Reflect.deleteProperty(window, 'Notification');
    await i18n.changeLanguage('en');
  });

  it('is off until switched on, then times the first round from now', async () => {
    const api = clockApi(status(), {
      reads: { 'GET /v1/accounts/me/preferences': ok(preferences(false)) },
      writes: {
        'PATCH /v1/accounts/me/pomodoro/status': () => ok({ is_pomodoro_enabled: true }),
      },
    });
    restore = api.restore;
    renderRoutes(routes, '/clock');

    const region = await panel();
    const toggle = await within(region).findByRole('switch', { name: 'Use the pomodoro timer' });
    expect(toggle).not.toBeChecked();
    expect(within(region).queryByRole('timer')).not.toBeInTheDocument();

    fireEvent.click(toggle);
    expect(await within(region).findByText('Round 1 of 4')).toBeInTheDocument();
    expect(
      within(region).getByRole('timer', { name: 'Time left in this round' }),
    ).toHaveTextContent(/^2[45]:\d\d$/);
    expect(within(region).getByText('Then a short break of 5 min.')).toBeInTheDocument();
    // FREE with billing on: the standard lengths, and what would allow others.
    expect(
      within(region).getByText(
        'Standard lengths: setting your own is available on the Basic plan and above.',
      ),
    ).toBeInTheDocument();
    expect(api.writes().map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PATCH', '/v1/accounts/me/pomodoro/status', { is_pomodoro_enabled: true }],
    ]);
    expect(storedCycle()).toMatchObject({ idWorkspaceTime: ID_WORKSPACE_TIME, rounds: 0 });
  });

  it('proposes a break when the round is over, announces it once, and takes it', async () => {
    const notifications = allowNotifications();
    const workStart = now() - 1500;
    storeCycle({ workStart });
    const api = clockApi(status(), {
      reads: { 'GET /v1/accounts/me/preferences': ok(preferences(true)) },
      writes: {
        'POST /v1/workspaces/timestamps/break': (state) => {
          state.status = status([{ start: now(), end: null }]);
          return ok({});
        },
      },
    });
    restore = api.restore;
    renderRoutes(routes, '/clock');

    const region = await panel();
    const proposal = await within(region).findByRole('alert');
    expect(proposal).toHaveTextContent('Round 1 done: time for a short break');
    // The in-app notice offers the same choices.
    await waitFor(() => {
      expect(screen.getAllByRole('button', { name: 'Skip break' })).toHaveLength(2);
    });
    expect(notifications).toEqual([
      { title: 'Round 1 done: time for a short break', body: 'Take 5 min away from the screen.' },
    ]);
    expect(storedCycle()?.announced).toBe(`due:${String(workStart)}`);

    fireEvent.click(within(proposal).getByRole('button', { name: 'Start break' }));
    expect(await within(region).findByText('Short break')).toBeInTheDocument();
    expect(within(region).getByRole('timer', { name: 'Time left in the break' })).toHaveTextContent(
      /^[45]:\d\d$/,
    );
    expect(api.writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /v1/workspaces/timestamps/break',
    ]);
    expect(storedCycle()).toMatchObject({ rounds: 1, pause: { kind: 'short' } });
    await waitFor(() => {
      expect(screen.queryAllByRole('button', { name: 'Skip break' })).toHaveLength(0);
    });
    expect(notifications).toHaveLength(1);
  });

  it('skips the break: the round counts and the next one starts', async () => {
    storeCycle({ workStart: now() - 1600, announced: `due:${String(now() - 1600)}` });
    const api = clockApi(status(), {
      reads: { 'GET /v1/accounts/me/preferences': ok(preferences(true)) },
    });
    restore = api.restore;
    renderRoutes(routes, '/clock');

    const region = await panel();
    // Announced before the reload: the panel proposes it, no notice comes again.
    const proposal = await within(region).findByRole('alert');
    expect(screen.getAllByRole('button', { name: 'Skip break' })).toHaveLength(1);

    fireEvent.click(within(proposal).getByRole('button', { name: 'Skip break' }));
    expect(await within(region).findByText('Round 2 of 4')).toBeInTheDocument();
    expect(
      await screen.findByText('Break skipped. The next round has started.'),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    expect(storedCycle()).toMatchObject({ rounds: 1, pause: null });
  });

  it('proposes going back when the break is over, and ends it with the clock', async () => {
    const breakStart = now() - 400;
    storeCycle({
      rounds: 1,
      workStart: breakStart - 1500,
      pause: { id: `break-${String(breakStart)}`, start: breakStart, kind: 'short' },
      seenBreaks: [`break-${String(breakStart)}`],
    });
    const api = clockApi(status([{ start: breakStart, end: null }]), {
      reads: { 'GET /v1/accounts/me/preferences': ok(preferences(true)) },
      writes: {
        'PATCH /v1/workspaces/timestamps/break': (state) => {
          state.status = status([{ start: breakStart, end: now() }]);
          return ok({});
        },
      },
    });
    restore = api.restore;
    renderRoutes(routes, '/clock');

    const proposal = await within(await panel()).findByRole('alert');
    expect(proposal).toHaveTextContent('Your break is over');
    fireEvent.click(within(proposal).getByRole('button', { name: 'End break' }));

    expect(await within(await panel()).findByText('Round 2 of 4')).toBeInTheDocument();
    expect(api.writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PATCH /v1/workspaces/timestamps/break',
    ]);
    expect(storedCycle()).toMatchObject({ rounds: 1, pause: null });
  });

  it('keeps the round through a reload', async () => {
    const workStart = now() - 600;
    storeCycle({ workStart, rounds: 2 });
    const reads = { 'GET /v1/accounts/me/preferences': ok(preferences(true)) };
    const api = clockApi(status(), { reads });
    restore = api.restore;
    renderRoutes(routes, '/clock');
    const timer = await within(await panel()).findByRole('timer', {
      name: 'Time left in this round',
    });
    expect(timer).toHaveTextContent(/^1[45]:\d\d$/);
    expect(within(await panel()).getByText('Round 3 of 4')).toBeInTheDocument();
    cleanup();

    renderRoutes(routes, '/clock');
    expect(await within(await panel()).findByText('Round 3 of 4')).toBeInTheDocument();
    expect(storedCycle()).toMatchObject({ workStart, rounds: 2 });
  });

  it('speaks Japanese under /ja', async () => {
    await i18n.changeLanguage('ja');
    storeCycle({ workStart: now() - 60 });
    const api = clockApi(status(), {
      me: meIn(workspace({ plan: 'BASIC', is_pomodoro_customization_enabled: true })),
      reads: { 'GET /v1/accounts/me/preferences': ok(preferences(true)) },
    });
    restore = api.restore;
    renderRoutes(routes, '/ja/clock');

    const region = await screen.findByRole('region', { name: 'ポモドーロ' }, { timeout: 15_000 });
    expect(await within(region).findByText('ラウンド 1 / 4')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: '長さを変更' })).toBeInTheDocument();
  });
});
