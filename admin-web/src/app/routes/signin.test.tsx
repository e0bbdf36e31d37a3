import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type RouteObject, useLocation } from 'react-router';

import { GuestGuard } from '@/app/guards/guest-guard';
import SignInRoute from '@/app/routes/signin';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockApi, signedOut } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { signedInMe } from '@/testing/wire-fixtures';

function Where({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return (
    <main>
      <h1>{name}</h1>
      <p>{`${pathname}${search}`}</p>
    </main>
  );
}

// The sign-in page behind its guard, as the route tree places it, and pages to land on.
const routes: RouteObject[] = ['', '/ja'].flatMap((prefix) => [
  { element: <GuestGuard />, children: [{ path: `${prefix}/signin`, Component: SignInRoute }] },
  { path: `${prefix}/home`, element: <Where name="Home" /> },
  { path: `${prefix}/clock`, element: <Where name="Clock" /> },
]);

const wrongPassword = jsonAnswer(400, {
  status_code: 400,
  error_key: 'signin.bad_request',
  message: 'Invalid e-mail or password',
});

function fillIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page', () => {
  let restoreFetch: () => void = () => undefined;
  afterEach(async () => {
    restoreFetch();
    await i18n.changeLanguage('en');
  });

  it('asks for both fields before asking the API', async () => {
    const { fetchMock, restore } = mockApi({ '/v1/accounts/me': signedOut });
    restoreFetch = restore;
    renderRoutes(routes, '/signin');
    await screen.findByRole('heading', { name: 'Sign in to Punchcard' });

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();

    fillIn('not-an-address', 'secret');
    expect(
      await screen.findByText('Enter an e-mail address such as name@example.com.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Enter your password.')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/v1/accounts/sign-in', expect.anything());
  });

  it('signs in and returns to the page that asked for it', async () => {
    const { fetchMock, restore } = mockApi({
      '/v1/accounts/me': signedOut,
      '/v1/accounts/sign-in': jsonAnswer(200, signedInMe),
    });
    restoreFetch = restore;
    const { router } = renderRoutes(routes, '/signin?redirectTo=%2Fclock%3Fday%3D2024-05-01');
    await screen.findByRole('heading', { name: 'Sign in to Punchcard' });

    fillIn(' ada@example.com ', 'correct horse');

    expect(await screen.findByRole('heading', { name: 'Clock' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?day=2024-05-01');
    const signIn = fetchMock.mock.calls.find(([url]) => url === '/v1/accounts/sign-in');
    expect(signIn?.[1]).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ email: 'ada@example.com', password: 'correct horse' }),
    });
  });

  it('goes home, keeping the locale prefix, when the way back leads off the site', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': signedOut,
      '/v1/accounts/sign-in': jsonAnswer(200, signedInMe),
    }).restore;
    // The language guard of the real route tree does this for a /ja address.
    await i18n.changeLanguage('ja');
    const { router } = renderRoutes(routes, '/ja/signin?redirectTo=%2F%2Fevil.example%2Fclock');
    await screen.findByRole('heading', { name: 'Punchcard にログイン' });

    fireEvent.change(screen.getByLabelText(/メールアドレス/), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/^パスワード/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ja/home');
  });

  it('shows why the API refused, under the form, and stays on the page', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': signedOut,
      '/v1/accounts/sign-in': wrongPassword,
    }).restore;
    const { router } = renderRoutes(routes, '/signin');
    await screen.findByRole('heading', { name: 'Sign in to Punchcard' });

    fillIn('ada@example.com', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or password is wrong.',
    );
    expect(router.state.location.pathname).toBe('/signin');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('says so when there were too many attempts', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': signedOut,
      '/v1/accounts/sign-in': jsonAnswer(429, {
        status_code: 429,
        error_key: 'error.too_many_requests',
        message: 'ThrottlerException: Too Many Requests',
      }),
    }).restore;
    renderRoutes(routes, '/signin');
    await screen.findByRole('heading', { name: 'Sign in to Punchcard' });

    fillIn('ada@example.com', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Wait a moment and try again.',
    );
  });

  it('disables the button while signing in', async () => {
    let answer: (response: Response) => void = () => undefined;
    restoreFetch = mockApi({ '/v1/accounts/me': signedOut }).restore;
    renderRoutes(routes, '/signin');
    await screen.findByRole('heading', { name: 'Sign in to Punchcard' });
    const original = globalThis.fetch;
    globalThis.fetch = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );

    fillIn('ada@example.com', 'secret');

    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    });
    globalThis.fetch = original;
    answer({ ok: false, status: 400, text: () => Promise.resolve('') } as Response);
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    });
  });

  it('links to password recovery and sign-up under the same prefix, and names the tab', async () => {
    restoreFetch = mockApi({ '/v1/accounts/me': signedOut }).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/signin');

    expect(await screen.findByRole('link', { name: 'パスワードをお忘れの方' })).toHaveAttribute(
      'href',
      '/ja/forgot-password/verify',
    );
    expect(screen.getByRole('link', { name: 'アカウントを作成' })).toHaveAttribute(
      'href',
      '/ja/signup',
    );
    await waitFor(() => {
      expect(document.title).toBe('ログイン | Punchcard');
    });
  });
});
