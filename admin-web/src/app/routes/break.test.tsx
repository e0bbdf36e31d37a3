import type { ClockStatus } from '@punchcard/shared';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { type RouteObject, useLocation } from 'react-router';

import { AuthGuard } from '@/app/guards/auth-guard';
import BreakRoute from '@/app/routes/break';
import {
  meIn,
  notWorking,
  onBreak,
  openActivity,
  workspace,
  working,
} from '@/features/workspace-times/testing/clock-fixtures';
import { TIMER_DISPLAY_STORAGE_KEY } from '@/features/workspace-times/utils/timer-display-mode';
import { i18n } from '@/lib/i18n';
import { type ApiAnswer, mockApi, ok } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { catalog } from '@/testing/wire-fixtures';

// These pages load their texts and code on first render; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

function Where({ name }: { name: string }) {
  return <h1>{`${name} ${useLocation().pathname}`}</h1>;
}

const routes: RouteObject[] = [
  {
    element: <AuthGuard />,
    children: ['', '/ja'].flatMap((prefix) => [
      { path: `${prefix}/break`, Component: BreakRoute },
      { path: `${prefix}/clock`, element: <Where name="Clock" /> },
    ]),
  },
];

const now = () => Math.floor(Date.now() / 1000);

function breakApi(
  initial: ClockStatus,
  writes: Record<string, (state: { status: ClockStatus }) => ApiAnswer> = {},
) {
  const state = { status: initial };
  return mockApi({
    'GET /v1/accounts/me': ok(meIn()),
    'GET /v1/workspaces/timestamps/status': () => ok(state.status),
    'GET /v1/projects': ok(catalog.projects),
    [`GET /v1/tasks/workspace/${workspace().id}`]: ok(catalog.tasks),
    'GET /v1/tasks/categories': ok(catalog.categories),
    'GET /v1/tags': ok(catalog.tags),
    ...Object.fromEntries(
      Object.entries(writes).map(([route, answer]) => [route, () => answer(state)]),
    ),
  });
}

describe('the break page', () => {
  jest.setTimeout(30_000);
  let restore: () => void = () => undefined;
  afterEach(async () => {
    cleanup();
    restore();
    window.localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('times the break, says what it interrupts, and ends it back on the clock', async () => {
    const clockedIn = new Date(2024, 4, 1, 9, 5).getTime() / 1000;
    const api = breakApi(onBreak(clockedIn, now() - 65), {
      'PATCH /v1/workspaces/timestamps/break': (state) => {
        state.status = working(clockedIn);
        return ok({});
      },
    });
    restore = api.restore;
    window.localStorage.setItem(TIMER_DISPLAY_STORAGE_KEY, 'short');
    const { router } = renderRoutes(routes, '/break');

    expect(await screen.findByRole('heading', { level: 1, name: 'Break' })).toBeInTheDocument();
    expect(await screen.findByRole('timer', { name: 'Break time' })).toHaveTextContent(/^01:0\d$/);
    expect(screen.getByText('Interrupts your work time since 9:05 AM')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'End break' }));

    expect(await screen.findByRole('heading', { name: 'Clock /clock' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/clock');
    expect(api.writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PATCH /v1/workspaces/timestamps/break',
    ]);
    expect(api.writes()[0]?.headers['Idempotency-Key']).toBeDefined();
  });

  it('says that the running activity keeps running', async () => {
    restore = breakApi(
      onBreak(now() - 600, now() - 60, openActivity(now() - 300, { description: 'Proofs' })),
    ).restore;
    renderRoutes(routes, '/break');

    expect(
      await screen.findByText('Your activity keeps running during the break.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Proofs')).toBeInTheDocument();
  });

  it('offers a break while working, and then shows it', async () => {
    const api = breakApi(working(now() - 600), {
      'POST /v1/workspaces/timestamps/break': (state) => {
        state.status = onBreak(now() - 600, now());
        return ok({});
      },
    });
    restore = api.restore;
    renderRoutes(routes, '/break');

    expect(
      await screen.findByRole('heading', { name: 'You are not on a break' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Take a break' }));

    expect(await screen.findByRole('button', { name: 'End break' })).toBeInTheDocument();
    expect(api.writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /v1/workspaces/timestamps/break',
    ]);
  });

  it('explains that a break needs work time when not clocked in', async () => {
    restore = breakApi(notWorking).restore;
    renderRoutes(routes, '/break');

    expect(
      await screen.findByText(/You are not clocked in, so there is no break to take/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take a break' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the clock' })).toHaveAttribute('href', '/clock');
  });

  it('speaks Japanese under /ja, and keeps the prefix on its links', async () => {
    restore = breakApi(onBreak(now() - 600, now() - 60)).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/break');

    expect(await screen.findByRole('heading', { level: 1, name: '休憩' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '休憩を終了' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '打刻画面に戻る' })).toHaveAttribute(
      'href',
      '/ja/clock',
    );
    await waitFor(() => {
      expect(screen.getByText(/からの勤務を中断しています$/)).toBeInTheDocument();
    });
  });
});
