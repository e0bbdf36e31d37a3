import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import SignUpMemberInviteRoute from '@/app/routes/signup-member-invite';
import { landingPages } from '@/features/accounts/testing/landing-pages';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockApi, refused, signedOut } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { signedInMe } from '@/testing/wire-fixtures';

// Open to anyone, as in the route tree.
const routes: RouteObject[] = [
  ...['', '/ja'].map((prefix) => ({
    path: `${prefix}/signup/member/invite`,
    Component: SignUpMemberInviteRoute,
  })),
  ...landingPages({ '/home': 'Home' }),
];

const TOKEN = 'oyg4SMlL5TqEbGj0Y78p2BMbFe8-mSvVJyq9VlvYraM';
const ACCEPT_PATH = '/v1/accounts/members';
const joined = { ...signedInMe, active_workspace: { id: 'w1', name: 'Acme Bakery' } };

describe('the invitation page', () => {
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

  it('says when the link lost its token, and offers to paste it', async () => {
    restoreFetch = mockApi({ '/v1/accounts/me': signedOut }).restore;
    renderRoutes(routes, '/signup/member/invite');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation link is incomplete' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Paste the invitation link' })).toHaveAttribute(
      'href',
      '/signup/email/member',
    );
  });

  it('lets a signed-out person create the account or sign in and come back', async () => {
    restoreFetch = mockApi({ '/v1/accounts/me': signedOut }).restore;
    renderRoutes(routes, `/signup/member/invite?token=${TOKEN}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are invited to Punchcard' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account and join' })).toHaveAttribute(
      'href',
      `/signup/member?token=${TOKEN}&redirectTo=%2Finitializing`,
    );
    expect(screen.getByRole('link', { name: 'Sign in to accept' })).toHaveAttribute(
      'href',
      `/signin?redirectTo=%2Fsignup%2Fmember%2Finvite%3Ftoken%3D${TOKEN}`,
    );
  });

  it('lets a signed-in person accept and takes them into the workspace', async () => {
    const { fetchMock, restore } = mockApi({
      '/v1/accounts/me': jsonAnswer(200, signedInMe),
      [ACCEPT_PATH]: jsonAnswer(201, joined),
    });
    restoreFetch = restore;
    renderRoutes(routes, `/signup/member/invite?token=${TOKEN}`);

    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(await screen.findByText('You joined Acme Bakery.')).toBeInTheDocument();
    const request = fetchMock.mock.calls.find(([url]) => url === ACCEPT_PATH);
    expect(request?.[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ token: TOKEN }) });
  });

  it('explains an invitation that no longer works, with a way into the app', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': jsonAnswer(200, signedInMe),
      [ACCEPT_PATH]: refused(404, 'invitation_not_found'),
    }).restore;
    renderRoutes(routes, `/signup/member/invite?token=${TOKEN}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation is invalid, already accepted or expired, or it was sent to another e-mail address.',
    );
    expect(screen.getByRole('link', { name: 'Go to Punchcard' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('button', { name: 'Sign out and use that account' })).toBeEnabled();
  });

  it('says when the plan has no seat left, in words', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': jsonAnswer(200, signedInMe),
      [ACCEPT_PATH]: refused(403, 'add_member_forbidden'),
    }).restore;
    renderRoutes(routes, `/signup/member/invite?token=${TOKEN}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The workspace’s plan has no room for more members.',
    );
  });

  it('speaks Japanese under /ja', async () => {
    restoreFetch = mockApi({ '/v1/accounts/me': signedOut }).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, `/ja/signup/member/invite?token=${TOKEN}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Punchcard への招待が届いています' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'アカウントを作成して参加' })).toHaveAttribute(
      'href',
      `/ja/signup/member?token=${TOKEN}&redirectTo=%2Fja%2Finitializing`,
    );
  });
});
