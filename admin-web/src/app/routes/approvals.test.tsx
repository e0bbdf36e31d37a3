import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import ApprovalsRoute from '@/app/routes/approvals';
import {
  meInWorkspace,
  wireList,
  wireRequest,
  WORKSPACE_ID,
} from '@/features/requests/testing/request-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiCall, type ApiHandler, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireMe, wireWorkspace } from '@/testing/wire-fixtures';

const MIA = 'bbbbbbbb-0000-4000-8000-00000000000a';
const NOAH = 'bbbbbbbb-0000-4000-8000-00000000000b';

const routes: RouteObject[] = [
  { path: '/approvals', Component: ApprovalsRoute },
  { path: '/ja/approvals', Component: ApprovalsRoute },
  { path: '/member/:id/requests', element: <h1>Member requests</h1> },
];

/** A manager of the workspace: reviews every kind by the default grants. */
const managerMe = wireMe(wireWorkspace({ id: WORKSPACE_ID, name: 'Bakery', role: 'Manager' }));

const edit = wireRequest({
  id: 'cccccccc-0000-4000-8000-000000000001',
  id_user: MIA,
  member_name: 'Mia Sato',
  request_type: 'EDIT',
  id_workspace_time: 'wt-1',
  start: 1_714_550_400,
  end: 1_714_579_200,
  reason: 'Started an hour early.',
  submitted_at: 1_714_600_000,
});
const activity = wireRequest({
  id: 'cccccccc-0000-4000-8000-000000000002',
  id_user: NOAH,
  member_name: 'Noah Ito',
  kind: 'activity',
  reason: 'Supplier call.',
  submitted_at: 1_714_700_000,
});

/** The queue's reads; `route` may answer first (writes, failures). */
function queueApi(pending: unknown[], route: ApiHandler = () => undefined): ApiHandler {
  return (call) => {
    const answer = route(call);
    if (answer !== undefined) return answer;
    if (call.path === '/v1/accounts/me') return ok(managerMe);
    if (call.path === '/v1/workspaces/requests/pending') return ok(wireList(pending as never[]));
    if (call.path === '/v1/workspaces/requests/summary') {
      return ok({
        pending_requests: 2,
        draft_pending_requests: 1,
        members: [
          { id_user: MIA, pending_requests: 1, draft_pending_requests: 1 },
          { id_user: NOAH, pending_requests: 1, draft_pending_requests: 0 },
        ],
      });
    }
    if (call.path === `/v1/workspaces/${WORKSPACE_ID}/members`) {
      return ok([
        { id_user: MIA, name: 'Mia Sato' },
        { id_user: NOAH, name: 'Noah Ito' },
      ]);
    }
    if (call.path === '/v1/activities/requests/preview') {
      const id = call.query.get('id');
      if (id === edit.id) {
        return ok({
          request: edit,
          current: { id: 'wt-1', start: 1_714_554_000, end: 1_714_579_200, breaks: [] },
          proposed: { id: 'wt-1', start: 1_714_550_400, end: 1_714_579_200, breaks: [] },
        });
      }
      return ok({ request: activity, current: null, proposed: null });
    }
    return undefined;
  };
}

const reviews = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PATCH');

