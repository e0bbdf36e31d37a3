import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SsoLinks } from '@punchcard/shared';
import type { RouteObject } from 'react-router';

import { SettingsLayout } from '@/app/layouts/settings-layout';
import SettingsAccountSigninRoute from '@/app/routes/settings-account-signin';
import { meIn } from '@/features/accounts/testing/account-fixtures';
import { wireLink, wireLinks, wireProviders } from '@/features/sso/testing/sso-fixtures';
import { borrowNodeWebCrypto } from '@/features/sso/testing/web-crypto';
import { leavePage } from '@/features/sso/utils/leave-page';
import { readPendingFlow } from '@/features/sso/utils/pending-flow';
import { i18n } from '@/lib/i18n';
import { type ApiMock, type ApiRoutes, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

jest.mock('@/features/sso/utils/leave-page');

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  element: <SettingsLayout />,
  children: [{ path: `${prefix}/settings/account/signin`, Component: SettingsAccountSigninRoute }],
}));

const googleLinked = wireLinks(true, wireLink('google', 'ada@gmail.example'));

describe('the sign-in methods page', () => {
  // A busy machine (CI runs beside other work) loads the page's code and texts slowly.
  jest.setTimeout(20_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['sso', 'auth', 'errors']);
  });

  let api: ApiMock | undefined;
  let restoreCrypto: () => void = () => undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    restoreCrypto();
    sessionStorage.clear();
    jest.mocked(leavePage).mockClear();
    await i18n.changeLanguage('en');
  });

  /** The API with `links` as the account's methods; an unlink takes the provider away. */
  function serve(links: SsoLinks, extra: ApiRoutes = {}) {
    let current = links;
    api = mockApi({
      'GET /v1/accounts/me': ok(meIn()),
      'GET /v1/accounts/sso/providers': ok(wireProviders('google', 'apple', 'oidc')),
      'GET /v1/accounts/me/sso': () => ok(current),
      'DELETE /v1/accounts/me/google/sso': () => {
        current = { ...current, links: current.links.filter((link) => link.service !== 'google') };
        return { status: 204 };
      },
      ...extra,
    });
    return api;
  }

  const providerList = () => screen.getByRole('list', { name: 'Sign-in providers' });
  const row = (name: string) =>
    within(providerList())
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText(name) !== null) ?? document.body;

  it('lists each provider, linked with its e-mail or not', async () => {
    serve(
      wireLinks(
        true,
        wireLink('google', 'ada@gmail.example'),
        wireLink('apple', 'x7@privaterelay.appleid.com'),
      ),
    );
    renderRoutes(routes, '/settings/account/signin');

    await screen.findByRole('list', { name: 'Sign-in providers' });
    expect(within(row('Google')).getByText('Linked as ada@gmail.example')).toBeInTheDocument();
    expect(
      within(row('Apple')).getByText(
        'A private address: mail to it is forwarded to your real one.',
      ),
    ).toBeInTheDocument();
    expect(within(row('Acme SSO')).getByText('Not linked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlink Google' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Link Acme SSO' })).toBeEnabled();
    await waitFor(() => {
      expect(document.title).toBe('Sign-in methods | Punchcard');
    });
  });

  it('starts a link flow: state and verifier kept for this tab, then off to the provider', async () => {
    restoreCrypto = borrowNodeWebCrypto();
    serve(googleLinked);
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/settings/account/signin');

    fireEvent.click(await screen.findByRole('button', { name: 'Acme SSO を連携' }));

    await waitFor(() => {
      expect(leavePage).toHaveBeenCalledTimes(1);
    });
    const flow = readPendingFlow();
    expect(flow).toMatchObject({
      service: 'oidc',
      from: 'link',
      locale: 'ja',
      redirectUri: 'http://localhost/linking',
    });
    const href = new URL(jest.mocked(leavePage).mock.calls[0]?.[0] ?? '', 'http://localhost');
    expect(href.pathname).toBe('/v1/accounts/sso/oidc/authorize');
    expect(href.searchParams.get('state')).toBe(flow?.state);
    expect(href.searchParams.get('redirect_uri')).toBe('http://localhost/linking');
    expect(href.searchParams.get('nonce')).toBe(href.searchParams.get('code_challenge'));
  });

  it('unlinks after asking, and lists the provider as not linked', async () => {
    serve(googleLinked);
    renderRoutes(routes, '/settings/account/signin');

    fireEvent.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink Google?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));

    expect(await screen.findByText('Google is unlinked.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Link Google' })).toBeInTheDocument();
    expect(api?.callsTo('DELETE /v1/accounts/me/google/sso')).toHaveLength(1);
  });

  it('keeps the only way to sign in: unlinking it is offered with the reason it cannot be', async () => {
    serve(wireLinks(false, wireLink('google', 'ada@gmail.example')));
    renderRoutes(routes, '/settings/account/signin');

    const unlink = await screen.findByRole('button', { name: 'Unlink Google' });
    expect(unlink).toBeDisabled();
    expect(unlink).toHaveAccessibleDescription(
      'This is your only way to sign in: set a password or link another provider before unlinking it.',
    );
  });

  it('shows the API’s refusal in the dialog and keeps the link', async () => {
    serve(googleLinked, {
      'DELETE /v1/accounts/me/google/sso': refused(409, 'sso_last_sign_in_method'),
    });
    renderRoutes(routes, '/settings/account/signin');

    fireEvent.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink Google?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This is your only way to sign in. Set a password or link another provider first.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(row('Google')).getByText('Linked as ada@gmail.example')).toBeInTheDocument();
  });

  it('says so when the install offers no providers', async () => {
    serve(wireLinks(true), { 'GET /v1/accounts/sso/providers': ok(wireProviders()) });
    renderRoutes(routes, '/settings/account/signin');

    expect(
      await screen.findByText(
        'This Punchcard offers no sign-in providers. You sign in with your e-mail address and password.',
      ),
    ).toBeInTheDocument();
  });

  it('offers a retry when the methods cannot be read', async () => {
    serve(googleLinked, {
      'GET /v1/accounts/me/sso': [refused(500, 'error.internal'), ok(googleLinked)],
    });
    renderRoutes(routes, '/settings/account/signin');

    expect(
      await screen.findByText('Your sign-in methods could not be loaded.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Unlink Google' })).toBeInTheDocument();
  });
});
