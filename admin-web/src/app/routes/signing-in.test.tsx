import { cleanup, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import SigningInRoute from '@/app/routes/signing-in';
import { landingPages } from '@/features/accounts/testing/landing-pages';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockFetch, signedOut } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { signedInMe } from '@/testing/wire-fixtures';

// Open to anyone, as in the route tree.
const routes: RouteObject[] = [
  ...['', '/ja'].map((prefix) => ({ path: `${prefix}/signing-in`, Component: SigningInRoute })),
  ...landingPages({ '/setup': 'Setup', '/clock': 'Clock' }),
];

describe('the signing-in page', () => {
  let restoreFetch: () => void = () => undefined;
  afterEach(async () => {
    cleanup();
    restoreFetch();
    await i18n.changeLanguage('en');
  });

  it('checks the session, then goes on as /initializing would', async () => {
    restoreFetch = mockFetch(
      jsonAnswer(200, { ...signedInMe, active_workspace: { id: 'w1', name: 'Acme' } }),
    ).restore;
    renderRoutes(routes, '/signing-in?redirectTo=%2Fclock');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Signing you in…' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Clock' })).toBeInTheDocument();
  });

  it('sends an account without a workspace to set one up', async () => {
    restoreFetch = mockFetch(jsonAnswer(200, signedInMe)).restore;
    renderRoutes(routes, '/signing-in');

    expect(await screen.findByRole('heading', { name: 'Setup' })).toBeInTheDocument();
  });

  it('says when no session came of it, and offers to sign in again', async () => {
    restoreFetch = mockFetch(signedOut).restore;
    renderRoutes(routes, '/signing-in?redirectTo=%2Fclock');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are not signed in' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?redirectTo=%2Fclock',
    );
  });

  it.each([
    ['sso-fail', 'This way of signing in is turned off'],
    ['link-fail', 'This sign-in belongs to another account'],
  ])('explains the failure reason %s', async (reason, heading) => {
    const { fetchMock, restore } = mockFetch(signedOut);
    restoreFetch = restore;
    renderRoutes(routes, `/signing-in?reason=${reason}`);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks Japanese under /ja and names the tab', async () => {
    restoreFetch = mockFetch(signedOut).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/signing-in?reason=sso-fail');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'このログイン方法は利用できません' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/ja/signin');
    await waitFor(() => {
      expect(document.title).toBe('ログイン中 | Punchcard');
    });
  });
});
