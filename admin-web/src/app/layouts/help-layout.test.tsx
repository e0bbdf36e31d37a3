import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type RouteObject, useLocation } from 'react-router';

import { HelpLayout } from '@/app/layouts/help-layout';
import { COLOR_SCHEME_STORAGE_KEY } from '@/components/theme-provider';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/testing/test-utils';

function Where() {
  const { pathname, search } = useLocation();
  return <h1>{`Now at ${pathname}${search}`}</h1>;
}

const routes: RouteObject[] = [
  {
    element: <HelpLayout />,
    children: ['', '/ja'].flatMap((prefix) => [
      { path: `${prefix}/help/*`, element: <Where /> },
      { path: `${prefix}/guide`, element: <Where /> },
    ]),
  },
];

describe('the help layout', () => {
  // Whole pages on a shared two-core machine: the default 5 s is too tight under load.
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['help']);
  });
  afterEach(async () => {
    cleanup();
    localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('searches the help from the header', async () => {
    const { router } = renderRoutes(routes, '/guide');

    const search = await screen.findByRole('searchbox', { name: 'Search help' });
    fireEvent.change(search, { target: { value: ' kiosk PIN ' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Search help' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/help/search');
    });
    expect(router.state.location.search).toBe('?q=kiosk+PIN');
    // On the search page the box holds the words searched, to refine them.
    expect(screen.getByRole('searchbox', { name: 'Search help' })).toHaveValue('kiosk PIN');
  });

  it('leads back to the help centre and to the legal texts, under the reader’s prefix', async () => {
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/guide');

    expect(await screen.findByRole('link', { name: 'ヘルプセンター' })).toHaveAttribute(
      'href',
      '/ja/help',
    );
    const legal = screen.getByRole('navigation', { name: '規約とポリシー' });
    expect(within(legal).getByRole('link', { name: '利用規約' })).toHaveAttribute(
      'href',
      '/ja/help/articles/legal/terms-of-use',
    );
    expect(within(legal).getByRole('link', { name: '特定商取引法に基づく表記' })).toHaveAttribute(
      'href',
      '/ja/help/articles/legal/commercial-transaction',
    );
    const learn = screen.getByRole('navigation', { name: '使い方を知る' });
    expect(within(learn).getByRole('link', { name: 'フィードバックを送る' })).toHaveAttribute(
      'href',
      '/ja/feedback',
    );
  });

  it('is always light, whatever the reader chose', async () => {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    renderRoutes(routes, '/help');

    await screen.findByRole('heading', { name: 'Now at /help' });
    await waitFor(() => {
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    });
  });
});
