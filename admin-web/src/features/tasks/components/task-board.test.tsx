import { TaskStatus } from '@punchcard/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { renderTasks, tasksPageLifecycle } from '@/features/tasks/testing/render-tasks';
import { GRACE_ID, USER_ID, wirePage, wireTask } from '@/features/tasks/testing/task-fixtures';
import { type ApiCall, ok, refused } from '@/testing/api-mock';

const gears = wireTask({ name: 'Gear tables' });
const cards = wireTask({ name: 'Punched cards', status: TaskStatus.InProgress });

const box = (left: number, width: number, height: number) =>
  ({ x: left, y: 0, left, top: 0, width, height, right: left + width, bottom: height }) as DOMRect;

/** jsdom lays nothing out: the columns get side-by-side boxes, so a drop has somewhere to land. */
function layOutColumns() {
  const order: string[] = [TaskStatus.Todo, TaskStatus.InProgress, TaskStatus.Done];
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const status = this.getAttribute('data-board-column');
    const index = status === null ? -1 : order.indexOf(status);
    return index < 0 ? box(0, 0, 0) : box(index * 320, 300, 600);
  });
}

const statusCall = (id: string) => `PATCH /v1/tasks/${id}/status`;

/** Lets the sensor and the drop animation run their timers inside act. */
const settle = (ms = 0) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** Picks the card up by its handle, moves it `steps` columns right, and drops it. */
async function moveWithKeyboard(name: string, key: string, steps: number) {
  const handle = await screen.findByRole('button', { name: `Move ${name}` });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  // The sensor listens for the following keys from the next tick on.
  await settle();
  for (let step = 0; step < steps; step += 1) {
    fireEvent.keyDown(document, { code: key, key });
    await settle();
  }
  fireEvent.keyDown(document, { code: 'Space', key: ' ' });
  await settle(300);
}

const columnOf = (status: string) =>
  screen.findByRole('region', { name: new RegExp(`^${status} \\(`) });

describe('the board', () => {
  tasksPageLifecycle();
  beforeEach(layOutColumns);
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('moves a card to another column with the keyboard, and says so', async () => {
    let moved = gears;
    const { api } = renderTasks(
      {
        route: (call: ApiCall) => {
          if (call.method === 'GET' && call.path === '/v1/tasks/pages') {
            return ok(wirePage([moved, cards]));
          }
          if (call.method === 'PATCH' && call.path === `/v1/tasks/${gears.id}/status`) {
            moved = { ...gears, status: TaskStatus.Done };
            return ok(moved);
          }
          return undefined;
        },
      },
      '/tasks?view=board',
    );
    expect(await screen.findByRole('radio', { name: 'Board' })).toBeChecked();
    expect(within(await columnOf('To do')).getByText('Gear tables')).toBeInTheDocument();
    await moveWithKeyboard('Gear tables', 'ArrowRight', 2);
    await waitFor(() => {
      expect(api.callsTo(statusCall(gears.id))).toHaveLength(1);
    });
    expect(api.callsTo(statusCall(gears.id))[0]?.body).toEqual({ status: TaskStatus.Done });
    expect(within(await columnOf('Done')).getByText('Gear tables')).toBeInTheDocument();
    expect(await screen.findByText('Gear tables moved to Done.')).toBeInTheDocument();
  });

  it('leaves the task where it was when the card is dropped back or the move is cancelled', async () => {
    const { api } = renderTasks({ live: [gears] }, '/tasks?view=board');
    await moveWithKeyboard('Gear tables', 'ArrowRight', 0);
    expect(await screen.findByText('Gear tables stays in To do.')).toBeInTheDocument();
    const handle = screen.getByRole('button', { name: 'Move Gear tables' });
    fireEvent.keyDown(handle, { code: 'Enter', key: 'Enter' });
    await settle();
    fireEvent.keyDown(document, { code: 'Escape', key: 'Escape' });
    await settle(300);
    expect(
      await screen.findByText('Move cancelled. Gear tables stays in To do.'),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('puts the task back and says why when the API refuses the move', async () => {
    renderTasks(
      {
        live: [gears],
        route: (call: ApiCall) =>
          call.method === 'PATCH' && call.path === `/v1/tasks/${gears.id}/status`
            ? refused(404, 'task_not_found')
            : undefined,
      },
      '/tasks?view=board',
    );
    const menu = await screen.findByRole('button', { name: 'Status of Gear tables: To do' });
    fireEvent.click(menu);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'In progress' }));
    expect(await screen.findByText('Not saved: the task is back as it was.')).toBeInTheDocument();
    expect(within(await columnOf('To do')).getByText('Gear tables')).toBeInTheDocument();
    expect(
      within(await columnOf('In progress')).queryByText('Gear tables'),
    ).not.toBeInTheDocument();
  });

  it('lets an assignee move a shared task they may not edit, and nobody else', async () => {
    const assigned = wireTask({ name: 'Assigned to me', id_user: GRACE_ID, assignee: [USER_ID] });
    const others = wireTask({ name: 'Not mine', id_user: GRACE_ID });
    renderTasks({ role: 'Member', live: [assigned, others] }, '/tasks?view=board');
    expect(await screen.findByRole('button', { name: 'Move Assigned to me' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move Not mine' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Status of Not mine: To do' }),
    ).not.toBeInTheDocument();
  });
});
