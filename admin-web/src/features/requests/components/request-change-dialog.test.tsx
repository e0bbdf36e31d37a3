import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';

import { RequestChangeDialog } from '@/features/requests/components/request-change-dialog';
import { meInWorkspace, WORKSPACE_ID } from '@/features/requests/testing/request-fixtures';
import type { ChangeTarget } from '@/lib/change-target';
import { i18n } from '@/lib/i18n';
import { type ApiHandler, mockApi, ok, refused } from '@/testing/api-mock';
import { renderWithProviders } from '@/testing/test-utils';

const local = (text: string) => dayjs(text).unix();
const NOW = local('2024-05-03T12:00:00');
const NINE = local('2024-05-01T09:00:00');
const FIVE = local('2024-05-01T17:00:00');

const closedTime: ChangeTarget = {
  kind: 'workspace_time',
  requestType: 'EDIT',
  entry: { id: 'wt-1', start: NINE, end: FIVE },
};

/** The account and the catalogue the details fields read, plus what the test adds. */
function withBasics(route: ApiHandler): ApiHandler {
  return (call) => {
    const answer = route(call);
    if (answer !== undefined) return answer;
    if (call.path === '/v1/accounts/me') return ok(meInWorkspace);
    if (call.path === '/v1/projects') {
      return ok([
        { id: 'p-1', name: 'Bread' },
        { id: 'p-2', name: 'Cakes' },
      ]);
    }
    if (call.path === `/v1/tasks/workspace/${WORKSPACE_ID}`) return ok([]);
    if (call.path === '/v1/tasks/categories') return ok([]);
    if (call.path === '/v1/tags') return ok([{ id: 't-1', name: 'oven' }]);
    return undefined;
  };
}

function renderDialog(target: ChangeTarget) {
  const onClose = jest.fn();
  renderWithProviders(<RequestChangeDialog target={target} onClose={onClose} />);
  return { onClose };
}

const field = (name: RegExp) => screen.getByLabelText(name);
const type = (name: RegExp, value: string) => {
  fireEvent.change(field(name), { target: { value } });
};