describe('the approvals page', () => {
  let restore: () => void = () => undefined;
  beforeAll(async () => {
    await i18n.loadNamespaces(['reviews', 'requests', 'errors']);
  });
  beforeEach(() => {
    notifications.clean();
  });
  afterEach(async () => {
    cleanup();
    restore();
    await i18n.changeLanguage('en');
  });

  it('lists the waiting requests oldest first with counts per member and before/after', async () => {
    const api = mockApi(queueApi([edit, activity]));
    restore = api.restore;
    renderRoutes(routes, '/approvals');

    expect(await screen.findByRole('heading', { level: 1, name: 'Approvals' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Change work time by Mia Sato, filed /),
      expect.stringMatching(/^Add an activity by Noah Ito, filed /),
    ]);
    const first = within(cards[0] as HTMLElement);
    const comparison = await first.findByRole('group', { name: 'Before and after' });
    expect(within(comparison).getByText('Now')).toBeInTheDocument();
    expect(within(comparison).getByText('After approval')).toBeInTheDocument();
    expect(first.getByText('Started an hour early.')).toBeInTheDocument();

    const byMember = screen.getByRole('region', { name: 'Open requests by member' });
    expect(within(byMember).getByRole('link', { name: 'Mia Sato' })).toHaveAttribute(
      'href',
      `/member/${MIA}/requests`,
    );
    expect(within(byMember).getByText('1 pending · 1 draft')).toBeInTheDocument();
    // The shortcuts are documented where they work.
    const keys = screen.getByRole('region', { name: 'Keyboard shortcuts' });
    expect(within(keys).getByText('Approve')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
  });

  it('approves with one click through the kind’s route, and the card leaves the queue', async () => {
    const api = mockApi(
      queueApi([edit, activity], (call) =>
        call.method === 'PATCH' ? ok({ ...edit, status: 'approved' }) : undefined,
      ),
    );
    restore = api.restore;
    renderRoutes(routes, '/approvals');

    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Approve the request Change work time by Mia Sato',
      }),
    );
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(1);
    });
    expect(reviews(api.calls).map((call) => [call.path, call.body])).toEqual([
      [
        `/v1/workspaces/requests/${edit.id}`,
        { is_approved: true, is_workspace_time_request: true },
      ],
    ]);
    expect(await screen.findByText('Approved: Change work time by Mia Sato.')).toBeInTheDocument();
    // The focus moved on to the next request.
    expect(screen.getByRole('article', { name: /^Add an activity by Noah Ito/ })).toHaveFocus();
  });

  it('decides the focused request by key: R rejects, A approves; keys in other places do nothing', async () => {
    const api = mockApi(
      queueApi([edit, activity], (call) => (call.method === 'PATCH' ? ok(edit) : undefined)),
    );
    restore = api.restore;
    renderRoutes(routes, '/approvals');

    const card = await screen.findByRole('article', { name: /^Change work time by Mia Sato/ });
    fireEvent.keyDown(screen.getByRole('heading', { level: 1 }), { key: 'a' });
    card.focus();
    fireEvent.keyDown(card, { key: 'a', ctrlKey: true });
    expect(reviews(api.calls)).toEqual([]);
    fireEvent.keyDown(card, { key: 'r' });
    await waitFor(() => {
      expect(reviews(api.calls)).toHaveLength(1);
    });
    expect(reviews(api.calls)[0]?.body).toEqual({
      is_approved: false,
      is_workspace_time_request: true,
    });
    const next = await screen.findByRole('article', { name: /^Add an activity by Noah Ito/ });
    await waitFor(() => {
      expect(next).toHaveFocus();
    });
    fireEvent.keyDown(next, { key: 'A' });
    await waitFor(() => {
      expect(reviews(api.calls)).toHaveLength(2);
    });
    expect(reviews(api.calls)[1]).toMatchObject({
      path: `/v1/activities/requests/${activity.id}`,
      body: { is_approved: true },
    });
  });

  it('approves a selection one by one and explains the one that no longer fits', async () => {
    const api = mockApi(
      queueApi([edit, activity], (call) => {
        if (call.method !== 'PATCH') return undefined;
        return call.path.includes(edit.id)
          ? refused(409, 'review_workspace_time_conflict')
          : ok(activity);
      }),
    );
    restore = api.restore;
    renderRoutes(routes, '/approvals');

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all shown' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));

    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(1);
    });
    expect(reviews(api.calls)).toHaveLength(2);
    const left = screen.getByRole('article', { name: /^Change work time by Mia Sato/ });
    const alert = await within(left).findByRole('alert');
    expect(alert).toHaveTextContent(/would overlap other time/);
    expect(alert).toHaveTextContent('ask Mia Sato to file a new request');
    expect(
      await screen.findByText(/^Approved 1 of 2\. The others could not be approved/),
    ).toBeInTheDocument();
  });

  it('tells someone who reviews nothing why, and reads no queue', async () => {
    const api = mockApi((call) =>
      call.path === '/v1/accounts/me' ? ok({ ...meInWorkspace }) : undefined,
    );
    restore = api.restore;
    renderRoutes(routes, '/approvals');

    expect(await screen.findByText('You do not review requests here')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/v1/workspaces/requests'))).toBe(false);
  });

  it('speaks Japanese under /ja, an empty queue included', async () => {
    await i18n.changeLanguage('ja');
    const api = mockApi(queueApi([]));
    restore = api.restore;
    renderRoutes(routes, '/ja/approvals');

    expect(await screen.findByRole('heading', { level: 1, name: '承認' })).toBeInTheDocument();
    expect(await screen.findByText('承認待ちの申請はありません')).toBeInTheDocument();
    expect(screen.getByText('メンバー別の未処理の申請')).toBeInTheDocument();
  });
});
