import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import RequestsRoute from '@/app/routes/requests';
import {
  meInWorkspace,
  ME_ID,
  REVIEWER_ID,
  wireList,
  wireRequest,
  WORKSPACE_ID,
} from '@/features/requests/testing/request-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiCall, type ApiHandler, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

const routes: RouteObject[] = [
  { path: '/requests', Component: RequestsRoute },
  { path: '/ja/requests', Component: RequestsRoute },
  { path: '/drafts', element: <h1>Drafts page</h1> },
];

const pendingEdit = wireRequest({
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  request_type: 'EDIT',
  id_workspace_time: 'wt-1',
  reason: 'I started earlier.',
  created_at: 1_714_700_000,
});
const approvedActivity = wireRequest({
  id: 'aaaaaaaa-0000-4000-8000-000000000002',
  kind: 'activity',
  status: 'approved',
  description: 'Kneading dough',
  created_at: 1_714_650_000,
  reviewed_at: 1_714_660_000,
  is_approved: true,
  reviewed_by: REVIEWER_ID,
});
const draftBreak = wireRequest({
  id: 'aaaaaaaa-0000-4000-8000-000000000003',
  kind: 'break',
  status: 'draft',
  is_draft: true,
  end: null,
  submitted_at: null,
  created_at: 1_714_600_000,
});

/** Each kind's list, then the shared reads the page makes; `route` may answer first. */
function requestsApi(
  lists: Partial<Record<string, unknown>>,
  route: ApiHandler = () => undefined,
): ApiHandler {
  return (call) => {
    const answer = route(call);
    if (answer !== undefined) return answer;
    if (call.path === '/v1/accounts/me') return ok(meInWorkspace);
    if (call.path === '/v1/workspaces/requests/summary') {
      return ok({
        pending_requests: 5,
        draft_pending_requests: 1,
        members: [
          { id_user: ME_ID, pending_requests: 2, draft_pending_requests: 1 },
          { id_user: REVIEWER_ID, pending_requests: 3, draft_pending_requests: 0 },
        ],
      });
    }
    if (call.path === `/v1/workspaces/${WORKSPACE_ID}/members`) {
      return ok([{ id_user: REVIEWER_ID, name: 'Grace Hopper' }]);
    }
    if (call.path === '/v1/activities/requests/preview') {
      return ok({
        request: pendingEdit,
        current: { id: 'wt-1', start: 1_714_554_000, end: 1_714_579_200, breaks: [] },
        proposed: null,
      });
    }
    if (call.path === '/v1/activities/requests/member') {
      const kind = call.query.get('timestamp_type') ?? 'activity';
      return ok(lists[kind] ?? wireList([]));
    }
    return undefined;
  };
}

const memberReads = (calls: ApiCall[]) =>
  calls.filter((call) => call.path === '/v1/activities/requests/member');

