import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor } from '@testing-library/react';

import TasksRoute from '@/app/routes/tasks';
import { tasksApi, wireTask } from '@/features/tasks/testing/task-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiMock, mockApi } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

const routes = ['/tasks', '/en/tasks', '/ja/tasks'].map((path) => ({
  path,
  Component: TasksRoute,
}));

describe('the tasks route', () => {
  jest.setTimeout(30_000);
  let api: ApiMock | undefined;
  beforeAll(async () => {
    await i18n.loadNamespaces(['tasks']);
  });
  afterEach(async () => {
    cleanup();
    notifications.clean();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  it("shows the active workspace's tasks, named in the tab", async () => {
    api = mockApi(tasksApi({ live: [wireTask({ name: 'Gear tables' })] }));
    renderRoutes(routes, '/en/tasks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Gear tables' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toMatch(/^Tasks/);
    });
  });

  it('speaks Japanese under /ja', async () => {
    await i18n.changeLanguage('ja');
    api = mockApi(tasksApi({ live: [] }));
    renderRoutes(routes, '/ja/tasks?view=board');
    expect(await screen.findByRole('heading', { level: 1, name: 'タスク' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'ボード' })).toBeChecked();
    expect(await screen.findByRole('region', { name: '未着手（0）' })).toBeInTheDocument();
  });
});
