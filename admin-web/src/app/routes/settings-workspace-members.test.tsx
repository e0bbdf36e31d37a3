import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import { SettingsLayout } from '@/app/layouts/settings-layout';
import SettingsWorkspaceMembersRoute from '@/app/routes/settings-workspace-members';
import { meIn, WORKSPACE_ID } from '@/features/accounts/testing/account-fixtures';
import {
  ada,
  deletedMember,
  grace,
  invitedGuest,
} from '@/features/members/testing/member-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireWorkspace } from '@/testing/wire-fixtures';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  element: <SettingsLayout />,
  children: [
    { path: `${prefix}/settings/workspace/members`, Component: SettingsWorkspaceMembersRoute },
  ],
}));

// The default grants: owners manage members, plain members do not.
const permissions = wireWorkspace().permissions;
const membersPath = `/v1/workspaces/${WORKSPACE_ID}/members`;

describe('the members page', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['members', 'errors']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  function serve(role: 'Owner' | 'Member', overrides: ApiRoutes = {}) {
    api = mockApi({
      'GET /v1/accounts/me': ok(meIn({ role, permissions })),
      [`GET ${membersPath}`]: ok([grace, ada, invitedGuest, deletedMember]),
      'GET /v1/accounts/invitations': ok([]),
      ...overrides,
    });
    return api;
  }

  const list = () => screen.findByRole('list');
  const rows = async () => within(await list()).findAllByRole('listitem');

  it('lists the members by name with role and status; a guest without e-mail says so', async () => {
    const { callsTo } = serve('Owner');
    renderRoutes(routes, '/settings/workspace/members');
    const items = await rows();
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^ALAda Lovelace/),
      expect.stringMatching(/^AGAmazing Grace \(Grace Hopper\)/),
      expect.stringMatching(/^G3Guest 3/),
    ]);
    const [first, , third] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(first).getByText('Owner')).toBeInTheDocument();
    expect(within(third).getByText('E-mail hidden')).toBeInTheDocument();
    expect(within(third).getByText('Invited')).toBeInTheDocument();
    expect(screen.getByText('3 members shown')).toBeInTheDocument();
    // A manager's list includes soft-deleted members, shown only when asked for.
    expect(callsTo(`GET ${membersPath}`)[0]?.query.get('include_deleted')).toBe('true');
    expect(screen.queryByText('Gone Member')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches names and e-mails, ignoring case and full-width letters', async () => {
    serve('Owner');
    renderRoutes(routes, '/settings/workspace/members');
    await rows();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'ＨＯＰＰＥＲ' },
    });
    await waitFor(() => {
      expect(screen.getAllByRole('listitem')).toHaveLength(1);
    });
    expect(screen.getByText('Amazing Grace')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'ada@' },
    });
    await waitFor(() => {
      expect(screen.getByText('1 member shown')).toBeInTheDocument();
    });
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('filters by status, deleted members included for managers', async () => {
    serve('Owner');
    renderRoutes(routes, '/settings/workspace/members');
    await rows();
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Deleted' }));
    await waitFor(() => {
      expect(screen.getByText('Gone Member')).toBeInTheDocument();
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    // A deleted member has no credentials to manage.
    expect(screen.queryByRole('button', { name: /Kiosk credentials/ })).not.toBeInTheDocument();
    // The filtered sheet prints the members shown who still belong: none here.
    expect(screen.getByRole('button', { name: 'Print 0 badges' })).toBeDisabled();
  });

  it('offers kiosk credentials and printing only to those who may manage members', async () => {
    const { callsTo } = serve('Member');
    renderRoutes(routes, '/settings/workspace/members');
    await rows();
    expect(screen.queryByRole('button', { name: /Kiosk credentials/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Print/ })).not.toBeInTheDocument();
    expect(callsTo(`GET ${membersPath}`)[0]?.query.has('include_deleted')).toBe(false);
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeInTheDocument();
  });

  it('offers the credentials of each member still in the workspace to a manager', async () => {
    serve('Owner');
    renderRoutes(routes, '/settings/workspace/members');
    await rows();
    expect(
      screen.getByRole('button', { name: 'Kiosk credentials of Amazing Grace' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Kiosk credentials of/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Print badges' })).toBeEnabled();
  });

  it('says in words why the badge sheet was refused', async () => {
    serve('Owner', {
      'GET /v1/workspaces/members/badges/pdf': refused(403, 'member_role_not_allowed'),
    });
    renderRoutes(routes, '/settings/workspace/members');
    await rows();
    fireEvent.click(screen.getByRole('button', { name: 'Print badges' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
    });
    expect(screen.getByRole('alert').textContent).not.toContain('member_role_not_allowed');
  });

  it('shows a failed list with a retry', async () => {
    serve('Owner', { [`GET ${membersPath}`]: [refused(500, 'error.internal'), ok([ada])] });
    renderRoutes(routes, '/settings/workspace/members');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The members could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('speaks Japanese under /ja', async () => {
    serve('Owner');
    renderRoutes(routes, '/ja/settings/workspace/members');
    await i18n.changeLanguage('ja');
    expect(await screen.findByRole('heading', { name: 'メンバー', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('3 人を表示中')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'バッジを印刷' })).toBeInTheDocument();
  });
});
