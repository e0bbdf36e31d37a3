import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import { SettingsLayout } from '@/app/layouts/settings-layout';
import SettingsWorkspaceRoute from '@/app/routes/settings-workspace';
import { meIn, workspace } from '@/features/accounts/testing/account-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, heldAnswer, mockApi, ok } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireWorkspace } from '@/testing/wire-fixtures';

// The settings of /settings/workspace other than the kiosk's (settings-workspace.test.tsx).
const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  element: <SettingsLayout />,
  children: [{ path: `${prefix}/settings/workspace`, Component: SettingsWorkspaceRoute }],
}));

// An owner under the default grants, which give owners the workspace's settings.
const permissions = wireWorkspace().permissions;
const asOwner = (overrides: Parameters<typeof meIn>[0] = {}) => meIn({ permissions, ...overrides });
/** The workspace as the API answers it to that owner. */
const granted = { ...workspace, permissions };

// The page loads its texts and sections on first render; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

describe('the workspace settings page: rules, plans, deleting', () => {
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['kiosks', 'workspaceSettings', 'errors']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  function serve(overrides: ApiRoutes = {}) {
    api = mockApi({
      'GET /v1/accounts/me': ok(asOwner()),
      'GET /v1/kiosks': ok([]),
      'GET /v1/kiosks/punches': ok({ items: [], next_before: null }),
      'GET /v1/kiosks/identify-failures': ok({ items: [], next_before: null }),
      'GET /v1/workspaces/deleted': ok([]),
      ...overrides,
    });
    return api;
  }

  const section = (name: string) => screen.findByRole('region', { name });

  it('saves a switch the moment it is flipped', async () => {
    const saved = { ...granted, is_time_required: false };
    const { callsTo } = serve({
      // The account read again after the save has it.
      'GET /v1/accounts/me': [ok(asOwner()), ok(asOwner(saved))],
      'PUT /v1/workspaces/workspace-settings/time': ok(saved),
    });
    renderRoutes(routes, '/settings/workspace');
    const time = within(await section('Clocked time'));
    const required = time.getByRole('switch', { name: /Activities need clocked time/ });
    expect(required).toBeChecked();
    fireEvent.click(required);
    // Shown before the API answers.
    await waitFor(() => {
      expect(required).not.toBeChecked();
    });
    expect(callsTo('PUT /v1/workspaces/workspace-settings/time')).toHaveLength(1);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(callsTo('PUT /v1/workspaces/workspace-settings/time')[0]?.body).toEqual({
      is_required: false,
    });
    expect(required).not.toBeChecked();
  });

  it('puts a refused switch back and says why', async () => {
    // Held, to see the switch on while the call is on its way.
    const refusal = heldAnswer(403, {
      status_code: 403,
      error_key: 'error.forbidden',
      message: 'No.',
    });
    const { callsTo } = serve({
      'PATCH /v1/workspaces/approval-setting/true': refusal.answer,
    });
    renderRoutes(routes, '/settings/workspace');
    const approval = within(await section('Clocked time')).getByRole('switch', {
      name: /Every change to past time needs approval/,
    });
    fireEvent.click(approval);
    await waitFor(() => {
      expect(approval).toBeChecked();
    });
    refusal.release();
    expect(
      await screen.findByText('Not saved: the setting is back as it was.'),
    ).toBeInTheDocument();
    expect(approval).not.toBeChecked();
    expect(callsTo('PATCH /v1/workspaces/approval-setting/true')).toHaveLength(1);
  });

  it('offers the two allowances under the master switch and says what they mean', async () => {
    const saved = {
      ...granted,
      timestamp_settings: { ...workspace.timestamp_settings, is_permission_required: true },
    };
    const { callsTo } = serve({
      'GET /v1/accounts/me': [ok(asOwner()), ok(asOwner(saved))],
      'PATCH /v1/activities/settings': ok(saved),
    });
    renderRoutes(routes, '/settings/workspace');
    const past = within(await section('Correcting past time'));
    const times = past.getByRole('switch', { name: /Members may correct their past times/ });
    expect(times).toBeDisabled();
    expect(past.getByText('Past times: members correct them directly.')).toBeInTheDocument();

    fireEvent.click(past.getByRole('switch', { name: /Limit what members correct themselves/ }));
    await waitFor(() => {
      expect(times).toBeEnabled();
    });
    expect(past.getByText('Past times: members file a request.')).toBeInTheDocument();
    expect(past.getByText('Activity details: members file a request.')).toBeInTheDocument();
    expect(callsTo('PATCH /v1/activities/settings')[0]?.body).toEqual({
      is_permission_required: true,
    });
  });

  it('shows what the plan lacks disabled, with the plan that has it', async () => {
    serve();
    renderRoutes(routes, '/settings/workspace');
    // The fixture's workspace is on LITE: no required fields, no pomodoro settings.
    const required = within(await section('Required details'));
    const project = required.getByRole('switch', { name: /^Project/ });
    expect(project).toBeDisabled();
    expect(project).toHaveAccessibleDescription(/Available on the Basic plan and above/);
    expect(required.getByRole('switch', { name: /^Task/ })).toBeEnabled();
    const pomodoro = screen.getByRole('switch', { name: /customise the pomodoro timer/ });
    expect(pomodoro).toBeDisabled();
  });

  it('lets nothing wait on the plan without billing', async () => {
    serve({ 'GET /v1/accounts/me': ok(asOwner({ billing: 'none', plan: 'FREE' })) });
    renderRoutes(routes, '/settings/workspace');
    const required = within(await section('Required details'));
    expect(required.getByRole('switch', { name: /^Project/ })).toBeEnabled();
    expect(screen.getByRole('switch', { name: /customise the pomodoro timer/ })).toBeEnabled();
  });

  it('saves who sees project reports', async () => {
    const saved = { ...granted, project_report_visibility: 'PERSONAL' } as const;
    const { callsTo } = serve({
      'GET /v1/accounts/me': [ok(asOwner()), ok(asOwner(saved))],
      'PATCH /v1/workspaces/project-visibility': ok(saved),
    });
    renderRoutes(routes, '/settings/workspace');
    const reports = within(await section('Reports and timers'));
    expect(reports.getByRole('radio', { name: /Everything/ })).toBeChecked();
    fireEvent.click(reports.getByRole('radio', { name: /Their own time only/ }));
    await waitFor(() => {
      expect(callsTo('PATCH /v1/workspaces/project-visibility')[0]?.body).toEqual({
        project_visibility: 'PERSONAL',
      });
    });
    expect(reports.getByRole('radio', { name: /Their own time only/ })).toBeChecked();
  });

  it('deletes the workspace only for its super owner, after the name is typed', async () => {
    const path = `DELETE /v1/workspaces/${workspace.id}`;
    serve();
    renderRoutes(routes, '/settings/workspace');
    await section('Clocked time');
    // The fixture's caller is an Owner.
    expect(screen.queryByRole('button', { name: /Delete workspace/ })).not.toBeInTheDocument();
    cleanup();
    api?.restore();

    const { callsTo } = serve({
      'GET /v1/accounts/me': ok(asOwner({ role: 'SuperOwner' })),
      [path]: ok({ ...workspace, deleted_at: 1_700_000_000 }),
    });
    renderRoutes(routes, '/settings/workspace');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete workspace…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Analytical Engines?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete workspace' });
    expect(confirm).toBeDisabled();
    const typed = within(dialog).getByRole('textbox', { name: /Type “Analytical Engines”/ });
    fireEvent.change(typed, { target: { value: 'Analytical' } });
    expect(confirm).toBeDisabled();
    fireEvent.change(typed, { target: { value: 'Analytical Engines' } });
    fireEvent.click(confirm);
    expect(await screen.findByText(/Analytical Engines was deleted/)).toBeInTheDocument();
    expect(callsTo(path)).toHaveLength(1);
  });

  it('restores a deleted workspace, even with no workspace left', async () => {
    const idDeleted = '9b1e7c1a-5d0e-4d6a-9f3e-0a1b2c3d4e51';
    const { callsTo } = serve({
      'GET /v1/accounts/me': ok({ ...asOwner(), active_workspace: null }),
      'GET /v1/workspaces/deleted': ok([
        { id: idDeleted, name: 'Old Mill', deleted_at: 1_700_000_000 },
      ]),
      [`PATCH /v1/workspaces/deleted/${idDeleted}`]: ok({ ...workspace, id: idDeleted }),
    });
    renderRoutes(routes, '/settings/workspace');
    const deleted = within(await section('Deleted workspaces'));
    expect(deleted.getByText('Old Mill')).toBeInTheDocument();
    fireEvent.click(deleted.getByRole('button', { name: 'Restore Old Mill' }));
    expect(await screen.findByText(/Old Mill is back/)).toBeInTheDocument();
    expect(callsTo(`PATCH /v1/workspaces/deleted/${idDeleted}`)).toHaveLength(1);
  });

  it('speaks Japanese under /ja', async () => {
    serve();
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/settings/workspace');
    expect(await section('過去の記録の修正')).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: /アクティビティには出勤中の記録が必要/ }),
    ).toBeChecked();
    expect(
      screen.getAllByText('ベーシック プラン以上で利用できます。', { exact: false }).length,
    ).toBe(5);
  });
});
