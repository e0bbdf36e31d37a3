import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import HelpSearchRoute from '@/app/routes/help-search';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/testing/test-utils';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  path: `${prefix}/help/search`,
  Component: HelpSearchRoute,
}));

describe('help search', () => {
  // Whole pages on a shared two-core machine: the default 5 s is too tight under load.
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await Promise.all([
      i18n.loadNamespaces(['help']),
      import('@/features/help/articles/en'),
      import('@/features/help/articles/ja'),
    ]);
  });
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('lists the matching articles, best first, the words marked', async () => {
    renderRoutes(routes, '/help/search?q=break');

    expect(await screen.findByRole('heading', { level: 1, name: 'Search help' })).toBeVisible();
    const count = await screen.findByText(/^\d+ articles match “break”$/);
    expect(count).toHaveAttribute('role', 'status');
    const results = screen.getByRole('list', { name: count.textContent });
    const first = within(results).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Take a break' })).toHaveAttribute(
      'href',
      '/help/articles/breaks/take-a-break',
    );
    expect(within(first).getByText('Breaks')).toBeInTheDocument();
    expect(first.querySelector('mark')).toHaveTextContent(/^break$/i);
    await waitFor(() => {
      expect(document.title).toBe('break - Search help | Punchcard');
    });
  });

  it('searches the Japanese articles under /ja, part of a word being enough', async () => {
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/help/search?q=休憩');

    const count = await screen.findByText(/^「休憩」に一致する記事：\d+ 件$/);
    const results = screen.getByRole('list', { name: count.textContent });
    const first = within(results).getAllByRole('listitem')[0] as HTMLElement;
    // jsdom's name computation spaces the marked word apart; browsers do not.
    const link = within(first).getByRole('link');
    expect(link).toHaveTextContent(/^休憩する$/);
    expect(link).toHaveAttribute('href', '/ja/help/articles/breaks/take-a-break');
  });

  it('says when nothing matches, and where to browse instead', async () => {
    renderRoutes(routes, '/help/search?q=xylophone');

    expect(
      await screen.findByRole('heading', { name: 'No article matches “xylophone”' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse all topics' })).toHaveAttribute(
      'href',
      '/help',
    );
  });

  it('asks for words when there are none', async () => {
    renderRoutes(routes, '/help/search?q=%20');

    expect(await screen.findByText(/Type what you are looking for/)).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
