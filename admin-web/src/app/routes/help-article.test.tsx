import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import HelpArticleRoute from '@/app/routes/help-article';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/testing/test-utils';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  path: `${prefix}/help/articles/:categoryName/:articleName`,
  Component: HelpArticleRoute,
}));

describe('a help article', () => {
  // Whole pages on a shared two-core machine: the default 5 s is too tight under load.
  jest.setTimeout(30_000);
  // The words and the articles load once, before the first page asks for them.
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

  it('shows where it sits, its sections and its text', async () => {
    renderRoutes(routes, '/help/articles/clocking/clock-in-and-out');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Clock in and out' }),
    ).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(trail).getByRole('link', { name: 'Clocking in and out' })).toHaveAttribute(
      'href',
      '/help/articles/clocking',
    );
    expect(within(trail).getByText('Clock in and out')).toHaveAttribute('aria-current', 'page');

    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getByRole('link', { name: 'The timers' })).toHaveAttribute(
      'href',
      '#the-timers',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'The timers' })).toHaveAttribute(
      'id',
      'the-timers',
    );
    // Links to the app's pages route inside the app.
    expect(screen.getAllByRole('link', { name: 'Clock' })[0]).toHaveAttribute('href', '/clock');
    await waitFor(() => {
      expect(document.title).toBe('Clock in and out | Punchcard');
    });
  });

  it('leads to the articles before and after it, across topics', async () => {
    renderRoutes(routes, '/help/articles/clocking/clock-in-and-out');

    const pager = await screen.findByRole('navigation', { name: 'Keep reading' });
    expect(
      within(pager).getByRole('link', { name: /Previous\s*Language and appearance/ }),
    ).toHaveAttribute('href', '/help/articles/getting-started/language-and-appearance');
    expect(
      within(pager).getByRole('link', { name: /Next\s*Your day at a glance/ }),
    ).toHaveAttribute('href', '/help/articles/clocking/your-day-at-a-glance');
  });

  it('has no article before the first one', async () => {
    renderRoutes(routes, '/help/articles/getting-started/what-is-punchcard');

    const pager = await screen.findByRole('navigation', { name: 'Keep reading' });
    expect(within(pager).getAllByRole('link')).toHaveLength(1);
    expect(within(pager).getByRole('link')).toHaveTextContent(/Next/);
  });

  it('lets wide tables scroll on their own', async () => {
    renderRoutes(routes, '/help/articles/requests/request-statuses');

    const frame = await screen.findByRole('region', { name: 'Table, scrolls sideways' });
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(within(frame).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(within(frame).getByRole('cell', { name: 'Pending' })).toBeInTheDocument();
  });

  it('reads in Japanese under /ja, its links staying in Japanese', async () => {
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/help/articles/clocking/clock-in-and-out');

    expect(await screen.findByRole('heading', { level: 1, name: '出勤と退勤' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'このページの内容' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '出勤する' })).toHaveAttribute(
      'id',
      '出勤する',
    );
    const clockLinks = screen.getAllByRole('link', { name: '打刻' });
    expect(clockLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/ja/help/articles/clocking',
      '/ja/clock',
    ]);
    expect(screen.getByRole('link', { name: 'キオスクで打刻する' })).toHaveAttribute(
      'href',
      '/ja/help/articles/kiosk/clock-in-at-a-kiosk',
    );
  });

  it.each(['/help/articles/clocking/time-travel', '/help/articles/astrology/clock-in-and-out'])(
    'answers not found at %s',
    async (path) => {
      renderRoutes(routes, path);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeVisible();
    },
  );
});
