// The tasks page on a scripted API, for the feature's tests.
import { notifications } from '@mantine/notifications';
import { cleanup, configure, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import { TasksPage } from '@/features/tasks/components/tasks-page';
import {
  tasksApi,
  tasksWorkspace,
  type TasksWorld,
  USER_ID,
} from '@/features/tasks/testing/task-fixtures';
import { toCamelCaseKeys } from '@/lib/case-keys';
import { i18n } from '@/lib/i18n';
import { type ApiMock, mockApi } from '@/testing/api-mock';
import type { Workspace } from '@/lib/wire';
import { renderRoutes } from '@/testing/test-utils';

let current: ApiMock | undefined;

/** The page of the test user in the world's workspace, at `path`. */
export function renderTasks(world: TasksWorld, path = '/tasks') {
  const api = mockApi(tasksApi(world));
  current = api;
  const workspace = toCamelCaseKeys(tasksWorkspace(world)) as Workspace;
  const page = <TasksPage workspace={workspace} idUser={USER_ID} />;
  const routes: RouteObject[] = [
    { path: '/tasks', element: page },
    { path: '/ja/tasks', element: page },
  ];
  return { api, ...renderRoutes(routes, path) };
}

/** The lifecycle the page's test files share: texts loaded once, a clean page per test. */
export function tasksPageLifecycle() {
  // Menus, dialogs and comboboxes of a whole page: slow on a busy machine.
  jest.setTimeout(30_000);
  configure({ asyncUtilTimeout: 8_000 });
  beforeAll(async () => {
    await i18n.loadNamespaces(['tasks', 'errors']);
  });
  beforeEach(() => {
    notifications.clean();
  });
  afterEach(async () => {
    cleanup();
    current?.restore();
    current = undefined;
    await i18n.changeLanguage('en');
  });
}

/** The row of the list that names `name`. */
export async function rowOf(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  const row = button.closest('tr');
  if (row === null) throw new Error(`${name} is not in a row`);
  return row;
}
