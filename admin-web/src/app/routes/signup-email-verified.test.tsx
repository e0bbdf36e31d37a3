import { cleanup, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import SignUpEmailVerifiedRoute from '@/app/routes/signup-email-verified';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockApi, signedOut } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { signedInMe } from '@/testing/wire-fixtures';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  path: `${prefix}/signup/email-verified`,
  Component: SignUpEmailVerifiedRoute,
}));

describe('the e-mail verified page', () => {
  let restoreFetch: () => void = () => undefined;
  afterEach(async () => {
    cleanup();
    restoreFetch();
    await i18n.changeLanguage('en');
  });

  it('sends a new account on to create its workspace', async () => {
    restoreFetch = mockApi({ '/v1/accounts/me': jsonAnswer(200, signedInMe) }).restore;
    renderRoutes(routes, '/signup/email-verified');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your e-mail address is verified' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your account ada@example.com is ready.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your workspace' })).toHaveAttribute(
      'href',
      '/initializing',
    );
  });

  it('opens the workspace of an account that has one', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': jsonAnswer(200, {
        ...signedInMe,
        active_workspace: { id: 'w1', name: 'Acme' },
      }),
    }).restore;
    renderRoutes(routes, '/signup/email-verified');

    expect(await screen.findByRole('link', { name: 'Go to Punchcard' })).toHaveAttribute(
      'href',
      '/initializing',
    );
  });

  it('asks someone signed out to sign in, in Japanese under /ja', async () => {
    restoreFetch = mockApi({ '/v1/accounts/me': signedOut }).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/signup/email-verified');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'メールアドレスの確認が完了しました' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/ja/signin');
  });
});
