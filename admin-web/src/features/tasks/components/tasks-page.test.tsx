import { TaskPriority, TaskStatus } from '@punchcard/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { renderTasks, rowOf, tasksPageLifecycle } from '@/features/tasks/testing/render-tasks';
import {
  GRACE_ID,
  PROJECT_ID,
  TAG_ID,
  USER_ID,
  wirePage,
  wireTask,
} from '@/features/tasks/testing/task-fixtures';
import { ok } from '@/testing/api-mock';

const gears = wireTask({
  name: 'Gear tables',
  id_project: PROJECT_ID,
  priority: TaskPriority.High,
  tags: [TAG_ID],
  assignee: [GRACE_ID],
  estimation: 7200,
  duration: 5400,
});
const cards = wireTask({ name: 'Punched cards', priority: TaskPriority.Low });
const notes = wireTask({ name: 'Notes on the engine', status: TaskStatus.Done });

describe('the tasks page', () => {
  tasksPageLifecycle();

  it('lists the tasks with what they are about, grouped and filtered through the address', async () => {
    const { router } = renderTasks(
      { live: [gears, cards, notes] },
      `/tasks?group=status&priority=${TaskPriority.High}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
    const todo = await screen.findByRole('rowgroup', { name: 'To do (1)' });
    const row = within(todo).getByRole('button', { name: 'Gear tables' }).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getAllByText('Difference Engine').length).toBeGreaterThan(0);
    expect(cells.getByText('Grace Hopper')).toBeInTheDocument();
    expect(cells.getByText('Urgent')).toBeInTheDocument();
    expect(cells.getByText('1h 30m of 2h')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Punched cards' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 of the 3 tasks loaded.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('rowgroup', { name: 'Done (1)' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?group=status');
  });

  it('creates a task with the spec defaults, its note in a second call', async () => {
    const created = wireTask({ name: 'Oil the gears' });
    const { api } = renderTasks({
      live: [],
      route: (call) => {
        if (call.method === 'POST' && call.path === '/v1/tasks') return ok(created);
        if (call.method === 'PATCH' && call.path === `/v1/tasks/${created.id}`) return ok(created);
        return undefined;
      },
    });
    expect(await screen.findByText('No tasks yet. Add the first one.')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'New task' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    expect(await within(dialog).findByText('Give the task a name.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Oil the gears' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Estimate' }), {
      target: { value: '1.5' },
    });
    expect(within(dialog).getByText('Reads as 1h 30m')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Use the light oil' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    await waitFor(() => {
      expect(api.callsTo(`PATCH /v1/tasks/${created.id}`)).toHaveLength(1);
    });
    expect(api.callsTo('POST /v1/tasks')[0]?.body).toMatchObject({
      name: 'Oil the gears',
      priority: TaskPriority.Medium,
      status: TaskStatus.Todo,
      estimation: 5400,
      is_personal: false,
      assignee: [],
    });
    expect(api.callsTo(`PATCH /v1/tasks/${created.id}`)[0]?.body).toEqual({
      note: 'Use the light oil',
      updated_at: created.updated_at,
    });
    expect(await screen.findByText('Task “Oil the gears” created.')).toBeInTheDocument();
  });

  it('lets a member without the permission run personal tasks only', async () => {
    const mine = wireTask({ name: 'My errand', is_personal: true, id_user: USER_ID });
    const shared = wireTask({ name: 'Shared work', id_user: GRACE_ID });
    renderTasks({ role: 'Member', live: [mine, shared] });
    expect(
      await screen.findByText(/You can add personal tasks, which only you see/),
    ).toBeInTheDocument();
    const sharedRow = await rowOf('Shared work');
    expect(within(sharedRow).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(
      within(sharedRow).queryByRole('button', { name: /^Status of Shared work/ }),
    ).not.toBeInTheDocument();
    const myRow = await rowOf('My errand');
    expect(within(myRow).getByRole('checkbox', { name: 'Select My errand' })).toBeInTheDocument();

    fireEvent.click(within(sharedRow).getByRole('button', { name: 'Shared work' }));
    const details = await screen.findByRole('dialog', { name: 'Task details' });
    expect(within(details).getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(within(details).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    fireEvent.click(
      within(details).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement,
    );

    fireEvent.click(screen.getByRole('button', { name: 'New task' }));
    const form = await screen.findByRole('dialog', { name: 'New task' });
    const personal = within(form).getByRole('switch', { name: /^Personal task/ });
    expect(personal).toBeChecked();
    expect(personal).toBeDisabled();
  });

  it('deletes the selection in one call and brings it back with Undo', async () => {
    const { api } = renderTasks({
      live: [gears, cards, notes],
      route: (call) => {
        if (call.method === 'DELETE' && call.path === '/v1/tasks/tasks/pseudo') return ok([]);
        if (call.method === 'PATCH' && call.path === '/v1/tasks/tasks/restore') return ok([]);
        return undefined;
      },
    });
    fireEvent.click(
      within(await rowOf('Gear tables')).getByRole('checkbox', { name: 'Select Gear tables' }),
    );
    fireEvent.click(
      within(await rowOf('Punched cards')).getByRole('checkbox', { name: 'Select Punched cards' }),
    );
    const bar = screen.getByRole('region', { name: '2 tasks selected' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    await waitFor(() => {
      expect(api.callsTo('DELETE /v1/tasks/tasks/pseudo')).toHaveLength(1);
    });
    expect(api.callsTo('DELETE /v1/tasks/tasks/pseudo')[0]?.body).toEqual({
      id_tasks: [gears.id, cards.id],
    });
    expect(await screen.findByText('2 tasks deleted.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => {
      expect(api.callsTo('PATCH /v1/tasks/tasks/restore')[0]?.body).toEqual({
        id_tasks: [gears.id, cards.id],
      });
    });
    expect(await screen.findByText('2 tasks are back.')).toBeInTheDocument();
  });

  it('restores deleted tasks, and explains why one with time cannot go for good', async () => {
    const trashed = wireTask({ name: 'Old plan', is_deleted: true, deleted_at: 1_714_100_000 });
    const tracked = wireTask({ name: 'Tracked plan', is_deleted: true, deleted_at: 1_714_000_000 });
    const { api } = renderTasks(
      {
        deleted: [trashed, tracked],
        route: (call) => {
          if (call.path === `/v1/tasks/${tracked.id}/is-used`) return ok({ is_used: true });
          if (call.method === 'PATCH' && call.path === `/v1/tasks/${trashed.id}/deleted`) {
            return ok(trashed);
          }
          if (call.method === 'DELETE' && call.path === `/v1/tasks/${trashed.id}`) {
            return {
              status: 412,
              body: { status_code: 412, error_key: 'tasks.messages.contains_timestamps' },
            };
          }
          return undefined;
        },
      },
      '/tasks?view=deleted',
    );
    expect(await screen.findByRole('radio', { name: 'Deleted' })).toBeChecked();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete for good: Old plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the task for good?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(
      await within(dialog).findByText(/Time has been recorded on this task/),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Where the time is known beforehand, the dialog says so and offers no delete.
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good: Tracked plan' }));
    const known = await screen.findByRole('dialog', { name: 'Delete the task for good?' });
    expect(await within(known).findByText(/Time has been recorded on this task/)).toBeVisible();
    expect(within(known).getByRole('button', { name: 'Delete for good' })).toBeDisabled();
    fireEvent.click(within(known).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`DELETE /v1/tasks/${tracked.id}`)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Restore Old plan' }));
    await waitFor(() => {
      expect(api.callsTo(`PATCH /v1/tasks/${trashed.id}/deleted`)).toHaveLength(1);
    });
    expect(await screen.findByText('The task is back.')).toBeInTheDocument();
  });

  it('loads the next 100 when asked', async () => {
    const first = Array.from({ length: 3 }, (_, index) => wireTask({ name: `Early ${index}` }));
    const later = wireTask({ name: 'Later one' });
    const { api } = renderTasks({
      route: (call) => {
        if (call.method !== 'GET' || call.path !== '/v1/tasks/pages') return undefined;
        return call.query.get('marker.page') === '2'
          ? ok({ ...wirePage([later], 2, 103), item: 100 })
          : ok(wirePage(first, 1, 103));
      },
    });
    expect(await screen.findByText('3 of 103 tasks loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Later one' })).toBeInTheDocument();
    expect(api.callsTo('GET /v1/tasks/pages').map((call) => call.query.get('marker.page'))).toEqual(
      expect.arrayContaining(['1', '2']),
    );
    expect(api.callsTo('GET /v1/tasks/pages')[0]?.query.get('marker.item')).toBe('100');
  });

  it('opens the task a link names', async () => {
    renderTasks({ live: [gears, cards] }, `/tasks?task=${cards.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Punched cards');
  });
});
