import { cleanup, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import SigningInRoute from '@/app/routes/signing-in';
import { landingPages } from '@/features/accounts/testing/landing-pages';
import { FLOW_STATE, pendingFlow } from '@/features/sso/testing/sso-fixtures';
import { readPendingFlow, savePendingFlow } from '@/features/sso/utils/pending-flow';
import { i18n } from '@/lib/i18n';
import { type ApiMock, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { signedInMe, wireMe, wireWorkspace } from '@/testing/wire-fixtures';

// Open to anyone, as in the route tree, and the pages a finished flow leads to.
const routes: RouteObject[] = [
  ...['', '/ja'].map((prefix) => ({ path: `${prefix}/signing-in`, Component: SigningInRoute })),
  ...landingPages({ '/setup': 'Setup', '/clock': 'Clock', '/linking': 'Linking' }),
];

const ssoPath = 'PUT /v1/accounts/me/google/sso';
const returned = `/signing-in?code=the-code&state=${FLOW_STATE}`;

describe('the signing-in page after a provider', () => {
  // A busy machine (CI runs beside other work) loads the page's code and texts slowly.
  jest.setTimeout(20_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['sso', 'auth', 'errors']);
  });

  let api: ApiMock | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    sessionStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('exchanges the code with the stored verifier, once, then opens the page asked for', async () => {
    savePendingFlow(pendingFlow({ redirectTo: '/clock?day=2024-05-01' }));
    api = mockApi({ [ssoPath]: ok(wireMe(wireWorkspace())) });
    const { router } = renderRoutes(routes, returned);

    expect(await screen.findByRole('heading', { name: 'Clock' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?day=2024-05-01');
    expect(api.callsTo(ssoPath)).toHaveLength(1);
    expect(api.callsTo(ssoPath)[0]?.body).toEqual({
      code: 'the-code',
      code_verifier: pendingFlow().codeVerifier,
      redirect_uri: 'http://localhost/signing-in',
      from: 'signin',
    });
    // The code works once: a reload finds no flow to send it with.
    expect(readPendingFlow()).toBeNull();
  });

  it('sends a new account (no workspace yet) to set one up, under the flow’s locale', async () => {
    savePendingFlow(pendingFlow({ from: 'signup', locale: 'ja' }));
    api = mockApi({ [ssoPath]: ok(signedInMe) });
    const { router } = renderRoutes(routes, returned);

    expect(await screen.findByRole('heading', { name: 'Setup' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ja/setup');
    expect(api.callsTo(ssoPath)[0]?.body).toMatchObject({ from: 'signup' });
  });

  it('never sends a code whose state is not this tab’s flow', async () => {
    savePendingFlow(pendingFlow({ state: 'another-flow' }));
    api = mockApi({});
    renderRoutes(routes, returned);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This sign-in could not be checked' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(api.calls).toHaveLength(0);
  });

  it('hands a link flow (Apple’s callback lands here) on to /linking with the answer', async () => {
    savePendingFlow(pendingFlow({ service: 'apple', from: 'link' }));
    api = mockApi({});
    const { router } = renderRoutes(routes, `${returned}&user=%7B%7D`);

    expect(await screen.findByRole('heading', { name: 'Linking' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?code=the-code&state=${FLOW_STATE}&user=%7B%7D`);
    expect(readPendingFlow()).not.toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['sso_email_taken', 'link-fail', 'This sign-in belongs to another account'],
    ['sso_identity_taken', 'link-fail', 'This sign-in belongs to another account'],
    ['sso_provider_disabled', 'sso-fail', 'This way of signing in is turned off'],
  ])('explains %s as %s', async (errorKey, reason, heading) => {
    savePendingFlow(pendingFlow({ redirectTo: '/clock' }));
    api = mockApi({ [ssoPath]: refused(409, errorKey) });
    const { router } = renderRoutes(routes, returned);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?reason=${reason}&redirectTo=%2Fclock`);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?redirectTo=%2Fclock',
    );
  });

  it('shows any other refusal in its own words', async () => {
    savePendingFlow(pendingFlow());
    api = mockApi({ [ssoPath]: refused(401, 'sso_failed') });
    renderRoutes(routes, returned);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Signing in did not work' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'The sign-in could not be completed. Please start again from the sign-in page.',
        {
          exact: false,
        },
      ),
    ).toBeInTheDocument();
  });

  it('says when the person cancelled at the provider, in Japanese under /ja', async () => {
    savePendingFlow(pendingFlow());
    api = mockApi({});
    await i18n.changeLanguage('ja');
    renderRoutes(routes, `/ja/signing-in?error=access_denied&state=${FLOW_STATE}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'ログインはキャンセルされました' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/ja/signin');
    await waitFor(() => {
      expect(readPendingFlow()).toBeNull();
    });
    expect(api.calls).toHaveLength(0);
  });
});
