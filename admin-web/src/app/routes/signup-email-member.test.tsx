import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import { GuestGuard } from '@/app/guards/guest-guard';
import SignUpEmailMemberRoute from '@/app/routes/signup-email-member';
import { landingPages } from '@/features/accounts/testing/landing-pages';
import { i18n } from '@/lib/i18n';
import { mockApi, signedOut } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

const routes: RouteObject[] = [
  ...['', '/ja'].map((prefix) => ({
    element: <GuestGuard />,
    children: [{ path: `${prefix}/signup/email/member`, Component: SignUpEmailMemberRoute }],
  })),
  ...landingPages({ '/signup/member/invite': 'Invitation' }),
];

const TOKEN = 'oyg4SMlL5TqEbGj0Y78p2BMbFe8-mSvVJyq9VlvYraM';

function paste(link: string) {
  fireEvent.change(screen.getByLabelText(/^Invitation link/), { target: { value: link } });
  fireEvent.click(screen.getByRole('button', { name: 'Open invitation' }));
}

describe('the join-your-team page', () => {
  let restoreFetch: () => void = () => undefined;
  afterEach(async () => {
    cleanup();
    restoreFetch();
    await i18n.changeLanguage('en');
  });

  it('explains that joining takes an invitation, and opens a pasted one', async () => {
    restoreFetch = mockApi({ '/v1/accounts/me': signedOut }).restore;
    const { router } = renderRoutes(routes, '/signup/email/member');
    await screen.findByRole('heading', { level: 1, name: 'Join your team on Punchcard' });
    expect(
      screen.getByText(/Ask the administrator of your team’s workspace to invite/),
    ).toBeInTheDocument();

    paste(`https://punchcard.example/ja/signup/member/invite?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Invitation' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/signup/member/invite?token=${TOKEN}`,
    );
  });

  it('says what is wrong with what was pasted', async () => {
    restoreFetch = mockApi({ '/v1/accounts/me': signedOut }).restore;
    renderRoutes(routes, '/signup/email/member');
    await screen.findByRole('heading', { level: 1, name: 'Join your team on Punchcard' });

    paste('');
    expect(
      await screen.findByText('Paste the link from your invitation e-mail.'),
    ).toBeInTheDocument();
    paste('https://punchcard.example/signup');
    expect(await screen.findByText(/This is not a Punchcard invitation link/)).toBeInTheDocument();
  });

  it('speaks Japanese under /ja and keeps the prefix', async () => {
    restoreFetch = mockApi({ '/v1/accounts/me': signedOut }).restore;
    await i18n.changeLanguage('ja');
    const { router } = renderRoutes(routes, '/ja/signup/email/member');
    await screen.findByRole('heading', { level: 1, name: 'Punchcard でチームに参加' });

    fireEvent.change(screen.getByLabelText(/^招待リンク/), { target: { value: TOKEN } });
    fireEvent.click(screen.getByRole('button', { name: '招待を開く' }));

    await screen.findByRole('heading', { name: 'Invitation' });
    expect(router.state.location.pathname).toBe('/ja/signup/member/invite');
  });
});
