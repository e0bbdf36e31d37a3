import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { RouteObject } from 'react-router';

import ForgotPasswordVerifyRoute from '@/app/routes/forgot-password-verify';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockApi, refused, signedOut } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  path: `${prefix}/forgot-password/verify`,
  Component: ForgotPasswordVerifyRoute,
}));

const RESET_PATH = '/v1/accounts/emails/password-reset/ada%40example.com';

function send(email: string, button = 'Send reset link') {
  fireEvent.change(screen.getByLabelText(/^E-mail address|^メールアドレス/), {
    target: { value: email },
  });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

describe('the forgot password page', () => {
  let restoreFetch: () => void = () => undefined;
  afterEach(async () => {
    cleanup();
    restoreFetch();
    jest.useRealTimers();
    act(() => {
      notifications.clean();
    });
    await i18n.changeLanguage('en');
  });

  it('checks the address before sending', async () => {
    const { fetchMock, restore } = mockApi({ '/v1/accounts/me': signedOut });
    restoreFetch = restore;
    renderRoutes(routes, '/forgot-password/verify');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });

    send('nope');

    expect(
      await screen.findByText('Enter an e-mail address such as name@example.com.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('password-reset'),
      expect.anything(),
    );
  });

  it('mails the link, then says to check the inbox, which a reload keeps', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { fetchMock, restore } = mockApi({
      '/v1/accounts/me': signedOut,
      [RESET_PATH]: jsonAnswer(200, { ok: true }),
    });
    restoreFetch = restore;
    const { router } = renderRoutes(routes, '/forgot-password/verify');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });

    send(' ada@example.com ');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?email=ada%40example.com&sent=1');
    expect(fetchMock).toHaveBeenCalledWith(RESET_PATH, expect.objectContaining({ method: 'GET' }));

    // Sending again waits for the cooldown, then mails a new link.
    expect(screen.getByRole('button', { name: /^Send the link again \(\d+ s\)$/ })).toBeDisabled();
    act(() => {
      jest.advanceTimersByTime(30_000);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText('We sent a new link to ada@example.com. Only the newest link works.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === RESET_PATH)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Use another e-mail address' })).toHaveAttribute(
      'href',
      '/forgot-password/verify?email=ada%40example.com',
    );
  });

  it('says in words that no account uses the address, and offers to create one', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': signedOut,
      [RESET_PATH]: refused(404, 'forgot_password.not_found'),
    }).restore;
    renderRoutes(routes, '/forgot-password/verify');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });

    send('ada@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No account uses this e-mail address.',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?email=ada%40example.com',
    );
  });

  it('speaks Japanese under /ja', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': signedOut,
      [RESET_PATH]: jsonAnswer(200, { ok: true }),
    }).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/forgot-password/verify');
    await screen.findByRole('heading', { level: 1, name: 'パスワードの再設定' });

    send('ada@example.com', '再設定リンクを送信');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'メールを確認してください' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログインに戻る' })).toHaveAttribute(
      'href',
      '/ja/signin',
    );
  });
});
