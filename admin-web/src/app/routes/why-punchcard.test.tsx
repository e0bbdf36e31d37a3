import { cleanup, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import WhyPunchcardRoute from '@/app/routes/why-punchcard';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockApi, signedOut } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { signedInMe } from '@/testing/wire-fixtures';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  path: `${prefix}/why-punchcard`,
  Component: WhyPunchcardRoute,
}));

describe('why Punchcard', () => {
  // Whole pages on a shared two-core machine: the default 5 s is too tight under load.
  jest.setTimeout(30_000);
  let restoreFetch: () => void = () => undefined;
  beforeAll(async () => {
    await i18n.loadNamespaces(['help']);
  });
  afterEach(async () => {
    cleanup();
    restoreFetch();
    await i18n.changeLanguage('en');
  });

  it('says what sets it apart, answers the questions, and offers to try it', async () => {
    restoreFetch = mockApi({ '/v1/accounts/me': signedOut }).restore;
    renderRoutes(routes, '/why-punchcard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Why Punchcard' })).toBeVisible();
    const reasons = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(reasons).toContain('A kiosk that works offline');
    expect(reasons).toContain('Punches nobody can forge');
    expect(reasons).toContain('Approvals without half measures');
    expect(reasons).toContain('Yours to run');
    expect(reasons).toContain('English and Japanese throughout');

    const table = screen.getByRole('table', { name: 'Questions to ask of any time tracker' });
    expect(within(table).getByRole('rowheader', { name: /internet is down/ })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(7);

    const signUps = await screen.findAllByRole('link', { name: 'Create an account' });
    expect(signUps.map((link) => link.getAttribute('href'))).toEqual(['/signup', '/signup']);
    expect(screen.getAllByRole('link', { name: 'Take the guided tour' })[0]).toHaveAttribute(
      'href',
      '/guide',
    );
    expect(screen.getByRole('link', { name: 'Read the help centre' })).toHaveAttribute(
      'href',
      '/help',
    );
  });

  it('takes a signed-in visitor back to the app instead of offering an account', async () => {
    restoreFetch = mockApi({ '/v1/accounts/me': jsonAnswer(200, signedInMe) }).restore;
    renderRoutes(routes, '/why-punchcard');

    const open = await screen.findAllByRole('link', { name: 'Open Punchcard' });
    expect(open[0]).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  it('speaks Japanese under /ja', async () => {
    restoreFetch = mockApi({ '/v1/accounts/me': signedOut }).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/why-punchcard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Punchcard が選ばれる理由' }),
    ).toBeVisible();
    expect((await screen.findAllByRole('link', { name: 'アカウントを作成' }))[0]).toHaveAttribute(
      'href',
      '/ja/signup',
    );
  });
});
