import { cleanup, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import MemberTasksRoute from '@/app/routes/member-tasks';
import { BEN_ID, HANAKO_ID, team, wireTask } from '@/features/team-board/testing/fixtures';
import {
  at,
  catalogue,
  meIn,
  PROJECT_ID,
  WORKSPACE_ID,
} from '@/features/workspace-times/testing/fixtures';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockApi } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

const routes: RouteObject[] = [{ path: '/member/:id/tasks', Component: MemberTasksRoute }];

describe("a member's tasks", () => {
  let restoreFetch: () => void = () => undefined;
  beforeAll(async () => {
    await i18n.loadNamespaces(['memberTime']);
  });
  afterEach(() => {
    cleanup();
    restoreFetch();
  });

  it('lists only the tasks assigned to the member, open ones first, read-only', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': jsonAnswer(200, meIn({ role: 'Manager' })),
      [`/v1/workspaces/${WORKSPACE_ID}/members`]: jsonAnswer(200, team),
      '/v1/projects': jsonAnswer(200, catalogue.projects),
      [`/v1/tasks/workspace/${WORKSPACE_ID}`]: jsonAnswer(200, [
        wireTask('t1', 'Ship the menu', [HANAKO_ID], { status: 'DONE' }),
        wireTask('t2', 'Bake samples', [HANAKO_ID, BEN_ID], {
          id_project: PROJECT_ID,
          due_at: at('2024-05-03T12:00'),
          status: 'IN_PROGRESS',
        }),
        wireTask('t3', "Ben's own", [BEN_ID]),
        wireTask('t4', 'Old one', [HANAKO_ID], { archived_at: at('2024-01-01T00:00') }),
      ]),
    }).restore;
    renderRoutes(routes, `/member/${HANAKO_ID}/tasks`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Hanako Sato' })).toBeVisible();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Bake samples')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Ship the menu')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Website redesign')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('In progress')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Done')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit|delete/i })).toBeNull();
  });
});
