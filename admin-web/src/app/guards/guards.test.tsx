import { screen } from '@testing-library/react';
import { Outlet, type RouteObject, useLocation } from 'react-router';

import { AuthGuard } from '@/app/guards/auth-guard';
import { GuestGuard } from '@/app/guards/guest-guard';
import { jsonAnswer, mockFetch, signedOut } from '@/testing/api-mock';
import { createTestQueryClient, renderRoutes } from '@/testing/test-utils';
import { signedInMe } from '@/testing/wire-fixtures';

function Where({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return (
    <main>
      <h1>{name}</h1>
      <p>{`${pathname}${search}`}</p>
    </main>
  );
}

function ErrorShown() {
  return <h1>Error page</h1>;
}

// Pages behind each guard, and where the guards send people, under every prefix.
const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <ErrorShown />,
    children: ['', '/en', '/ja'].flatMap((prefix) => [
      {
        element: <AuthGuard />,
        children: [{ path: `${prefix}/clock`, element: <Where name="Clock" /> }],
      },
      {
        element: <GuestGuard />,
        children: [{ path: `${prefix}/signup`, element: <Where name="Sign up" /> }],
      },
      { path: `${prefix}/signin`, element: <Where name="Sign in" /> },
      { path: `${prefix}/home`, element: <Where name="Home" /> },
    ]),
  },
];

describe('guards', () => {
  let restoreFetch: () => void = () => undefined;
  afterEach(() => {
    restoreFetch();
    jest.restoreAllMocks();
  });

  describe('authentication', () => {
    it('sends a signed-out visitor to sign in, with the way back', async () => {
      restoreFetch = mockFetch(signedOut).restore;

      renderRoutes(routes, '/clock?day=2024-05-01');

      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
      expect(
        screen.getByText('/signin?redirectTo=%2Fclock%3Fday%3D2024-05-01'),
      ).toBeInTheDocument();
    });

    it('keeps the locale prefix on the way to sign in and back', async () => {
      restoreFetch = mockFetch(signedOut).restore;

      renderRoutes(routes, '/ja/clock');

      expect(await screen.findByText('/ja/signin?redirectTo=%2Fja%2Fclock')).toBeInTheDocument();
    });

    it('lets a signed-in member through', async () => {
      const { fetchMock, restore } = mockFetch(jsonAnswer(200, signedInMe));
      restoreFetch = restore;

      renderRoutes(routes, '/clock');

      expect(await screen.findByRole('heading', { name: 'Clock' })).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith('/v1/accounts/me', expect.anything());
    });

    it('shows the error page when the API cannot say who is signed in', async () => {
      restoreFetch = mockFetch(
        jsonAnswer(503, { status_code: 503, error_key: 'error.service_unavailable', message: 'x' }),
      ).restore;
      jest.spyOn(console, 'error').mockImplementation(() => undefined);

      renderRoutes(routes, '/clock');

      expect(await screen.findByRole('heading', { name: 'Error page' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Clock' })).not.toBeInTheDocument();
    });
  });

  describe('guest', () => {
    it('sends a signed-in member home from the sign-up pages', async () => {
      restoreFetch = mockFetch(jsonAnswer(200, signedInMe)).restore;

      renderRoutes(routes, '/ja/signup');

      expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
      expect(screen.getByText('/ja/home')).toBeInTheDocument();
    });

    it('shows the page to a signed-out visitor', async () => {
      restoreFetch = mockFetch(signedOut).restore;

      renderRoutes(routes, '/signup');

      expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    });

    it('shows the page as soon as the API fails to answer, while it retries', async () => {
      restoreFetch = mockFetch({ networkError: 'Failed to fetch' }).restore;
      const retrying = createTestQueryClient();
      retrying.setDefaultOptions({ queries: { retry: 3, retryDelay: 60_000 } });

      renderRoutes(routes, '/signup', retrying);

      expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    });

    it('shows the page when the API cannot say', async () => {
      restoreFetch = mockFetch({ networkError: 'Failed to fetch' }).restore;

      renderRoutes(routes, '/signup');

      expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    });
  });
});
