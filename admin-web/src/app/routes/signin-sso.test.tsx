import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import { GuestGuard } from '@/app/guards/guest-guard';
import SignInRoute from '@/app/routes/signin';
import SignUpRoute from '@/app/routes/signup';
import { wireProviders } from '@/features/sso/testing/sso-fixtures';
import { borrowNodeWebCrypto } from '@/features/sso/testing/web-crypto';
import { leavePage } from '@/features/sso/utils/leave-page';
import { readPendingFlow } from '@/features/sso/utils/pending-flow';
import { i18n } from '@/lib/i18n';
import { type ApiMock, mockApi, ok, refused, signedOut } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

jest.mock('@/features/sso/utils/leave-page');

// The guest pages behind their guard, as the route tree places them.
const routes: RouteObject[] = ['', '/ja'].flatMap((prefix) => [
  {
    element: <GuestGuard />,
    children: [
      { path: `${prefix}/signin`, Component: SignInRoute },
      { path: `${prefix}/signup`, Component: SignUpRoute },
    ],
  },
]);

describe('the provider buttons on /signin and /signup', () => {
  // A busy machine (CI runs beside other work) loads the page's code and texts slowly.
  jest.setTimeout(20_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['sso', 'auth', 'errors']);
  });

  let api: ApiMock | undefined;
  let restoreCrypto: () => void = () => undefined;
  beforeEach(() => {
    restoreCrypto = borrowNodeWebCrypto();
  });
  afterEach(async () => {
    cleanup();
    api?.restore();
    restoreCrypto();
    sessionStorage.clear();
    jest.mocked(leavePage).mockClear();
    await i18n.changeLanguage('en');
  });

  const serve = (providers = ok(wireProviders('google', 'apple', 'oidc'))) => {
    api = mockApi({
      'GET /v1/accounts/me': signedOut,
      'GET /v1/accounts/sso/providers': providers,
    });
  };
  const buttons = () => screen.getByRole('group', { name: 'Sign in with another account' });

  it('offers each configured provider by name, in a group of its own', async () => {
    serve();
    renderRoutes(routes, '/signin');

    await screen.findByRole('button', { name: 'Continue with Google' });
    expect(
      within(buttons())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Continue with Google', 'Continue with Apple', 'Continue with Acme SSO']);
  });

  it('starts a sign-in flow that returns to the page asked for', async () => {
    serve();
    renderRoutes(routes, '/signin?redirectTo=%2Fclock');

    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => {
      expect(leavePage).toHaveBeenCalledTimes(1);
    });
    const flow = readPendingFlow();
    expect(flow).toMatchObject({
      service: 'google',
      from: 'signin',
      redirectTo: '/clock',
      redirectUri: 'http://localhost/signing-in',
    });
    expect(flow?.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const href = new URL(jest.mocked(leavePage).mock.calls[0]?.[0] ?? '', 'http://localhost');
    expect(href.pathname).toBe('/v1/accounts/sso/google/authorize');
    expect(href.searchParams.get('state')).toBe(flow?.state);
  });

  it('signs up through Apple, whose answer comes back through the API', async () => {
    serve();
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/signup');

    fireEvent.click(await screen.findByRole('button', { name: 'Apple で続ける' }));

    await waitFor(() => {
      expect(leavePage).toHaveBeenCalledTimes(1);
    });
    expect(readPendingFlow()).toMatchObject({
      service: 'apple',
      from: 'signup',
      locale: 'ja',
      redirectUri: 'http://localhost/v1/accounts/sso/apple/callback',
    });
  });

  it('says so when this browser cannot start a flow securely', async () => {
    restoreCrypto();
    serve();
    renderRoutes(routes, '/signin');

    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser could not start signing in securely.',
    );
    expect(leavePage).not.toHaveBeenCalled();
    expect(readPendingFlow()).toBeNull();
  });

  it.each([
    ['configures none', ok(wireProviders())],
    ['cannot say which', refused(500, 'error.internal')],
  ])('shows no buttons when the install %s', async (_what, providers) => {
    serve(providers);
    renderRoutes(routes, '/signup');

    await screen.findByRole('button', { name: 'Send verification code' });
    await waitFor(() => {
      expect(api?.callsTo('GET /v1/accounts/sso/providers')).toHaveLength(1);
    });
    expect(screen.queryByRole('group', { name: 'Sign in with another account' })).toBeNull();
  });
});
