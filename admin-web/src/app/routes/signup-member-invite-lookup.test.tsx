import { cleanup, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import SignUpMemberInviteRoute from '@/app/routes/signup-member-invite';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockApi, refused, signedOut } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { signedInMe } from '@/testing/wire-fixtures';

// The invitation page with the invitation's public look-up (workspace, inviter, address).
const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  path: `${prefix}/signup/member/invite`,
  Component: SignUpMemberInviteRoute,
}));

const TOKEN = 'oyg4SMlL5TqEbGj0Y78p2BMbFe8-mSvVJyq9VlvYraM';
const LOOKUP_PATH = '/v1/accounts/invitations/lookup';
const invitation = {
  workspace_name: 'Acme Bakery',
  inviter_name: 'Grace Hopper',
  email: 'ada@example.com',
  role: 'Manager',
  // 2030-03-17 17:46 UTC: the same calendar day in every zone the tests run in.
  expires_at: 1_900_000_000,
  has_account: false,
};
const signIn = `/signin?redirectTo=%2Fsignup%2Fmember%2Finvite%3Ftoken%3D${TOKEN}`;

describe('the invitation page, looked up', () => {
  let restoreFetch: () => void = () => undefined;
  afterEach(async () => {
    cleanup();
    restoreFetch();
    await i18n.changeLanguage('en');
  });

  it('names the workspace, the inviter, the address, the role and the last day', async () => {
    const { fetchMock, restore } = mockApi({
      '/v1/accounts/me': signedOut,
      [LOOKUP_PATH]: jsonAnswer(200, invitation),
    });
    restoreFetch = restore;
    renderRoutes(routes, `/signup/member/invite?token=${TOKEN}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Acme Bakery on Punchcard' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Grace Hopper invited ada@example.com to track working time in Acme Bakery, as Manager.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The invitation works until Mar 17, 2030.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account and join' })).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => (typeof url === 'string' ? url : ''));
    expect(urls).toContain(`${LOOKUP_PATH}?token=${TOKEN}`);
  });

  it('offers only signing in when the address already has an account', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': signedOut,
      [LOOKUP_PATH]: jsonAnswer(200, { ...invitation, inviter_name: null, has_account: true }),
    }).restore;
    renderRoutes(routes, `/signup/member/invite?token=${TOKEN}`);

    expect(
      await screen.findByText(
        'You are invited to track working time in Acme Bakery with ada@example.com, as Manager.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to accept' })).toHaveAttribute('href', signIn);
    expect(screen.queryByRole('link', { name: 'Create an account and join' })).toBeNull();
  });

  it('says at once when the link no longer works, offering nothing that would fail', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': signedOut,
      [LOOKUP_PATH]: refused(404, 'invitation_not_found'),
    }).restore;
    renderRoutes(routes, `/signup/member/invite?token=${TOKEN}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation is invalid, already accepted or expired',
    );
    expect(screen.queryByRole('link', { name: 'Create an account and join' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('sends a signed-in person whose invitation no longer works into the app', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': jsonAnswer(200, signedInMe),
      [LOOKUP_PATH]: refused(404, 'invitation_not_found'),
    }).restore;
    renderRoutes(routes, `/signup/member/invite?token=${TOKEN}`);

    expect(await screen.findByRole('link', { name: 'Go to Punchcard' })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('speaks Japanese under /ja', async () => {
    restoreFetch = mockApi({
      '/v1/accounts/me': signedOut,
      [LOOKUP_PATH]: jsonAnswer(200, invitation),
    }).restore;
    await i18n.changeLanguage('ja');
    renderRoutes(routes, `/ja/signup/member/invite?token=${TOKEN}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Punchcard で Acme Bakery に参加' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Grace Hopper さんが ada@example.com を Acme Bakery にマネージャーとして招待しました。勤務時間をここで記録できます。',
      ),
    ).toBeInTheDocument();
  });
});
