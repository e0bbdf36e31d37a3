import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import ForgotPasswordResetRoute from '@/app/routes/forgot-password-reset';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockApi, refused, signedOut } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  path: `${prefix}/forgot-password/reset`,
  Component: ForgotPasswordResetRoute,
}));

const PATCH_PATH = '/v1/accounts/reset/password';

function choose(password: string) {
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('the reset password page', () => {
  let restoreFetch: () => void = () => undefined;
  afterEach(async () => {
    cleanup();
    restoreFetch();
    await i18n.changeLanguage('en');
  });

  it('sets the new password with the token of the link, then leads to sign in', async () => {
    const { fetchMock, restore } = mockApi({
      '/v1/accounts/me': signedOut,
      [PATCH_PATH]: jsonAnswer(200, { ok: true }),
    });
    restoreFetch = restore;
    renderRoutes(routes, '/forgot-password/reset?token=tok-1');
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    expect(screen.getByText(/revokes your API keys/)).toBeInTheDocument();

    choose('weak');
    expect(
      await screen.findByText('Your password does not meet every rule below yet.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(PATCH_PATH, expect.anything());

    choose('New-Password-77');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    const request = fetchMock.mock.calls.find(([url]) => url === PATCH_PATH);
    expect(request?.[1]).toMatchObject({
      method: 'PATCH',
      body: JSON.stringify({ token: 'tok-1', new_password: 'New-Password-77' }),
    });
  });

  it('explains a used or expired link and offers a new one', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': signedOut,
      [PATCH_PATH]: refused(404, 'reset_password_not_found'),
    }).restore;
    renderRoutes(routes, '/forgot-password/reset?token=used');
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });

    choose('New-Password-77');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/A reset link works once, for 60 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password/verify',
    );
  });

  it('shows any other refusal in words under the form', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': signedOut,
      [PATCH_PATH]: refused(429, 'error.too_many_requests'),
    }).restore;
    renderRoutes(routes, '/forgot-password/reset?token=tok-1');
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });

    choose('New-Password-77');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Wait a moment and try again.',
    );
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
  });

  it('says so when opened without the link, in Japanese under /ja', async () => {
    restoreFetch = mockApi({ '/v1/accounts/me': signedOut }).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/forgot-password/reset');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'このリンクは使用できません' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新しいリンクをリクエスト' })).toHaveAttribute(
      'href',
      '/ja/forgot-password/verify',
    );
  });
});
