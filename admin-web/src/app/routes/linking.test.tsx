import { cleanup, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import LinkingRoute from '@/app/routes/linking';
import { landingPages } from '@/features/accounts/testing/landing-pages';
import {
  FLOW_STATE,
  pendingFlow,
  wireLink,
  wireLinks,
  wireProviders,
} from '@/features/sso/testing/sso-fixtures';
import { readPendingFlow, savePendingFlow } from '@/features/sso/utils/pending-flow';
import { i18n } from '@/lib/i18n';
import { type ApiMock, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

// Behind the auth guard in the route tree; here the signed-in part alone, and where it leads.
const routes: RouteObject[] = [
  ...['', '/ja'].map((prefix) => ({ path: `${prefix}/linking`, Component: LinkingRoute })),
  ...landingPages({ '/settings/account/signin': 'Sign-in methods' }),
];

const providers = { 'GET /v1/accounts/sso/providers': ok(wireProviders('google', 'oidc')) };
const linkFlow = pendingFlow({
  service: 'oidc',
  from: 'link',
  redirectUri: 'http://localhost/linking',
});
const returned = `/linking?code=the-code&state=${FLOW_STATE}`;
const ssoPath = 'PUT /v1/accounts/me/oidc/sso';

describe('the linking page', () => {
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

  it('links the provider, then returns to the sign-in methods with a notice', async () => {
    savePendingFlow(linkFlow);
    api = mockApi({
      ...providers,
      [ssoPath]: ok(wireLinks(true, wireLink('oidc', 'ada@acme.example'))),
      'GET /v1/accounts/me/sso': ok(wireLinks(true, wireLink('oidc', 'ada@acme.example'))),
    });
    const { router } = renderRoutes(routes, returned);

    expect(await screen.findByRole('heading', { name: 'Sign-in methods' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/account/signin');
    expect(
      await screen.findByText('Acme SSO is linked: you can sign in with it now.'),
    ).toBeInTheDocument();
    expect(api.callsTo(ssoPath)).toHaveLength(1);
    expect(api.callsTo(ssoPath)[0]?.body).toEqual({
      code: 'the-code',
      code_verifier: linkFlow.codeVerifier,
      redirect_uri: 'http://localhost/linking',
      from: 'link',
    });
    expect(readPendingFlow()).toBeNull();
  });

  it('sends Apple’s one-time name along with its code', async () => {
    savePendingFlow({ ...linkFlow, service: 'apple', locale: 'ja' });
    api = mockApi({
      ...providers,
      'PUT /v1/accounts/me/apple/sso': ok(wireLinks(true, wireLink('apple', null))),
      'GET /v1/accounts/me/sso': ok(wireLinks(true, wireLink('apple', null))),
    });
    const user = encodeURIComponent(JSON.stringify({ name: { firstName: 'Ada' } }));
    const { router } = renderRoutes(routes, `${returned}&user=${user}`);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/ja/settings/account/signin');
    });
    expect(api.callsTo('PUT /v1/accounts/me/apple/sso')[0]?.body).toMatchObject({
      user: { first_name: 'Ada' },
    });
  });

  it('explains an account that already belongs to someone else (link-fail)', async () => {
    savePendingFlow(linkFlow);
    api = mockApi({ ...providers, [ssoPath]: refused(409, 'sso_identity_taken') });
    renderRoutes(routes, returned);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The provider could not be linked' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/already belongs to another Punchcard account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign-in methods' })).toHaveAttribute(
      'href',
      '/settings/account/signin',
    );
  });

  it('explains a provider this install turned off (sso-fail)', async () => {
    savePendingFlow(linkFlow);
    api = mockApi({ ...providers, [ssoPath]: refused(409, 'sso_provider_disabled') });
    renderRoutes(routes, returned);

    expect(
      await screen.findByText('This Punchcard does not offer that provider at the moment.'),
    ).toBeInTheDocument();
  });

  it('never exchanges the answer of a sign-in flow, or of another tab', async () => {
    savePendingFlow(pendingFlow());
    api = mockApi(providers);
    renderRoutes(routes, returned);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link could not be checked' }),
    ).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);
  });

  it('says nothing is being linked when opened without a code, in Japanese under /ja', async () => {
    api = mockApi(providers);
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/linking');

    expect(
      await screen.findByRole('heading', { level: 1, name: '連携中のログイン方法はありません' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログイン方法に戻る' })).toHaveAttribute(
      'href',
      '/ja/settings/account/signin',
    );
    await waitFor(() => {
      expect(document.title).toBe('ログイン方法の連携 | Punchcard');
    });
    expect(api.writes()).toHaveLength(0);
  });

  it('says the link was cancelled at the provider', async () => {
    savePendingFlow(linkFlow);
    api = mockApi(providers);
    renderRoutes(routes, '/linking?error=access_denied');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Linking was cancelled' }),
    ).toBeInTheDocument();
  });
});
