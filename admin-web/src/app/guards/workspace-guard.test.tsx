import { screen, waitFor } from '@testing-library/react';
import { type RouteObject, useLocation } from 'react-router';

import { AuthGuard } from '@/app/guards/auth-guard';
import { pagesNeedingWorkspace, WorkspaceGuard } from '@/app/guards/workspace-guard';
import type { PageRoute } from '@/app/page-routes';
import { routes as appRoutes } from '@/app/route-tree';
import { paths } from '@/config/paths';
import { jsonAnswer, mockApi, mockFetch, signedOut } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireMe, wireWorkspace } from '@/testing/wire-fixtures';

// The app's page table with stand-in pages, to see where the route tree places the guard.
jest.mock('@/app/page-routes', () => {
  const stand = (name: string) => () => Promise.resolve({ default: () => <h1>{name}</h1> });
  const pages: PageRoute[] = [
    { path: '/clock', access: 'member', layout: 'base', load: stand('Clock page') },
    { path: '/profile', access: 'member', layout: 'base', load: stand('Profile page') },
    { path: '/setup', access: 'member', layout: 'default', load: stand('Setup page') },
  ];
  return { pageRoutes: pages };
});

function Where({ name }: { name: string }) {
  const { pathname } = useLocation();
  return (
    <main>
      <h1>{name}</h1>
      <p>{pathname}</p>
    </main>
  );
}

// As the route tree places it: inside the auth guard, around a member's pages only.
const routes: RouteObject[] = ['', '/en', '/ja'].flatMap((prefix) => [
  {
    element: <AuthGuard />,
    children: [
      {
        element: <WorkspaceGuard />,
        children: [
          { path: `${prefix}/clock`, element: <Where name="Clock" /> },
          { path: `${prefix}/timestamps/list-view`, element: <Where name="Timestamps" /> },
        ],
      },
      { path: `${prefix}/profile`, element: <Where name="Profile" /> },
      { path: `${prefix}/setup`, element: <Where name="Setup" /> },
    ],
  },
  { path: `${prefix}/signin`, element: <Where name="Sign in" /> },
]);

describe('the workspace guard', () => {
  let restoreFetch: () => void = () => undefined;
  afterEach(() => {
    restoreFetch();
  });

  it('sends someone without a workspace to set one up', async () => {
    restoreFetch = mockFetch(jsonAnswer(200, wireMe(null))).restore;

    const { router } = renderRoutes(routes, '/clock');

    expect(await screen.findByRole('heading', { name: 'Setup' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/setup');
    // Replaced: Back does not bounce between the two.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the locale prefix on the way', async () => {
    restoreFetch = mockFetch(jsonAnswer(200, wireMe(null))).restore;

    const { router } = renderRoutes(routes, '/ja/timestamps/list-view');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/ja/setup');
    });
  });

  it('lets someone with an active workspace through', async () => {
    restoreFetch = mockFetch(jsonAnswer(200, wireMe(wireWorkspace()))).restore;

    renderRoutes(routes, '/en/clock');

    expect(await screen.findByRole('heading', { name: 'Clock' })).toBeInTheDocument();
  });

  it('leaves the pages about the person open without a workspace', async () => {
    restoreFetch = mockFetch(jsonAnswer(200, wireMe(null))).restore;

    renderRoutes(routes, '/profile');

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('leaves a signed-out visitor to the auth guard', async () => {
    restoreFetch = mockFetch(signedOut).restore;

    const { router } = renderRoutes(routes, '/clock');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirectTo=%2Fclock');
  });

  it('covers every page of a member’s day, and no profile or settings page', () => {
    expect([...pagesNeedingWorkspace].sort()).toEqual(
      [
        paths.home.path,
        paths.clock.path,
        paths.break.path,
        paths.timestampsListView.path,
        paths.timestampsTimelineView.path,
        paths.requests.path,
        paths.drafts.path,
      ].sort(),
    );
    expect(pagesNeedingWorkspace).not.toContain(paths.profile.path);
    expect(pagesNeedingWorkspace).not.toContain(paths.settingsAccount.path);
  });

  describe('in the route tree', () => {
    it('stands before a member’s pages in the base layout', async () => {
      restoreFetch = mockApi({
        '/v1/accounts/me': jsonAnswer(200, wireMe(null)),
      }).restore;

      const { router } = renderRoutes(appRoutes, '/ja/clock');

      expect(await screen.findByRole('heading', { name: 'Setup page' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/ja/setup');
    });

    it('does not stand before the profile, whose header has the switcher', async () => {
      restoreFetch = mockApi({
        '/v1/accounts/me': jsonAnswer(200, wireMe(null)),
      }).restore;

      const { router } = renderRoutes(appRoutes, '/profile');

      expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/profile');
      // The base layout's header offers to create one.
      expect(
        await screen.findByRole('button', { name: 'Workspace: No workspace' }),
      ).toBeInTheDocument();
    });
  });
});
