import { fireEvent, screen, waitFor } from '@testing-library/react';

import { BaseLayout } from '@/app/layouts/base-layout';
import { GuestLayout } from '@/app/layouts/guest-layout';
import { HelpLayout } from '@/app/layouts/help-layout';
import { SettingsLayout } from '@/app/layouts/settings-layout';
import { COLOR_SCHEME_STORAGE_KEY } from '@/components/theme-provider';
import { jsonAnswer, mockFetch } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { signedInMe } from '@/testing/wire-fixtures';

const page = (name: string) => <h1>{name}</h1>;

describe('layouts', () => {
  let restoreFetch: () => void = () => undefined;
  afterEach(() => {
    restoreFetch();
    localStorage.clear();
  });

  it('base: the header, the navigation under the page prefix, and the account menu', async () => {
    restoreFetch = mockFetch(jsonAnswer(200, signedInMe)).restore;

    renderRoutes(
      [
        {
          element: <BaseLayout />,
          children: [
            { path: '/en/requests', element: page('Requests') },
            {
              element: <SettingsLayout />,
              children: [{ path: '/en/settings/account', element: page('Account') }],
            },
          ],
        },
      ],
      '/en/requests',
    );

    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(navigation).toBeVisible();
    expect(screen.getByRole('link', { name: 'Clock' })).toHaveAttribute('href', '/en/clock');
    expect(screen.getByRole('link', { name: 'Timestamps' })).toHaveAttribute(
      'href',
      '/en/timestamps/list-view',
    );
    expect(screen.getByRole('link', { name: 'Requests' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: '日本語' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toBeInTheDocument();
  });

  it('base: switching language in the account menu keeps the page', async () => {
    restoreFetch = mockFetch(jsonAnswer(200, signedInMe)).restore;
    const { router } = renderRoutes(
      [
        {
          element: <BaseLayout />,
          children: ['/en/requests', '/ja/requests'].map((path) => ({
            path,
            element: page('Requests'),
          })),
        },
      ],
      '/en/requests?status=pending',
    );

    fireEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: '日本語' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/ja/requests');
    });
    expect(router.state.location.search).toBe('?status=pending');
    expect(document.cookie).toContain('punchcard_locale=ja');
    document.cookie = 'punchcard_locale=; Max-Age=0; Path=/';
  });

  it('settings: the sections, the current one marked', () => {
    restoreFetch = mockFetch(jsonAnswer(200, signedInMe)).restore;

    renderRoutes(
      [
        {
          element: <SettingsLayout />,
          children: [{ path: '/settings/account', element: page('Account') }],
        },
      ],
      '/settings/account',
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const sections = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(sections).toBeVisible();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute(
      'href',
      '/settings/account/security',
    );
  });

  it('guest: the page on a card under the logo, with the language choice', () => {
    renderRoutes(
      [{ element: <GuestLayout />, children: [{ path: '/signin', element: page('Sign in') }] }],
      '/signin',
    );

    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/ja/signin');
    expect(screen.getByText('Punchcard')).toBeVisible();
  });

  it('help: always light, whatever the person chose', async () => {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');

    const { unmount } = renderRoutes(
      [{ element: <HelpLayout />, children: [{ path: '/help', element: page('Help') }] }],
      '/help',
    );

    await waitFor(() => {
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    });
    unmount();
  });
});
