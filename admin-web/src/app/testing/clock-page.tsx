// What the clock page's tests share: the page behind its guard with the running timer, the API
// as the page meets it, and picking from the activity fields' lists.
import { type ClockStatus, DEFAULT_POMODORO_SETTINGS } from '@punchcard/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, type RouteObject, useLocation } from 'react-router';

import { AuthGuard } from '@/app/guards/auth-guard';
import ClockRoute from '@/app/routes/clock';
import { presentError } from '@/app/shell/error-presenter';
import { RunningTimerProvider } from '@/features/workspace-times/components/running-timer-provider';
import { meIn, workspace } from '@/features/workspace-times/testing/clock-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { type ApiAnswer, mockApi, ok } from '@/testing/api-mock';
import { catalog } from '@/testing/wire-fixtures';

function Where({ name }: { name: string }) {
  return <h1>{`${name} ${useLocation().pathname}`}</h1>;
}

// The clock behind the auth guard, with the running timer the base layout provides.
export const routes: RouteObject[] = [
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

export const now = () => Math.floor(Date.now() / 1000);

interface ClockApiOptions {
  /** Writes by `METHOD /path`, answering from (and changing) the current status. */
  writes?: Record<string, (state: { status: ClockStatus }) => ApiAnswer>;
  me?: ReturnType<typeof meIn>;
  /** Other reads than the defaults (today's workspace times and activities are empty). */
  reads?: Record<string, ApiAnswer>;
}

/** The API as the clock page meets it; `state.status` is what the status read answers now. */
export function clockApi(
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
    'GET /v1/accounts/me/preferences': ok({
      is_pomodoro_enabled: false,
      pomodoro_settings: { ...DEFAULT_POMODORO_SETTINGS },
      is_workspace_time_location_on: false,
      is_timestamp_location_on: false,
    }),
    'GET /v1/projects': ok(catalog.projects),
    [`GET /v1/tasks/workspace/${workspace().id}`]: ok(catalog.tasks),
    'GET /v1/tasks/categories': ok(catalog.categories),
    'GET /v1/tags': ok(catalog.tags),
    ...reads,
    ...writeRoutes,
  });
}

/** A query client that presents failures as the app does (a notice in words). */
export function appQueryClient() {
  const client = createQueryClient({ presentError });
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, refetchInterval: false },
  });
  return client;
}

/** Opens the combobox named `label`; its list of options (queried within: far quicker). */
export async function open(label: string): Promise<HTMLElement> {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.click(input);
  return waitFor(() => {
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (list === null) throw new Error(`${label} did not open`);
    return list;
  });
}

export async function pick(label: string, option: string) {
  fireEvent.click(within(await open(label)).getByRole('option', { name: option }));
}
