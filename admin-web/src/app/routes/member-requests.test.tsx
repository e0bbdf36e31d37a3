import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import MemberDraftsRoute from '@/app/routes/member-drafts';
import MemberRequestsRoute from '@/app/routes/member-requests';
import {
  meInWorkspace,
  ME_ID,
  wireList,
  wireRequest,
  WORKSPACE_ID,
} from '@/features/requests/testing/request-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiCall, type ApiHandler, mockApi, ok } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireMe, wireWorkspace } from '@/testing/wire-fixtures';

const MIA = 'bbbbbbbb-0000-4000-8000-00000000000a';

const routes: RouteObject[] = [
  { path: '/member/:id/requests', Component: MemberRequestsRoute },
  { path: '/member/:id/drafts', Component: MemberDraftsRoute },
  { path: '/ja/member/:id/requests', Component: MemberRequestsRoute },
  { path: '/home', element: <h1>Home page</h1> },
];

const managerMe = wireMe(wireWorkspace({ id: WORKSPACE_ID, name: 'Bakery', role: 'Manager' }));

const miaPending = wireRequest({
  id: 'dddddddd-0000-4000-8000-000000000001',
  id_user: MIA,
  member_name: 'Mia Sato',
  reason: 'Forgot to clock in.',
});
const miaDraft = wireRequest({
  id: 'dddddddd-0000-4000-8000-000000000002',
  id_user: MIA,
  member_name: 'Mia Sato',
  kind: 'break',
  status: 'draft',
  is_draft: true,
  end: null,
  submitted_at: null,
  id_workspace_time: 'wt-9',
});

function memberApi(me: unknown, lists: Record<string, unknown> = {}): ApiHandler {
  return (call) => {
    if (call.path === '/v1/accounts/me') return ok(me);
    if (call.path === `/v1/workspaces/${WORKSPACE_ID}/members`) {
      return ok([
        { id_user: MIA, name: 'Mia Sato' },
        { id_user: ME_ID, name: 'Ada Lovelace' },
      ]);
    }
    if (call.path === '/v1/activities/requests/member') {
      const key = `${call.query.get('timestamp_type') ?? ''}:${call.query.get('status') ?? 'all'}`;
      return ok(lists[key] ?? wireList([]));
    }
    if (call.path === '/v1/activities/requests/preview') {
      return ok({ request: miaPending, current: null, proposed: null });
    }
    return undefined;
  };
}

const listReads = (calls: ApiCall[]) =>
  calls.filter((call) => call.path === '/v1/activities/requests/member');

describe("a member's requests and drafts pages", () => {
  let restore: () => void = () => undefined;
  beforeAll(async () => {
    await i18n.loadNamespaces(['reviews', 'requests', 'memberTime']);
  });
  afterEach(async () => {
    cleanup();
    restore();
    await i18n.changeLanguage('en');
  });

  it("shows a manager the member's requests read-only, open ones linked to the queue", async () => {
    const api = mockApi(memberApi(managerMe, { 'workspace_time:all': wireList([miaPending]) }));
    restore = api.restore;
    renderRoutes(routes, `/member/${MIA}/requests`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Sato' })).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Add work time' });
    expect(within(card).getByText('Forgot to clock in.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Review in Approvals' })).toHaveAttribute(
      'href',
      '/approvals',
    );
    expect(within(card).queryByRole('button', { name: /Withdraw/ })).toBeNull();
    // Every read names the member.
    expect(listReads(api.calls).length).toBeGreaterThan(0);
    for (const call of listReads(api.calls)) {
      expect(call.query.getAll('id_members')).toEqual([MIA]);
    }
  });

  it('sends a member without the review permissions home from someone else’s page', async () => {
    const api = mockApi(memberApi(meInWorkspace));
    restore = api.restore;
    const { router } = renderRoutes(routes, `/member/${MIA}/requests`);

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
    expect(listReads(api.calls)).toEqual([]);
  });

  it('shows the member their own requests with their own actions', async () => {
    const own = { ...miaPending, id_user: ME_ID, member_name: 'Ada Lovelace' };
    const api = mockApi(memberApi(meInWorkspace, { 'workspace_time:all': wireList([own]) }));
    restore = api.restore;
    renderRoutes(routes, `/member/${ME_ID}/requests`);

    const card = await screen.findByRole('article', { name: 'Add work time' });
    expect(within(card).getByRole('button', { name: /^Withdraw the request/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open my Requests page' })).toHaveAttribute(
      'href',
      '/requests',
    );
    for (const call of listReads(api.calls)) expect(call.query.getAll('id_members')).toEqual([]);
  });

  it("lists a member's drafts for a manager, without the member's fill-in form", async () => {
    const api = mockApi(memberApi(managerMe, { 'break:draft': wireList([miaDraft]) }));
    restore = api.restore;
    renderRoutes(routes, `/member/${MIA}/drafts`);

    const card = await screen.findByRole('article', { name: 'Add a break' });
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByLabelText(/End time/)).toBeNull();
    await waitFor(() => {
      expect(listReads(api.calls).map((call) => call.query.get('status'))).toContain('draft');
    });
  });

  it('keeps the drafts page from members who may not see others’ drafts', async () => {
    // A Member granted only the right to view timestamps still is no manager.
    const viewer = wireMe(
      wireWorkspace({
        id: WORKSPACE_ID,
        role: 'Member',
        plan: 'BUSINESS',
        permissions: [
          { id_permission: 'p1', permission: 'VIEW_MEMBER_TIMESTAMPS', member_role: 'Member' },
        ],
      }),
    );
    const api = mockApi(memberApi(viewer));
    restore = api.restore;
    const { router } = renderRoutes(routes, `/member/${MIA}/drafts`);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/home');
    });
    // The same person may read the member's requests: the rule is the drafts page's own.
    await router.navigate(`/member/${MIA}/requests`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Sato' })).toBeVisible();
  });

  it('reads in Japanese under /ja', async () => {
    await i18n.changeLanguage('ja');
    const api = mockApi(memberApi(managerMe));
    restore = api.restore;
    renderRoutes(routes, `/ja/member/${MIA}/requests`);

    expect(
      await screen.findByText('Mia Satoさんが提出したすべての申請です（新しい順）。'),
    ).toBeVisible();
    expect(await screen.findByText('申請はありません')).toBeVisible();
  });
});
