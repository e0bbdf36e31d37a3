import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import { GuestGuard } from '@/app/guards/guest-guard';
import SignUpMemberRoute from '@/app/routes/signup-member';
import { landingPages } from '@/features/accounts/testing/landing-pages';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockApi, refused, signedOut } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { signedInMe } from '@/testing/wire-fixtures';

const routes: RouteObject[] = [
  ...['', '/ja'].map((prefix) => ({
    element: <GuestGuard />,
    children: [{ path: `${prefix}/signup/member`, Component: SignUpMemberRoute }],
  })),
  ...landingPages({ '/initializing': 'Initializing', '/signin': 'Sign in' }),
];

const TOKEN = 'oyg4SMlL5TqEbGj0Y78p2BMbFe8-mSvVJyq9VlvYraM';
const ACCEPT_PATH = '/v1/accounts/members';
const page = `/signup/member?token=${TOKEN}&redirectTo=%2Finitializing`;
const LOOKUP_PATH = '/v1/accounts/invitations/lookup';
const lookup = {
  workspace_name: 'Acme Bakery',
  inviter_name: 'Grace Hopper',
  email: 'ada@example.com',
  role: 'Member',
  expires_at: 1_900_000_000,
  has_account: false,
};
const joined = { ...signedInMe, active_workspace: { id: 'w1', name: 'Acme Bakery' } };

function fillIn(email: string | null, password: string) {
  // Null: the address came prefilled from the invitation.
  if (email !== null) {
    fireEvent.change(screen.getByLabelText(/^Invited e-mail address/), {
      target: { value: email },
    });
  }
  fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Ada ' } });
  fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Lovelace' } });
  fireEvent.change(screen.getByLabelText(/^Choose a password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
}

async function opened(path = page) {
  const rendered = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1, name: 'Create your account to join' });
  return rendered;
}

describe('the invitee sign-up page', () => {
  let restoreFetch: () => void = () => undefined;
  afterEach(async () => {
    // Unmount first: the language switch below must not re-render a page after its test.
    cleanup();
    restoreFetch();
    act(() => {
      notifications.clean();
    });
    await i18n.changeLanguage('en');
  });

  it('needs the invitation token', async () => {
    restoreFetch = mockApi({ '/v1/accounts/me': signedOut }).restore;
    renderRoutes(routes, '/signup/member');

    expect(
      await screen.findByRole('heading', { name: 'This invitation link is incomplete' }),
    ).toBeInTheDocument();
  });

  it('checks the e-mail and the password rules before sending', async () => {
    const { fetchMock, restore } = mockApi({ '/v1/accounts/me': signedOut });
    restoreFetch = restore;
    await opened();

    fireEvent.change(screen.getByLabelText(/^Invited e-mail address/), {
      target: { value: 'ada' },
    });
    fireEvent.change(screen.getByLabelText(/^Choose a password/), {
      target: { value: 'password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));

    expect(
      await screen.findByText('Enter an e-mail address such as name@example.com.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your password does not meet every rule below yet.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter your first name, as your team should see it.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(ACCEPT_PATH, expect.anything());
  });

  it('creates the account, joins and goes on to /initializing', async () => {
    const { fetchMock, restore } = mockApi({
      '/v1/accounts/me': signedOut,
      [ACCEPT_PATH]: jsonAnswer(201, joined),
    });
    restoreFetch = restore;
    await opened();

    fillIn(' ada@example.com ', 'Correct-Horse-9');

    expect(await screen.findByRole('heading', { name: 'Initializing' })).toBeInTheDocument();
    expect(await screen.findByText('You joined Acme Bakery.')).toBeInTheDocument();
    const request = fetchMock.mock.calls.find(([url]) => url === ACCEPT_PATH);
    expect(request?.[1]).toMatchObject({
      method: 'POST',
      body: JSON.stringify({
        token: TOKEN,
        email: 'ada@example.com',
        password: 'Correct-Horse-9',
        first_name: 'Ada',
        last_name: 'Lovelace',
      }),
    });
  });

  it('names the workspace and the inviter, and fills in the invited address', async () => {
    const { fetchMock, restore } = mockApi({
      '/v1/accounts/me': signedOut,
      [LOOKUP_PATH]: jsonAnswer(200, lookup),
      [ACCEPT_PATH]: jsonAnswer(201, joined),
    });
    restoreFetch = restore;
    await opened();

    expect(
      await screen.findByText(
        'Grace Hopper invited you to Acme Bakery. Enter your name and choose a password: you join as soon as your account exists.',
      ),
    ).toBeInTheDocument();
    const email = screen.getByLabelText(/^Invited e-mail address/);
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    fillIn(null, 'Correct-Horse-9');

    expect(await screen.findByRole('heading', { name: 'Initializing' })).toBeInTheDocument();
    const body = fetchMock.mock.calls.find(([url]) => url === ACCEPT_PATH)?.[1]?.body;
    expect(JSON.parse(typeof body === 'string' ? body : '{}')).toMatchObject({
      email: 'ada@example.com',
    });
  });

  it('says when the invitation is not for this address, or no longer works', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': signedOut,
      [ACCEPT_PATH]: refused(404, 'invitation_not_found'),
    }).restore;
    await opened();

    fillIn('someone@example.com', 'Correct-Horse-9');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Check that you entered the address the invitation was sent to.',
    );
  });

  it('sends someone who already has an account to sign in and come back', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': signedOut,
      [ACCEPT_PATH]: refused(409, 'signup_conflict'),
    }).restore;
    await opened();

    fillIn('ada@example.com', 'Correct-Horse-9');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail address already exists. Sign in to accept the invitation.',
    );
    const signIn = `/signin?redirectTo=%2Fsignup%2Fmember%2Finvite%3Ftoken%3D${TOKEN}`;
    for (const link of screen.getAllByRole('link', { name: 'Sign in and accept' })) {
      expect(link).toHaveAttribute('href', signIn);
    }
  });

  it('speaks Japanese under /ja', async () => {
    restoreFetch = mockApi({ '/v1/accounts/me': signedOut }).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, `/ja${page}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'アカウントを作成して参加' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^招待されたメールアドレス/)).toBeInTheDocument();
  });
});
