import { notifications } from '@mantine/notifications';
import type { TimeRequest } from '@punchcard/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { RouteObject } from 'react-router';

import DraftsRoute from '@/app/routes/drafts';
import { meInWorkspace, wireList, wireRequest } from '@/features/requests/testing/request-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiHandler, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

const local = (text: string) => dayjs(text).unix();
const NOW = local('2024-05-03T12:00:00');

const routes: RouteObject[] = [
  { path: '/drafts', Component: DraftsRoute },
  { path: '/ja/drafts', Component: DraftsRoute },
  { path: '/requests', element: <h1>Requests page</h1> },
];

const timeDraft = wireRequest({
  id: 'bbbbbbbb-0000-4000-8000-000000000001',
  status: 'draft',
  is_draft: true,
  start: local('2024-05-01T08:00:00'),
  end: null,
  submitted_at: null,
  reason: 'Forgot to clock in.',
  created_at: local('2024-05-01T10:00:00'),
});
const breakDraft = wireRequest({
  id: 'bbbbbbbb-0000-4000-8000-000000000002',
  kind: 'break',
  status: 'draft',
  is_draft: true,
  id_workspace_time: 'wt-1',
  start: local('2024-05-02T12:00:00'),
  end: null,
  submitted_at: null,
  reason: 'Lunch, not sure when I came back.',
  created_at: local('2024-05-02T13:00:00'),
});

function draftsApi(
  drafts: { time?: TimeRequest[]; break?: TimeRequest[] },
  route: ApiHandler = () => undefined,
): ApiHandler {
  return (call) => {
    const answer = route(call);
    if (answer !== undefined) return answer;
    if (call.path === '/v1/accounts/me') return ok(meInWorkspace);
    if (call.path === '/v1/activities/requests/member') {
      const kind = call.query.get('timestamp_type');
      return ok(wireList((kind === 'break' ? drafts.break : drafts.time) ?? []));
    }
    return undefined;
  };
}

describe('the drafts page', () => {
  let restore: () => void = () => undefined;
  beforeAll(async () => {
    await i18n.loadNamespaces(['requests', 'errors']);
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

  it('explains drafts and lists them, asking only for drafts of work time and breaks', async () => {
    const api = mockApi(draftsApi({ time: [timeDraft], break: [breakDraft] }));
    restore = api.restore;
    renderRoutes(routes, '/drafts');

    expect(await screen.findByRole('heading', { level: 1, name: 'Drafts' })).toBeInTheDocument();
    expect(screen.getByText(/^A draft is a work time or break/)).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Break', 'Work time']);
    expect(
      within(screen.getByRole('article', { name: 'Work time' })).getByText('Forgot to clock in.'),
    ).toBeInTheDocument();
    const reads = api.calls.filter((call) => call.path === '/v1/activities/requests/member');
    expect(
      reads.map((call) => [call.query.get('timestamp_type'), call.query.get('status')]),
    ).toEqual([
      ['workspace_time', 'draft'],
      ['break', 'draft'],
    ]);
  });

  it('fills in the end, which sends the draft for review', async () => {
    const api = mockApi(
      draftsApi({ time: [timeDraft] }, (call) =>
        call.method === 'PATCH' ? ok({ ...timeDraft, status: 'pending' }) : undefined,
      ),
    );
    restore = api.restore;
    renderRoutes(routes, '/drafts');
    const card = await screen.findByRole('article', { name: 'Work time' });

    expect(within(card).getByLabelText(/^Start time/)).toHaveValue('08:00');
    fireEvent.change(within(card).getByLabelText(/^End time/), { target: { value: '16:30' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send for review' }));

    expect(await screen.findByText('Draft sent for review.')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/v1/workspaces/requests',
        body: { id_request: timeDraft.id, end: local('2024-05-01T16:30:00') },
      }),
    ]);
  });

  it('checks the end first, and shows the API’s refusal in the card', async () => {
    const api = mockApi(
      draftsApi({ break: [breakDraft] }, (call) =>
        call.method === 'PATCH' ? refused(409, 'add_break_conflict') : undefined,
      ),
    );
    restore = api.restore;
    renderRoutes(routes, '/drafts');
    const card = await screen.findByRole('article', { name: 'Break' });

    fireEvent.click(within(card).getByRole('button', { name: 'Send for review' }));
    expect(await within(card).findByText('Enter the end date and time.')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    fireEvent.change(within(card).getByLabelText(/^Start time/), { target: { value: '11:45' } });
    fireEvent.change(within(card).getByLabelText(/^End time/), { target: { value: '12:30' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send for review' }));

    await waitFor(() => {
      expect(within(card).getByRole('alert')).toHaveTextContent(
        'The break would overlap another break, or fall outside its work time.',
      );
    });
    expect(api.writes()[0]).toMatchObject({
      path: '/v1/workspaces/requests/break',
      body: {
        id_request: breakDraft.id,
        start: local('2024-05-02T11:45:00'),
        end: local('2024-05-02T12:30:00'),
      },
    });
    expect(within(card).getByLabelText(/^End time/)).toHaveValue('12:30');
  });

  it('withdraws a draft after confirming', async () => {
    const api = mockApi(
      draftsApi({ time: [timeDraft] }, (call) =>
        call.method === 'DELETE' ? ok({ ...timeDraft, status: 'withdrawn' }) : undefined,
      ),
    );
    restore = api.restore;
    renderRoutes(routes, '/drafts');
    await screen.findByRole('article');

    fireEvent.click(screen.getByRole('button', { name: /^Withdraw the request “Work time”/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw this draft?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Draft withdrawn.')).toBeInTheDocument();
    expect(api.writes()[0]).toMatchObject({
      method: 'DELETE',
      path: `/v1/workspaces/requests/pending/${timeDraft.id}/pseudo`,
    });
  });

  it('says when there are none, in Japanese too', async () => {
    restore = mockApi(draftsApi({})).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/drafts');

    expect(await screen.findByRole('heading', { level: 1, name: '下書き' })).toBeInTheDocument();
    expect(await screen.findByText('下書きはありません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '申請一覧へ' })).toHaveAttribute(
      'href',
      '/ja/requests',
    );
    await waitFor(() => {
      expect(document.title).toBe('下書き | Punchcard');
    });
  });
});
