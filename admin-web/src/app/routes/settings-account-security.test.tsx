import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { Link } from 'react-router';

import { SettingsLayout } from '@/app/layouts/settings-layout';
import SettingsAccountSecurityRoute from '@/app/routes/settings-account-security';
import {
  expectAlert,
  meIn,
  meWithoutWorkspace,
  WORKSPACE_ID,
} from '@/features/accounts/testing/account-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, heldAnswer, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

function Elsewhere() {
  return (
    <main>
      <h1>Elsewhere</h1>
      <Link to="/settings/account/security">Back to security</Link>
    </main>
  );
}

const routes: RouteObject[] = [
  ...['', '/ja'].map((prefix) => ({
    element: <SettingsLayout />,
    children: [
      { path: `${prefix}/settings/account/security`, Component: SettingsAccountSecurityRoute },
    ],
  })),
  { path: '/elsewhere', Component: Elsewhere },
];

const KEY = 'pk_3q2-abcdefghijklmnopqrstuvwxyz0123456789';

describe('the security settings page', () => {
  // Each namespace is its own chunk; loaded once here, so no test's first find races the import.
  beforeAll(async () => {
    await i18n.loadNamespaces(['account', 'auth', 'errors']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  function serve(routesOverride: ApiRoutes = {}) {
    api = mockApi({ 'GET /v1/accounts/me': ok(meIn()), ...routesOverride });
    return api;
  }

  const passwordSection = () => screen.getByRole('region', { name: 'Password' });

  function fillPasswords(current: string, next: string) {
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: current } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('checks both passwords before asking the API', async () => {
    const { callsTo } = serve();
    renderRoutes(routes, '/settings/account/security');
    await screen.findByRole('region', { name: 'Password' });

    fillPasswords('', 'short');
    expect(await screen.findByText('Enter your current password.')).toBeInTheDocument();
    expect(
      screen.getByText('The new password does not meet every rule listed below it.'),
    ).toBeInTheDocument();

    fillPasswords('Same-Password-1', 'Same-Password-1');
    expect(
      await screen.findByText('Choose a password that differs from your current one.'),
    ).toBeInTheDocument();
    expect(callsTo('PATCH /v1/accounts/me/password')).toHaveLength(0);
  });

  it('shows the rules as the new password is typed', async () => {
    serve();
    renderRoutes(routes, '/settings/account/security');
    await screen.findByRole('region', { name: 'Password' });

    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'abc' } });
    const rules = within(passwordSection()).getByRole('list');
    // Each rule says, also to screen readers, whether it is met yet.
    expect(
      within(rules)
        .getByText(/A lowercase letter/)
        .closest('li'),
    ).toHaveTextContent('(met)');
    expect(
      within(rules)
        .getByText(/A digit/)
        .closest('li'),
    ).toHaveTextContent('(not met yet)');
  });

  it('changes the password, says other devices were signed out, and clears the form', async () => {
    const { callsTo } = serve({ 'PATCH /v1/accounts/me/password': ok({ ok: true }) });
    renderRoutes(routes, '/settings/account/security');
    await screen.findByRole('region', { name: 'Password' });
    // Said before it happens: the API revokes every key with the sessions.
    expect(within(passwordSection()).getByText(/revokes your API keys/)).toBeInTheDocument();

    fillPasswords('Old-Password-1', 'New-Password-2');

    expect(
      await screen.findByText('Your password was changed. Other devices were signed out.'),
    ).toBeInTheDocument();
    expect(callsTo('PATCH /v1/accounts/me/password')[0]?.body).toEqual({
      old_password: 'Old-Password-1',
      new_password: 'New-Password-2',
    });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
  });

  it('says so when the current password is wrong, keeping what was typed', async () => {
    serve({
      'PATCH /v1/accounts/me/password': refused(400, 'account.messages.edit_password_error'),
    });
    renderRoutes(routes, '/settings/account/security');
    await screen.findByRole('region', { name: 'Password' });

    fillPasswords('Wrong-Password-1', 'New-Password-2');

    await expectAlert(passwordSection(), 'Your current password is wrong.');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('New-Password-2');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
  });

  it('cannot send the change twice while it is under way', async () => {
    const { answer, release } = heldAnswer(200, { ok: true });
    const { callsTo } = serve({ 'PATCH /v1/accounts/me/password': answer });
    renderRoutes(routes, '/settings/account/security');
    await screen.findByRole('region', { name: 'Password' });

    fillPasswords('Old-Password-1', 'New-Password-2');
    const submit = screen.getByRole('button', { name: 'Change password' });
    await waitFor(() => {
      expect(submit).toBeDisabled();
    });
    fireEvent.click(submit);
    release();
    await waitFor(() => {
      expect(submit).toBeEnabled();
    });
    expect(callsTo('PATCH /v1/accounts/me/password')).toHaveLength(1);
  });

  it('generates an API key only after confirming, and shows it once', async () => {
    const { callsTo } = serve({
      'PATCH /v1/accounts/me/token': ok({
        token: KEY,
        id_workspace: WORKSPACE_ID,
        created_at: 1_700_000_000,
      }),
    });
    const { router } = renderRoutes(routes, '/settings/account/security');
    const section = await screen.findByRole('region', { name: 'API key' });
    expect(within(section).getByText(/in Analytical Engines only/)).toBeInTheDocument();
    expect(within(section).getByText('Authorization: Bearer <API key>')).toBeInTheDocument();

    fireEvent.click(within(section).getByRole('button', { name: 'Generate API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate a new API key?' });
    expect(dialog).toHaveTextContent(/stops working at once/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(callsTo('PATCH /v1/accounts/me/token')).toHaveLength(0);

    fireEvent.click(within(section).getByRole('button', { name: 'Generate API key' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Generate key' }),
    );

    expect(await within(section).findByLabelText('Your new API key')).toHaveValue(KEY);
    expect(within(section).getByText('Copy your key now')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Generate another key' }),
    ).toBeInTheDocument();
    expect(callsTo('PATCH /v1/accounts/me/token')).toHaveLength(1);

    // Gone once the page is left: coming back shows no key.
    await act(() => router.navigate('/elsewhere'));
    fireEvent.click(await screen.findByRole('link', { name: 'Back to security' }));
    const again = await screen.findByRole('region', { name: 'API key' });
    expect(within(again).queryByLabelText('Your new API key')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(KEY)).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Generate API key' })).toBeInTheDocument();
  });

  it('explains a refused key in words', async () => {
    serve({ 'PATCH /v1/accounts/me/token': refused(404, 'workspace_not_found') });
    renderRoutes(routes, '/settings/account/security');
    const section = await screen.findByRole('region', { name: 'API key' });

    fireEvent.click(within(section).getByRole('button', { name: 'Generate API key' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Generate key' }),
    );

    await expectAlert(section, 'This workspace does not exist, or you are not a member of it.');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('offers no key without a workspace', async () => {
    serve({ 'GET /v1/accounts/me': ok(meWithoutWorkspace) });
    renderRoutes(routes, '/settings/account/security');

    const section = await screen.findByRole('region', { name: 'API key' });
    expect(within(section).getByText(/Create or join a workspace first/)).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks Japanese under /ja', async () => {
    serve();
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/settings/account/security');

    expect(await screen.findByRole('region', { name: 'パスワード' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^現在のパスワード/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^新しいパスワード/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'パスワードを変更' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'API キーを発行' })).toBeInTheDocument();
    expect(screen.getByText('Authorization: Bearer <API キー>')).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('セキュリティ設定 | Punchcard');
    });
  });
});
