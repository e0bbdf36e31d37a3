import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import { GuestGuard } from '@/app/guards/guest-guard';
import SignUpRoute from '@/app/routes/signup';
import { landingPages } from '@/features/accounts/testing/landing-pages';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockApi, refused, signedOut } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

const routes: RouteObject[] = [
  ...['', '/ja'].map((prefix) => ({
    element: <GuestGuard />,
    children: [{ path: `${prefix}/signup`, Component: SignUpRoute }],
  })),
  ...landingPages({ '/signup/email/verify': 'Verify', '/signin': 'Sign in page' }),
];

const CODE_PATH = '/v1/accounts/emails/signup-verification';

function send(email: string) {
  fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
}

describe('the sign-up page', () => {
  let restoreFetch: () => void = () => undefined;
  afterEach(async () => {
    // Unmount first: the language switch below must not re-render a page after its test.
    cleanup();
    restoreFetch();
    await i18n.changeLanguage('en');
  });

  it('checks the address before asking for a code', async () => {
    const { fetchMock, restore } = mockApi({ '/v1/accounts/me': signedOut });
    restoreFetch = restore;
    renderRoutes(routes, '/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your Punchcard account' });

    send('');
    expect(await screen.findByText('Enter your e-mail address.')).toBeInTheDocument();
    send('ada.example.com');
    expect(
      await screen.findByText('Enter an e-mail address such as name@example.com.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(CODE_PATH, expect.anything());
  });

  it('asks for a code and moves to the code step, which keeps the address and the way on', async () => {
    const { fetchMock, restore } = mockApi({
      '/v1/accounts/me': signedOut,
      [CODE_PATH]: jsonAnswer(201, { id: 'verification-1' }),
    });
    restoreFetch = restore;
    const { router } = renderRoutes(routes, '/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your Punchcard account' });

    send(' ada@example.com ');

    expect(await screen.findByRole('heading', { name: 'Verify' })).toBeInTheDocument();
    const search = new URLSearchParams(router.state.location.search);
    expect(router.state.location.pathname).toBe('/signup/email/verify');
    expect(Object.fromEntries(search)).toEqual({
      email: 'ada@example.com',
      id: 'verification-1',
      redirectTo: '/initializing',
    });
    const request = fetchMock.mock.calls.find(([url]) => url === CODE_PATH);
    expect(request?.[1]).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ email: 'ada@example.com' }),
    });
  });

  it('offers to sign in when the address already has an account', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': signedOut,
      [CODE_PATH]: refused(409, 'signup_conflict'),
    }).restore;
    renderRoutes(routes, '/signup?email=ada%40example.com');
    await screen.findByRole('heading', { level: 1, name: 'Create your Punchcard account' });
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('ada@example.com');

    fireEvent.click(screen.getByRole('button', { name: 'Send verification code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail address already exists. Sign in instead.',
    );
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(screen.getByRole('button', { name: 'Send verification code' })).toBeEnabled();
  });

  it('keeps a page that sent someone here, for after the workspace check', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': signedOut,
      [CODE_PATH]: jsonAnswer(201, { id: 'v2' }),
    }).restore;
    const { router } = renderRoutes(routes, '/signup?redirectTo=%2Fclock');
    await screen.findByRole('heading', { level: 1, name: 'Create your Punchcard account' });

    send('ada@example.com');

    await screen.findByRole('heading', { name: 'Verify' });
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(
      '/initializing?redirectTo=%2Fclock',
    );
  });

  it('speaks Japanese under /ja, with links that stay there, and names the tab', async () => {
    restoreFetch = mockApi({ '/v1/accounts/me': signedOut }).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/signup');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Punchcard のアカウントを作成' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '確認コードを送信' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/ja/signin');
    expect(screen.getByRole('link', { name: '招待から参加' })).toHaveAttribute(
      'href',
      '/ja/signup/email/member',
    );
    await waitFor(() => {
      expect(document.title).toBe('アカウント作成 | Punchcard');
    });
  });
});
