import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SsoLinks } from '@punchcard/shared';
import type { RouteObject } from 'react-router';

import { SettingsLayout } from '@/app/layouts/settings-layout';
import SettingsAccountSigninRoute from '@/app/routes/settings-account-signin';
import { meIn } from '@/features/accounts/testing/account-fixtures';
import { wireLink, wireLinks, wireProviders } from '@/features/sso/testing/sso-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiMock, type ApiRoutes, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  element: <SettingsLayout />,
  children: [{ path: `${prefix}/settings/account/signin`, Component: SettingsAccountSigninRoute }],
}));

const ssoOnly = wireLinks(false, wireLink('google', 'ada@gmail.example'));

describe('the password on the sign-in methods page', () => {
  // A busy machine (CI runs beside other work) loads the page's code and texts slowly.
  jest.setTimeout(20_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['sso', 'auth', 'errors']);
  });

  let api: ApiMock | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  /** The API with `links`; setting or removing the password changes what it answers next. */
  function serve(links: SsoLinks, extra: ApiRoutes = {}) {
    let current = links;
    api = mockApi({
      'GET /v1/accounts/me': ok(meIn()),
      'GET /v1/accounts/sso/providers': ok(wireProviders('google')),
      'GET /v1/accounts/me/sso': () => ok(current),
      'POST /v1/accounts/me/sso/password': () => {
        current = { ...current, has_password: true };
        return { status: 204 };
      },
      'DELETE /v1/accounts/me/password': () => {
        current = { ...current, has_password: false };
        return { status: 204 };
      },
      ...extra,
    });
    return api;
  }

  const section = () => screen.getByRole('region', { name: 'Password' });

  it('sets a first password once it meets the rules the security page shows', async () => {
    serve(ssoOnly);
    renderRoutes(routes, '/settings/account/signin');

    const field = await screen.findByLabelText(/^New password/);
    expect(within(section()).getByText('Your password needs')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(
      await screen.findByText('Your password does not meet every rule below yet.'),
    ).toBeInTheDocument();
    expect(api?.writes()).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'Correct horse 9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText('Your password is set.')).toBeInTheDocument();
    expect(api?.callsTo('POST /v1/accounts/me/sso/password')[0]?.body).toEqual({
      password: 'Correct horse 9',
    });
    expect(await screen.findByRole('button', { name: 'Remove password' })).toBeEnabled();
  });

  it('shows a refusal under the form and keeps what was typed', async () => {
    serve(ssoOnly, {
      'POST /v1/accounts/me/sso/password': refused(409, 'password_already_set'),
    });
    renderRoutes(routes, '/settings/account/signin');

    const field = await screen.findByLabelText(/^New password/);
    fireEvent.change(field, { target: { value: 'Correct horse 9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Your account already has a password. Change it under security instead.',
    );
    expect(field).toHaveValue('Correct horse 9');
  });

  it('removes the password after asking, while a provider is linked', async () => {
    serve(wireLinks(true, wireLink('google', 'ada@gmail.example')));
    renderRoutes(routes, '/settings/account/signin');

    expect(
      await screen.findByRole('link', { name: 'Change your password under Security' }),
    ).toHaveAttribute('href', '/settings/account/security');
    fireEvent.click(screen.getByRole('button', { name: 'Remove password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your password?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove password' }));

    expect(await screen.findByText('Your password is removed.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Set password' })).toBeInTheDocument();
    expect(api?.callsTo('DELETE /v1/accounts/me/password')).toHaveLength(1);
  });

  it('keeps a password that is the only way to sign in', async () => {
    serve(wireLinks(true));
    renderRoutes(routes, '/settings/account/signin');

    const remove = await screen.findByRole('button', { name: 'Remove password' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(
      'Your password is your only way to sign in: link a provider before removing it.',
    );
  });

  it('shows the API’s refusal to remove it in the dialog', async () => {
    serve(wireLinks(true, wireLink('google', 'ada@gmail.example')), {
      'DELETE /v1/accounts/me/password': refused(409, 'sso_last_sign_in_method'),
    });
    renderRoutes(routes, '/settings/account/signin');

    fireEvent.click(await screen.findByRole('button', { name: 'Remove password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your password?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove password' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This is your only way to sign in.',
    );
  });

  it('speaks Japanese under /ja', async () => {
    serve(ssoOnly);
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/settings/account/signin');

    expect(await screen.findByRole('button', { name: 'パスワードを設定' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Google の連携を解除' })).toBeDisabled();
    await waitFor(() => {
      expect(document.title).toBe('ログイン方法 | Punchcard');
    });
  });
});