describe('the requests page', () => {
  let restore: () => void = () => undefined;
  beforeAll(async () => {
    await i18n.loadNamespaces(['requests', 'errors', 'clock']);
  });
  beforeEach(() => {
    // The notice store outlives a test's tree: start each test without old notices.
    notifications.clean();
  });
  afterEach(async () => {
    // Unmounted first, so the change of language back reaches no tree.
    cleanup();
    restore();
    await i18n.changeLanguage('en');
  });

  it('lists every kind newest first, with where each stands and who reviewed it', async () => {
    const api = mockApi(
      requestsApi({
        workspace_time: wireList([pendingEdit]),
        activity: wireList([approvedActivity]),
        break: wireList([draftBreak]),
      }),
    );
    restore = api.restore;
    renderRoutes(routes, '/requests');

    expect(await screen.findByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Change work time',
      'Add an activity',
      'Add a break',
    ]);
    const edit = screen.getByRole('article', { name: 'Change work time' });
    const activity = screen.getByRole('article', { name: 'Add an activity' });
    const draft = screen.getByRole('article', { name: 'Add a break' });
    expect(within(edit).getByText('Pending')).toBeInTheDocument();
    expect(within(edit).getByText('I started earlier.')).toBeInTheDocument();
    // The entry as it is now, from the preview.
    expect(await within(edit).findByText('Now')).toBeInTheDocument();
    expect(within(activity).getByText('Approved')).toBeInTheDocument();
    expect(within(activity).getByText('Kneading dough')).toBeInTheDocument();
    expect(await within(activity).findByText(/^Approved .* by Grace Hopper$/)).toBeInTheDocument();
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Fill in the end' })).toHaveAttribute(
      'href',
      '/drafts',
    );
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
    // The caller's own counts, not the other member's.
    const counts = screen.getByRole('group', { name: 'Your open requests' });
    expect(within(counts).getByText('2 pending')).toBeInTheDocument();
    expect(within(counts).getByRole('link', { name: '1 draft' })).toHaveAttribute(
      'href',
      '/drafts',
    );
    expect(
      memberReads(api.calls)
        .map((call) => call.query.get('timestamp_type'))
        .sort(),
    ).toEqual(['activity', 'break', 'workspace_time']);
  });

  it('filters by kind and status through the address', async () => {
    const api = mockApi(requestsApi({ workspace_time: wireList([pendingEdit]) }));
    restore = api.restore;
    const { router } = renderRoutes(routes, '/requests?kind=workspace_time');
    await screen.findAllByRole('article');
    expect(memberReads(api.calls).map((call) => call.query.get('timestamp_type'))).toEqual([
      'workspace_time',
    ]);

    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pending' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?kind=workspace_time&status=pending');
    });
    await waitFor(() => {
      expect(memberReads(api.calls).at(-1)?.query.get('status')).toBe('pending');
    });
  });

  it('loads more from the kind’s cursor', async () => {
    const older = wireRequest({
      id: 'aaaaaaaa-0000-4000-8000-000000000009',
      created_at: 1_714_000_000,
    });
    const api = mockApi(
      requestsApi({}, (call) => {
        if (call.path !== '/v1/activities/requests/member') return undefined;
        if (call.query.get('timestamp_type') !== 'workspace_time') return ok(wireList([]));
        return call.query.get('cursor') === 'next-1'
          ? ok(wireList([older], { total: 2 }))
          : ok(wireList([pendingEdit], { total: 2, nextCursor: 'next-1' }));
      }),
    );
    restore = api.restore;
    renderRoutes(routes, '/requests');
    await screen.findByText('Showing 1 of 2');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Showing 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const continued = memberReads(api.calls).filter((call) => call.query.has('cursor'));
    expect(continued.map((call) => call.query.get('timestamp_type'))).toEqual(['workspace_time']);
  });

  it('withdraws a pending request after confirming, and restores it from the notice', async () => {
    const api = mockApi(
      requestsApi({ workspace_time: wireList([pendingEdit]) }, (call) => {
        if (call.method === 'DELETE') return ok({ ...pendingEdit, status: 'withdrawn' });
        if (call.method === 'PATCH') return ok(pendingEdit);
        return undefined;
      }),
    );
    restore = api.restore;
    renderRoutes(routes, '/requests');
    await screen.findAllByRole('article');

    fireEvent.click(
      screen.getByRole('button', { name: /^Withdraw the request “Change work time”/ }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
    expect(api.writes()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Request withdrawn.')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        path: `/v1/workspaces/requests/pending/${pendingEdit.id}/pseudo`,
      }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Request restored.')).toBeInTheDocument();
    expect(api.writes()[1]).toMatchObject({
      method: 'PATCH',
      path: `/v1/workspaces/deleted/workspacetime-request/${pendingEdit.id}`,
    });
  });

  it('explains why a withdrawal failed', async () => {
    restore = mockApi(
      requestsApi({ workspace_time: wireList([pendingEdit]) }, (call) =>
        call.method === 'DELETE' ? refused(412, 'delete_something_wrong') : undefined,
      ),
    ).restore;
    renderRoutes(routes, '/requests');
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('button', { name: /^Withdraw the request/ }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Withdraw this request?' });
    await waitFor(() => {
      expect(within(confirm).getByRole('alert')).toHaveTextContent(
        'This request has already been reviewed and can no longer be withdrawn.',
      );
    });
    expect(within(confirm).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });

  it('says when there is nothing yet, and offers a first request', async () => {
    restore = mockApi(requestsApi({})).restore;
    renderRoutes(routes, '/requests');

    expect(await screen.findByText('No requests yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New request' })).toHaveLength(2);
  });

  it('offers to clear filters that match nothing', async () => {
    restore = mockApi(requestsApi({})).restore;
    const { router } = renderRoutes(routes, '/requests?status=rejected');

    expect(await screen.findByText('No requests match')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
  });

  it('says so when the requests cannot be read, and tries again', async () => {
    let failing = true;
    const api = mockApi(
      requestsApi({}, (call) =>
        call.path === '/v1/activities/requests/member' && failing
          ? refused(500, 'error.internal_error')
          : undefined,
      ),
    );
    restore = api.restore;
    renderRoutes(routes, '/requests');

    expect(await screen.findByText('Your requests could not be loaded.')).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No requests yet')).toBeInTheDocument();
  });

  it('files a new work time from the New request menu', async () => {
    const api = mockApi(
      requestsApi({}, (call) => (call.method === 'POST' ? ok({ id: 'new' }) : undefined)),
    );
    restore = api.restore;
    renderRoutes(routes, '/requests');
    await screen.findByText('No requests yet');

    const [headerMenu] = screen.getAllByRole('button', { name: 'New request' });
    if (headerMenu === undefined) throw new Error('no New request menu');
    fireEvent.click(headerMenu);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Add work time' }));

    expect(
      await screen.findByRole('dialog', { name: 'Request to add work time' }),
    ).toBeInTheDocument();
  });

  it('speaks Japanese under /ja', async () => {
    restore = mockApi(
      requestsApi({
        workspace_time: wireList([pendingEdit]),
        activity: wireList([approvedActivity]),
      }),
    ).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/requests');

    expect(await screen.findByRole('heading', { level: 1, name: '申請' })).toBeInTheDocument();
    const edit = await screen.findByRole('article', { name: '勤務時間の変更' });
    expect(within(edit).getByText('承認待ち')).toBeInTheDocument();
    const activity = screen.getByRole('article', { name: '作業記録の追加' });
    expect(await within(activity).findByText(/に承認（Grace Hopper）$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新規申請' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('申請 | Punchcard');
    });
  });
});
