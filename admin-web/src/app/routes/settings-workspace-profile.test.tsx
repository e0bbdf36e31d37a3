import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import { SettingsLayout } from '@/app/layouts/settings-layout';
import SettingsWorkspaceProfileRoute from '@/app/routes/settings-workspace-profile';
import { meIn, workspace } from '@/features/accounts/testing/account-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireWorkspace } from '@/testing/wire-fixtures';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  element: <SettingsLayout />,
  children: [
    { path: `${prefix}/settings/workspace/profile`, Component: SettingsWorkspaceProfileRoute },
  ],
}));

const permissions = wireWorkspace().permissions;
const granted = { ...workspace, permissions };

// A busy machine (the time zone list formats some 400 zones) needs more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

describe('the workspace profile page', () => {
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['workspaceSettings', 'errors']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  function serve(overrides: ApiRoutes = {}) {
    api = mockApi({ 'GET /v1/accounts/me': ok(meIn({ permissions })), ...overrides });
    return api;
  }

  const details = async () => within(await screen.findByRole('region', { name: 'Details' }));

  it('sends only what changed: the name, then address and time zone together', async () => {
    const renamed = { ...granted, name: 'Difference Engines' };
    const { callsTo } = serve({
      [`PATCH /v1/workspaces/${workspace.id}/names`]: ok(renamed),
      'PATCH /v1/workspaces/profile': ok({ ...renamed, address: '12 Dorset St, London' }),
    });
    renderRoutes(routes, '/settings/workspace/profile');
    const form = await details();
    expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue('Analytical Engines');
    fireEvent.change(form.getByRole('textbox', { name: /Name/ }), {
      target: { value: ' Difference Engines ' },
    });
    fireEvent.change(form.getByRole('textbox', { name: /Address/ }), {
      target: { value: '12 Dorset St, London' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The workspace profile was saved.')).toBeInTheDocument();
    expect(callsTo(`PATCH /v1/workspaces/${workspace.id}/names`)[0]?.body).toEqual({
      name: 'Difference Engines',
    });
    expect(callsTo('PATCH /v1/workspaces/profile')[0]?.body).toEqual({
      address: '12 Dorset St, London',
      time_zone: 'Europe/London',
    });
    expect(callsTo('PATCH /v1/workspaces/currency')).toHaveLength(0);
  });

  it('refuses an empty name before calling, and shows a refusal under the form', async () => {
    const { callsTo } = serve({
      'PATCH /v1/workspaces/currency': refused(400, 'currency_invalid'),
    });
    renderRoutes(routes, '/settings/workspace/profile');
    const form = await details();
    fireEvent.change(form.getByRole('textbox', { name: /Name/ }), { target: { value: '  ' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Enter a name of 1 to 100 characters.')).toBeInTheDocument();
    expect(callsTo(`PATCH /v1/workspaces/${workspace.id}/names`)).toHaveLength(0);

    fireEvent.change(form.getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Analytical Engines' },
    });
    fireEvent.click(form.getByRole('combobox', { name: /Currency/ }));
    fireEvent.click(await screen.findByRole('option', { name: /^JPY/ }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Choose a valid currency.');
    expect(callsTo('PATCH /v1/workspaces/currency')[0]?.body).toEqual({ currency: 'JPY' });
  });

  it('shows the profile to members without offering changes', async () => {
    serve({ 'GET /v1/accounts/me': ok(meIn({ permissions, role: 'Member' })) });
    renderRoutes(routes, '/settings/workspace/profile');
    const form = await details();
    expect(form.getByRole('textbox', { name: /Name/ })).toHaveAttribute('readonly');
    expect(form.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change picture' })).toBeDisabled();
  });

  it('uploads a picture as soon as it is picked, and refuses other files first', async () => {
    const { callsTo } = serve({
      'PATCH /v1/workspaces/avatar': ok({ ...granted, avatar: '/v1/uploads/a.png' }),
    });
    renderRoutes(routes, '/settings/workspace/profile');
    const input = await screen.findByLabelText('Change picture', { selector: 'input' });
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText('Choose a JPEG, PNG or WebP image.')).toBeInTheDocument();
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('The workspace picture was updated.')).toBeInTheDocument();
    await waitFor(() => {
      expect(callsTo('PATCH /v1/workspaces/avatar')).toHaveLength(1);
    });
  });

  it('speaks Japanese under /ja', async () => {
    serve();
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/settings/workspace/profile');
    const form = within(await screen.findByRole('region', { name: '基本情報' }));
    expect(form.getByRole('button', { name: '保存' })).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: /タイムゾーン/ })).toBeInTheDocument();
  });
});
