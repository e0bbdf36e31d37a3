import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import HelpRoute from '@/app/routes/help';
import HelpCategoryRoute from '@/app/routes/help-category';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/testing/test-utils';

const routes: RouteObject[] = ['', '/ja'].flatMap((prefix) => [
  { path: `${prefix}/help`, Component: HelpRoute },
  { path: `${prefix}/help/articles/:categoryName`, Component: HelpCategoryRoute },
]);

describe('the help centre', () => {
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

  it('lists every topic with its first articles, and offers the guided tour', async () => {
    renderRoutes(routes, '/help');

    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    const topics = await screen.findAllByRole('heading', { level: 3 });
    expect(topics.map((topic) => topic.textContent)).toEqual([
      'Getting started',
      'Clocking in and out',
      'Breaks',
      'Activities',
      'Requests',
      'Approvals',
      'Kiosk',
      'Projects and tasks',
      'Account and workspace',
      'Legal',
    ]);
    expect(screen.getByRole('link', { name: 'Clocking in and out' })).toHaveAttribute(
      'href',
      '/help/articles/clocking',
    );
    expect(screen.getByRole('link', { name: 'Clock in and out' })).toHaveAttribute(
      'href',
      '/help/articles/clocking/clock-in-and-out',
    );
    expect(
      screen.getByRole('link', { name: '5 articles about Clocking in and out' }),
    ).toHaveTextContent('5 articles');
    expect(screen.getByRole('link', { name: 'Take the guided tour' })).toHaveAttribute(
      'href',
      '/guide',
    );
    await waitFor(() => {
      expect(document.title).toBe('Help centre | Punchcard');
    });
  });

  it('speaks Japanese under /ja, with links that stay there', async () => {
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/help');

    expect(await screen.findByRole('heading', { level: 1, name: 'ヘルプセンター' })).toBeVisible();
    expect(await screen.findByRole('link', { name: '打刻' })).toHaveAttribute(
      'href',
      '/ja/help/articles/clocking',
    );
    expect(screen.getByRole('link', { name: 'ガイドツアーを試す' })).toHaveAttribute(
      'href',
      '/ja/guide',
    );
  });

  it('lists a topic’s articles with their summaries, under a way back', async () => {
    renderRoutes(routes, '/help/articles/breaks');

    expect(await screen.findByRole('heading', { level: 1, name: 'Breaks' })).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(trail).getByRole('link', { name: 'Help centre' })).toHaveAttribute(
      'href',
      '/help',
    );
    const articles = await screen.findAllByRole('listitem');
    expect(articles).toHaveLength(2);
    expect(within(articles[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/help/articles/breaks/take-a-break',
    );
    expect(articles[0]).toHaveTextContent(
      'A break pauses your work time without clocking you out.',
    );
  });

  it('answers not found for a topic that does not exist', async () => {
    renderRoutes(routes, '/help/articles/astrology');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
