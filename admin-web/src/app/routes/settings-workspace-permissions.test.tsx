import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Plan, Role } from '@punchcard/shared';
import type { RouteObject } from 'react-router';

import { SettingsLayout } from '@/app/layouts/settings-layout';
import SettingsWorkspacePermissionsRoute from '@/app/routes/settings-workspace-permissions';
import { meIn, workspace } from '@/features/accounts/testing/account-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, heldAnswer, mockApi, ok } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireWorkspace } from '@/testing/wire-fixtures';

configure({ asyncUtilTimeout: 5_000 });

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  element: <SettingsLayout />,
  children: [
    {
      path: `${prefix}/settings/workspace/permissions`,
      Component: SettingsWorkspacePermissionsRoute,
    },
  ],
}));

// The default map, as a new workspace has it, each permission under its catalogue id.
const idOf = (permission: string) => `id-${permission}`;
const defaults = wireWorkspace().permissions.map((grant) => ({
  ...grant,
  id_permission: idOf(grant.permission),
}));
const catalogue = [...new Set(defaults.map((grant) => grant.permission))].map((permission) => ({
  id: idOf(permission),
  permission,
}));
const grantsPath = `/v1/workspaces/${workspace.id}/permissions`;
const withoutMemberInvites = defaults.filter(
  (g) => !(g.member_role === 'Manager' && g.permission === 'MANAGE_WORKSPACE_MEMBERS'),
);

describe('the permissions page', () => {
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['permissions', 'errors']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  function serve(overrides: ApiRoutes = {}, plan: Plan = 'LITE', role: Role = 'Owner') {
    api = mockApi({
      'GET /v1/accounts/me': ok(meIn({ permissions: defaults, plan, role })),
      'GET /v1/workspaces/permissions/values': ok(catalogue),
      [`GET ${grantsPath}`]: ok(defaults),
      ...overrides,
    });
    return api;
  }

  const cell = (permission: string, role: string) =>
    screen.findByRole('checkbox', { name: `${permission}: ${role}` });

  it('shows each role’s permissions with what each one means', async () => {
    serve();
    renderRoutes(routes, '/settings/workspace/permissions');
    expect(await cell('Manage members', 'Manager')).toBeChecked();
    expect(await cell('Manage workspace settings', 'Manager')).not.toBeChecked();
    expect(await cell('Manage members', 'Member')).not.toBeChecked();
    expect(screen.getByText(/Invite people, change roles/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Permissions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('withdraws a permission at once, sending the whole map', async () => {
    const { callsTo } = serve({
      'PATCH /v1/workspaces/permissions': ok(withoutMemberInvites),
      [`GET ${grantsPath}`]: [ok(defaults), ok(withoutMemberInvites)],
    });
    renderRoutes(routes, '/settings/workspace/permissions');
    const box = await cell('Manage members', 'Manager');
    fireEvent.click(box);
    await waitFor(() => {
      expect(box).not.toBeChecked();
    });
    await waitFor(() => {
      expect(callsTo('PATCH /v1/workspaces/permissions')).toHaveLength(1);
    });
    const sent = callsTo('PATCH /v1/workspaces/permissions')[0]?.body as {
      permissions: { id_permission: string; member_role: string }[];
    };
    expect(sent.permissions).toHaveLength(defaults.length - 1);
    expect(sent.permissions).toContainEqual({
      id_permission: idOf('CUD_TAGS'),
      member_role: 'Manager',
    });
  });

  it('puts a refused cell back and says so', async () => {
    const refusal = heldAnswer(403, {
      status_code: 403,
      error_key: 'error.forbidden',
      message: '',
    });
    serve({ 'PATCH /v1/workspaces/permissions': refusal.answer });
    renderRoutes(routes, '/settings/workspace/permissions');
    const box = await cell('Manage tags', 'Member');
    fireEvent.click(box);
    await waitFor(() => {
      expect(box).toBeChecked();
    });
    refusal.release();
    expect(await screen.findByText('Not saved: the permission is back as it was.')).toBeVisible();
    expect(box).not.toBeChecked();
  });

  it('keeps the caller’s own access to this page', async () => {
    serve();
    renderRoutes(routes, '/settings/workspace/permissions');
    expect(await cell('Manage workspace settings', 'Owner')).toBeDisabled();
    expect(await cell('Manage workspace settings', 'Manager')).toBeEnabled();
  });

  it('resets to the defaults after asking', async () => {
    const { callsTo } = serve({
      [`GET ${grantsPath}`]: [ok(withoutMemberInvites), ok(defaults)],
      'PATCH /v1/workspaces/permissions': ok(defaults),
    });
    renderRoutes(routes, '/settings/workspace/permissions');
    expect(await cell('Manage members', 'Manager')).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the permissions?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));
    expect(await screen.findByText('The permissions are back to the defaults.')).toBeVisible();
    const sent = callsTo('PATCH /v1/workspaces/permissions')[0]?.body as {
      permissions: unknown[];
    };
    expect(sent.permissions).toHaveLength(defaults.length);
    expect(await cell('Manage members', 'Manager')).toBeChecked();
  });

  it('shows the map disabled on FREE, naming the plan that lets it change', async () => {
    serve({}, 'FREE');
    renderRoutes(routes, '/settings/workspace/permissions');
    expect(await cell('Manage members', 'Manager')).toBeDisabled();
    expect(screen.getByText(/is on the Free plan/)).toHaveTextContent(
      'The Lite plan and above let you change them.',
    );
    expect(screen.queryByRole('button', { name: /Reset to defaults/ })).not.toBeInTheDocument();
  });

  it('lets nothing be changed by someone who may not manage settings', async () => {
    serve({}, 'LITE', 'Manager');
    renderRoutes(routes, '/settings/workspace/permissions');
    expect(await cell('Manage tags', 'Member')).toBeDisabled();
    expect(screen.getByText(/Only people allowed to manage/)).toBeInTheDocument();
  });

  it('speaks Japanese under /ja', async () => {
    serve();
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/settings/workspace/permissions');
    expect(
      await screen.findByRole('checkbox', { name: 'メンバーの管理(マネージャー)' }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: '標準に戻す…' })).toBeInTheDocument();
  });
});
