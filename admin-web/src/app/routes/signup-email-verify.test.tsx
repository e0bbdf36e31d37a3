import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import { GuestGuard } from '@/app/guards/guest-guard';
import SignUpEmailVerifyRoute from '@/app/routes/signup-email-verify';
import { landingPages } from '@/features/accounts/testing/landing-pages';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockApi, refused, signedOut } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { signedInMe } from '@/testing/wire-fixtures';

const routes: RouteObject[] = [
  ...['', '/ja'].map((prefix) => ({
    element: <GuestGuard />,
    children: [{ path: `${prefix}/signup/email/verify`, Component: SignUpEmailVerifyRoute }],
  })),
  ...landingPages({ '/signup': 'Sign up', '/initializing': 'Initializing', '/signin': 'Sign in' }),
];

const VERIFY_PATH = '/v1/accounts/verification';
const CODE_PATH = '/v1/accounts/emails/signup-verification';
const page = '/signup/email/verify?email=ada%40example.com&id=v1&redirectTo=%2Finitializing';

function fillIn(code: string, password: string, name = { first: 'Ada', last: 'Lovelace' }) {
  fireEvent.change(screen.getByLabelText(/^Verification code/), { target: { value: code } });
  fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: name.first } });
  fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: name.last } });
  fireEvent.change(screen.getByLabelText(/^Choose a password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

async function opened(path = page) {
  const rendered = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
  return rendered;
}

describe('the sign-up code page', () => {
  let restoreFetch: () => void = () => undefined;
  afterEach(async () => {
    // Unmount first: the language switch below must not re-render a page after its test.
    cleanup();
    restoreFetch();
    jest.useRealTimers();
    act(() => {
      notifications.clean();
    });
    await i18n.changeLanguage('en');
  });

  it('starts sign-up again when the address has no e-mail or verification', async () => {
    restoreFetch = mockApi({ '/v1/accounts/me': signedOut }).restore;
    const { router } = renderRoutes(routes, '/signup/email/verify?email=ada%40example.com');

    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?email=ada%40example.com');
  });

  it('names the address the code went to and offers to change it', async () => {
    restoreFetch = mockApi({ '/v1/accounts/me': signedOut }).restore;
    await opened();

    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change e-mail address' })).toHaveAttribute(
      'href',
      '/signup?email=ada%40example.com',
    );
    expect(screen.getByLabelText(/^Verification code/)).toHaveFocus();
  });

  it('checks the code and the password rules before sending', async () => {
    const { fetchMock, restore } = mockApi({ '/v1/accounts/me': signedOut });
    restoreFetch = restore;
    await opened();

    fillIn('', 'abc', { first: ' ', last: '' });
    expect(await screen.findByText('Enter the 6-digit code from the e-mail.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter your first name, as your team should see it.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter your last name, as your team should see it.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your password does not meet every rule below yet.'),
    ).toBeInTheDocument();

    fillIn('12 3', 'Correct-Horse-9');
    expect(await screen.findByText('The code has 6 digits.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Verification code/)).toHaveValue('123');
    expect(fetchMock).not.toHaveBeenCalledWith(VERIFY_PATH, expect.anything());
  });

  it('creates the account, signs in and goes on to /initializing with a welcome', async () => {
    const { fetchMock, restore } = mockApi({
      '/v1/accounts/me': signedOut,
      [VERIFY_PATH]: jsonAnswer(201, signedInMe),
    });
    restoreFetch = restore;
    const { router } = await opened();

    fillIn('123456', 'Correct-Horse-9');

    expect(await screen.findByRole('heading', { name: 'Initializing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/initializing');
    expect(
      await screen.findByText('Your e-mail address is verified. Welcome to Punchcard!'),
    ).toBeInTheDocument();
    const request = fetchMock.mock.calls.find(([url]) => url === VERIFY_PATH);
    expect(request?.[1]).toMatchObject({
      method: 'POST',
      body: JSON.stringify({
        id: 'v1',
        email: 'ada@example.com',
        code: '123456',
        password: 'Correct-Horse-9',
        first_name: 'Ada',
        last_name: 'Lovelace',
      }),
    });
  });

  it('says how many tries a wrong code leaves, until the code is changed', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': signedOut,
      [VERIFY_PATH]: refused(400, 'signup_expired', 'The code is wrong; 3 attempt(s) left.'),
    }).restore;
    await opened();

    fillIn('000000', 'Correct-Horse-9');

    expect(
      await screen.findByText('This code is wrong. You can try 3 more times.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Verification code/)).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText(/^Verification code/), { target: { value: '00000' } });
    expect(screen.queryByText(/This code is wrong/)).not.toBeInTheDocument();
  });

  it('offers a new code for a spent one, and carries on with it', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { fetchMock, restore } = mockApi({
      '/v1/accounts/me': signedOut,
      [VERIFY_PATH]: refused(403, 'signup_expired'),
      [CODE_PATH]: jsonAnswer(201, { id: 'v2' }),
    });
    restoreFetch = restore;
    const { router } = await opened();

    fillIn('123456', 'Correct-Horse-9');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This code has expired or was entered wrong too many times. Send a new code to continue.',
    );
    // A code was just sent when the page opened: the next one waits a little.
    expect(
      within(alert).getByRole('button', { name: /^Send a new code \(\d+ s\)$/ }),
    ).toBeDisabled();
    act(() => {
      jest.advanceTimersByTime(30_000);
    });
    fireEvent.click(await within(alert).findByRole('button', { name: 'Send a new code' }));

    expect(
      await screen.findByText('We sent a new code to ada@example.com. Only the newest code works.'),
    ).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe('v2');
    expect(screen.queryByText(/This code has expired/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Verification code/)).toHaveValue('');
    const request = fetchMock.mock.calls.find(([url]) => url === CODE_PATH);
    expect(request?.[1]).toMatchObject({ body: JSON.stringify({ email: 'ada@example.com' }) });
  });

  it('offers to sign in when the address got an account meanwhile', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': signedOut,
      [VERIFY_PATH]: refused(409, 'signup_conflict'),
    }).restore;
    await opened();

    fillIn('123456', 'Correct-Horse-9');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail address already exists.',
    );
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });

  it('cannot be sent twice while the first is on its way', async () => {
    restoreFetch = mockApi({ '/v1/accounts/me': signedOut }).restore;
    await opened();
    const original = globalThis.fetch;
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));

    fillIn('123456', 'Correct-Horse-9');

    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    });
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    globalThis.fetch = original;
  });

  it('speaks Japanese under /ja', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': signedOut,
      [VERIFY_PATH]: refused(400, 'signup_expired', 'The code is wrong; 1 attempt(s) left.'),
    }).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, `/ja${page}`);
    await screen.findByRole('heading', { level: 1, name: 'メールを確認してください' });

    fireEvent.change(screen.getByLabelText(/^確認コード/), { target: { value: '111111' } });
    // The family name comes first, as it is written in Japanese.
    const family = screen.getByLabelText(/^姓/);
    expect(family.compareDocumentPosition(screen.getByLabelText(/^名/))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    fireEvent.change(screen.getByLabelText(/^姓/), { target: { value: '湊' } });
    fireEvent.change(screen.getByLabelText(/^名/), { target: { value: '葵' } });
    fireEvent.change(screen.getByLabelText(/^パスワードを設定/), {
      target: { value: 'Correct-Horse-9' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'アカウントを作成' }));

    expect(
      await screen.findByText('コードが正しくありません。あと 1 回入力できます。'),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('メールアドレスの確認 | Punchcard');
    });
  });
});
