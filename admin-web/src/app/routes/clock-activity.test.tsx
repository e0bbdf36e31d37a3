import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { clockApi, now, open, pick, routes } from '@/app/testing/clock-page';
import {
  allOptional,
  meIn,
  notWorking,
  openActivity,
  workspace,
  working,
} from '@/features/workspace-times/testing/clock-fixtures';
import { i18n } from '@/lib/i18n';
import { ok } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { catalog, CATEGORY_ID, PROJECT_ID, TASK_ID } from '@/testing/wire-fixtures';

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
});