describe('the request dialog', () => {
  let restore: () => void = () => undefined;
  beforeAll(async () => {
    // Loaded once up front: a lazy namespace's first import can outlast a query's timeout.
    await i18n.loadNamespaces(['requests', 'errors', 'clock']);
  });
  beforeEach(() => {
    // The notice store outlives a test's tree: start each test without old notices.
    notifications.clean();
    jest.spyOn(Date, 'now').mockReturnValue(NOW * 1000);
  });
  afterEach(async () => {
    // Unmounted first, so the change of language back reaches no tree.
    cleanup();
    restore();
    jest.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('opens an edit with the entry’s times and sends the corrected ones', async () => {
    const api = mockApi(
      withBasics((call) =>
        call.method === 'POST' && call.path === '/v1/workspaces/requests'
          ? ok({ id: 'r-1' })
          : undefined,
      ),
    );
    restore = api.restore;
    const { onClose } = renderDialog(closedTime);

    const dialog = await screen.findByRole('dialog', { name: 'Request to change work time' });
    expect(field(/^Start date/)).toHaveValue('2024-05-01');
    expect(field(/^Start time/)).toHaveValue('09:00');
    expect(field(/^End time/)).toHaveValue('17:00');
    expect(within(dialog).getByText('Nothing changed yet.')).toBeInTheDocument();

    type(/^End time/, '18:30');
    type(/^Reason/, '  Stayed to close the shop.  ');
    const changes = within(dialog)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(changes).toEqual([
      'End:May 1, 2024 5:00 PM→changes toMay 1, 2024 6:30 PM',
      'Duration:8h→changes to9h 30m',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v1/workspaces/requests',
        body: {
          request_type: 'EDIT',
          id_workspace_time: 'wt-1',
          start: NINE,
          end: local('2024-05-01T18:30:00'),
          reason: 'Stayed to close the shop.',
        },
      }),
    ]);
    expect(await screen.findByText('Request sent. A manager will review it.')).toBeInTheDocument();
  });

  it('says what is missing before asking the API', async () => {
    const api = mockApi(withBasics(() => undefined));
    restore = api.restore;
    renderDialog(closedTime);
    await screen.findByRole('dialog');

    type(/^End time/, '08:00');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Say why you need this change.')).toBeInTheDocument();
    expect(screen.getByText('The end must be after the start.')).toBeInTheDocument();
    expect(field(/^End time/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);
  });

  it('shows the API’s refusal in words inside the dialog and keeps what was typed', async () => {
    const api = mockApi(
      withBasics((call) => (call.method === 'POST' ? refused(409, 'add_conflict') : undefined)),
    );
    restore = api.restore;
    const { onClose } = renderDialog({ kind: 'workspace_time', requestType: 'ADD' });
    const dialog = await screen.findByRole('dialog', { name: 'Request to add work time' });

    expect(field(/^Start date/)).toHaveValue('2024-05-03');
    type(/^Start time/, '08:00');
    type(/^End time/, '11:00');
    type(/^Reason/, 'Forgot my badge.');
    expect(screen.getByText(/^New work time: .*\(3h\)$/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    await waitFor(() => {
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'The work time would overlap another one.',
      );
    });
    expect(field(/^Reason/)).toHaveValue('Forgot my badge.');
    expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves a draft without an end when the end is not known', async () => {
    const api = mockApi(
      withBasics((call) => (call.method === 'POST' ? ok({ id: 'r-2' }) : undefined)),
    );
    restore = api.restore;
    renderDialog({ kind: 'workspace_time', requestType: 'ADD' });
    await screen.findByRole('dialog');

    type(/^Start date/, '2024-05-02');
    type(/^Start time/, '08:15');
    fireEvent.click(screen.getByLabelText('I don’t know the end yet'));
    expect(screen.queryByLabelText(/^End time/)).not.toBeInTheDocument();
    type(/^Reason/, 'Forgot to clock in.');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(
      await screen.findByText('Draft saved. Fill in the end on the Drafts page when you know it.'),
    ).toBeInTheDocument();
    expect(api.writes()[0]?.body).toEqual({
      request_type: 'ADD',
      start: local('2024-05-02T08:15:00'),
      reason: 'Forgot to clock in.',
    });
  });

  it('asks to delete a break with its ids and a reason only', async () => {
    const api = mockApi(
      withBasics((call) =>
        call.path === '/v1/workspaces/requests/break' ? ok({ id: 'r-3' }) : undefined,
      ),
    );
    restore = api.restore;
    renderDialog({
      kind: 'break',
      requestType: 'DELETE',
      entry: { id: 'br-1', idWorkspaceTime: 'wt-1', start: NINE + 3600, end: NINE + 5400 },
    });
    await screen.findByRole('dialog', { name: 'Request to delete a break' });

    expect(screen.queryByLabelText(/^Start time/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Removes the break .*\(30m\)\.$/)).toBeInTheDocument();
    type(/^Reason/, 'I worked through it.');
    fireEvent.click(screen.getByRole('button', { name: 'Request deletion' }));

    await waitFor(() => {
      expect(api.writes()[0]?.body).toEqual({
        request_type: 'DELETE',
        id_workspace_time: 'wt-1',
        id_break_time: 'br-1',
        reason: 'I worked through it.',
      });
    });
  });

  it('asks to change an activity’s details and sends them all', async () => {
    const api = mockApi(
      withBasics((call) =>
        call.path === '/v1/activities/requests' ? ok({ id: 'r-4' }) : undefined,
      ),
    );
    restore = api.restore;
    renderDialog({
      kind: 'activity',
      requestType: 'EDIT',
      entry: {
        id: 'ac-1',
        idWorkspace: WORKSPACE_ID,
        idUser: 'u',
        idWorkspaceTime: null,
        idProject: 'p-1',
        idTask: null,
        idCategory: null,
        tags: ['t-1'],
        description: 'Baking',
        note: null,
        feedback: null,
        start: NINE,
        end: FIVE,
        metadataIn: {
          location: null,
          latitude: null,
          longitude: null,
          userAgent: null,
          ipAddress: null,
        },
        metadataOut: {
          location: null,
          latitude: null,
          longitude: null,
          userAgent: null,
          ipAddress: null,
        },
        deletedAt: null,
      },
    });
    await screen.findByRole('dialog', { name: 'Request to change an activity' });

    type(/^Description/, 'Baking rye bread');
    type(/^Reason/, 'Wrong description.');
    expect(await screen.findByText('Baking rye bread', { selector: 'p' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    await waitFor(() => {
      expect(api.writes()[0]?.body).toEqual({
        request_type: 'EDIT',
        id_timestamp: 'ac-1',
        start: NINE,
        end: FIVE,
        id_project: 'p-1',
        id_task: null,
        id_category: null,
        id_tags: ['t-1'],
        description: 'Baking rye bread',
        reason: 'Wrong description.',
      });
    });
  });

  it('cannot be sent twice while the first is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    restore = mockApi(withBasics(() => undefined)).restore;
    renderDialog(closedTime);
    await screen.findByRole('dialog');
    type(/^End time/, '18:00');
    type(/^Reason/, 'Late.');
    const slow = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const original = globalThis.fetch;
    globalThis.fetch = slow;

    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Send request' })).toBeDisabled();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(slow).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    globalThis.fetch = original;
    answer({ ok: true, status: 201, text: () => Promise.resolve('{"id":"r"}') } as Response);
    expect(await screen.findByText('Request sent. A manager will review it.')).toBeInTheDocument();
  });

  it('speaks Japanese', async () => {
    restore = mockApi(withBasics(() => undefined)).restore;
    await i18n.changeLanguage('ja');
    renderDialog({
      kind: 'break',
      requestType: 'ADD',
      idWorkspaceTime: 'wt-1',
      within: { start: NINE, end: FIVE },
    });

    expect(await screen.findByRole('dialog', { name: '休憩の追加を申請' })).toBeInTheDocument();
    expect(field(/^開始日/)).toHaveValue('2024-05-01');
    expect(screen.getByText(/^対象の勤務時間：/)).toBeInTheDocument();
    expect(screen.getByLabelText('終了時刻がまだわからない')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '申請する' }));
    expect(await screen.findByText('申請の理由を入力してください。')).toBeInTheDocument();
  });
});
