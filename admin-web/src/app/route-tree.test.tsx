import { screen, waitFor } from '@testing-library/react';

import { routes } from '@/app/route-tree';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockApi, signedOut } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { signedInMe } from '@/testing/wire-fixtures';

const healthy = jsonAnswer(200, { status: 'ok', database: 'up' });

describe('the route tree', () => {
  let restoreFetch: () => void = () => undefined;
  afterEach(() => {
    restoreFetch();
  });
  afterAll(async () => {
    // The language guard applied the last page's language; other suites start in English.
    await i18n.changeLanguage('en');
  });

  describe('signed out', () => {
    beforeEach(() => {
      restoreFetch = mockApi({
        '/v1/accounts/me': signedOut,
        '/v1/health': healthy,
      }).restore;
    });

    it.each([
      ['/', ''],
      ['/en', '/en'],
    ])('shows the landing page at %s', async (path, prefix) => {
      renderRoutes(routes, path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Punchcard' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        `${prefix}/signin`,
      );
      expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
        'href',
        `${prefix}/signup`,
      );
      expect(await screen.findByText('API online')).toBeInTheDocument();
      await waitFor(() => {
        expect(document.title).toBe('Time tracking for your team | Punchcard');
      });
    });

    it('shows the landing page in Japanese at /ja, with links that stay in Japanese', async () => {
      renderRoutes(routes, '/ja');

      expect(await screen.findByRole('link', { name: 'ログイン' })).toHaveAttribute(
        'href',
        '/ja/signin',
      );
      expect(screen.getByRole('link', { name: 'アカウントを作成' })).toHaveAttribute(
        'href',
        '/ja/signup',
      );
      expect(document.documentElement.lang).toBe('ja');
    });

    it('shows not found for an unknown address, in English', async () => {
      renderRoutes(routes, '/no/such/page');

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute('href', '/');
    });

    it('shows not found in Japanese under /ja', async () => {
      renderRoutes(routes, '/ja/no/such/page');

      expect(
        await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' }),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'トップページに戻る' })).toHaveAttribute(
        'href',
        '/ja',
      );
    });

    it('sends a parent address signed out to sign in, by way of its first child', async () => {
      const { router } = renderRoutes(routes, '/settings');

      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/signin');
      });
      expect(router.state.location.search).toBe('?redirectTo=%2Fsettings%2Faccount');
    });

    it('sends a guarded page to sign in with the way back', async () => {
      const { router } = renderRoutes(routes, '/ja/timestamps/list-view');

      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/ja/signin');
      });
      expect(router.state.location.search).toBe('?redirectTo=%2Fja%2Ftimestamps%2Flist-view');
    });
  });

  describe('signed in', () => {
    beforeEach(() => {
      restoreFetch = mockApi({
        '/v1/accounts/me': jsonAnswer(200, signedInMe),
        '/v1/health': healthy,
      }).restore;
    });

    it('sends a member from the index to home', async () => {
      const { router } = renderRoutes(routes, '/en');

      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/en/home');
      });
    });

    it.each([
      ['/settings', '/settings/account'],
      ['/en/settings', '/en/settings/account'],
      ['/ja/settings', '/ja/settings/account'],
      ['/timestamps', '/timestamps/list-view'],
      ['/ja/timestamps', '/ja/timestamps/list-view'],
      ['/member', '/home'],
      ['/en/member', '/en/home'],
      ['/reports', '/reports/summary'],
      ['/ja/reports', '/ja/reports/summary'],
      ['/member/abc', '/member/abc/timestamps'],
      ['/ja/member/abc', '/ja/member/abc/timestamps'],
    ])('opens the first child of the parent address %s (%s)', async (path, child) => {
      const { router } = renderRoutes(routes, path);

      await waitFor(() => {
        expect(router.state.location.pathname).toBe(child);
      });
    });
  });
});
