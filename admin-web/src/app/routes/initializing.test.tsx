import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import { AuthGuard } from '@/app/guards/auth-guard';
import InitializingRoute from '@/app/routes/initializing';
import { landingPages } from '@/features/accounts/testing/landing-pages';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockFetch, signedOut } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { signedInMe } from '@/testing/wire-fixtures';

// Behind the auth guard, with its catch-all child, as in the route tree.
const routes: RouteObject[] = [
  ...['', '/ja'].map((prefix) => ({
    element: <AuthGuard />,
    children: [
      { path: `${prefix}/initializing`, Component: InitializingRoute },
      { path: `${prefix}/initializing/*`, Component: InitializingRoute },
    ],
  })),
  ...landingPages({ '/setup': 'Setup', '/home': 'Home', '/clock': 'Clock', '/signin': 'Sign in' }),
];

const withWorkspace = jsonAnswer(200, {
  ...signedInMe,
  active_workspace: { id: 'w1', name: 'Acme' },
});
const unavailable = jsonAnswer(503, {
  status_code: 503,
  error_key: 'error.service_unavailable',
  message: 'down',
});

describe('the initializing page', () => {
  let restoreFetch: () => void = () => undefined;
  afterEach(async () => {
    cleanup();
    restoreFetch();
    await i18n.changeLanguage('en');
  });

  it('sends an account without a workspace to set one up', async () => {
    restoreFetch = mockFetch(jsonAnswer(200, signedInMe)).restore;
    const { router } = renderRoutes(routes, '/initializing?redirectTo=%2Fclock');

    expect(await screen.findByRole('heading', { name: 'Setup' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/setup');
  });

  it('sends an account with a workspace where it was asked, or home', async () => {
    restoreFetch = mockFetch(withWorkspace).restore;
    const { router } = renderRoutes(routes, '/initializing?redirectTo=%2Fclock%3Fday%3D1');

    expect(await screen.findByRole('heading', { name: 'Clock' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?day=1');
  });

  it('behaves the same under any child address, keeping the prefix', async () => {
    restoreFetch = mockFetch(withWorkspace).restore;
    await i18n.changeLanguage('ja');
    const { router } = renderRoutes(routes, '/ja/initializing/anything/at-all');

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ja/home');
  });

  it('asks the API again rather than trusting what the cache held', async () => {
    const { fetchMock, restore } = mockFetch(jsonAnswer(200, signedInMe), withWorkspace);
    restoreFetch = restore;

    renderRoutes(routes, '/initializing');

    // The guard's answer had no workspace; the page's own, a moment later, has one.
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows a calm wait, then the failure in words with a retry that works', async () => {
    const { restore } = mockFetch(jsonAnswer(200, signedInMe), unavailable, withWorkspace);
    restoreFetch = restore;
    renderRoutes(routes, '/initializing');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not load your account' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Punchcard is temporarily unavailable. Try again in a few minutes.'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('leaves a signed-out visitor to the guard, which sends them to sign in', async () => {
    restoreFetch = mockFetch(signedOut).restore;
    renderRoutes(routes, '/initializing');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('names the tab while it works', async () => {
    restoreFetch = mockFetch(jsonAnswer(200, signedInMe), unavailable).restore;
    renderRoutes(routes, '/initializing');

    await waitFor(() => {
      expect(document.title).toBe('Getting ready | Punchcard');
    });
  });
});
