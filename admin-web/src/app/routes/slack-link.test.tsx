import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import SlackLinkRoute from '@/app/routes/slack-link';
import { meIn } from '@/features/accounts/testing/account-fixtures';
import { LINK_TOKEN, linkPreview } from '@/features/integrations/testing/slack-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { signedInMe } from '@/testing/wire-fixtures';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  path: `${prefix}/slack/link`,
  Component: SlackLinkRoute,
}));
const previewPath = `/v1/accounts/me/slack-links/${LINK_TOKEN}`;
const linked = {
  team_name: linkPreview.team_name,
  slack_user_name: linkPreview.slack_user_name,
  linked_at: 1_731_586_000,
};

describe('the Slack link page', () => {
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['slack', 'errors']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  function serve(overrides: ApiRoutes = {}) {
    api = mockApi({ 'GET /v1/accounts/me': ok(meIn()), ...overrides });
    return api;
  }

  it('shows whose Slack account it is and links it once confirmed', async () => {
    const { callsTo } = serve({
      [`GET ${previewPath}`]: ok(linkPreview),
      'POST /v1/accounts/me/slack-links': ok(linked),
    });
    renderRoutes(routes, `/slack/link?token=${LINK_TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link your Slack account' }),
    ).toBeVisible();
    expect(
      await screen.findByText(
        `Confirm that the Slack user ada.l of the Slack workspace Analytical Engines HQ is you. /punch will then clock you in and out as ${signedInMe.user.email}.`,
      ),
    ).toBeVisible();
    expect(screen.getByText(/^This link works until Nov 14, 2024/)).toBeVisible();
    expect(callsTo('POST /v1/accounts/me/slack-links')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Slack account linked')).toBeVisible();
    expect(screen.getByText(/ada.l of Analytical Engines HQ is now linked/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the clock' })).toHaveAttribute('href', '/clock');
    expect(callsTo('POST /v1/accounts/me/slack-links').map((call) => call.body)).toEqual([
      { token: LINK_TOKEN },
    ]);
    expect(document.title).toBe('Link Slack account | Punchcard');
  });

  it('explains a link that is unknown, used or expired', async () => {
    const { callsTo } = serve({
      '/v1/accounts/me/slack-links/unknown': refused(404, 'slack_link_invalid'),
    });
    renderRoutes(routes, '/slack/link?token=unknown');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link cannot be usedIt is unknown, was already used or has expired.',
    );
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(callsTo('POST /v1/accounts/me/slack-links')).toHaveLength(0);
  });

  it('explains a link used up between reading and confirming', async () => {
    serve({
      [`GET ${previewPath}`]: ok(linkPreview),
      'POST /v1/accounts/me/slack-links': refused(404, 'slack_link_invalid'),
    });
    renderRoutes(routes, `/slack/link?token=${LINK_TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This link cannot be used')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('keeps the button when confirming fails for another reason', async () => {
    serve({
      [`GET ${previewPath}`]: ok(linkPreview),
      'POST /v1/accounts/me/slack-links': [refused(500, 'internal_error'), ok(linked)],
    });
    renderRoutes(routes, `/slack/link?token=${LINK_TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Slack account linked')).toBeVisible();
  });

  it('says what the page is for without a token, asking nothing', async () => {
    const { calls } = serve();
    renderRoutes(routes, '/slack/link');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link a Slack account' }),
    ).toBeVisible();
    expect(
      screen.getByText(/the \/punch command answers with a one-time link to this page/),
    ).toBeVisible();
    expect(calls.map((call) => call.path)).toEqual(['/v1/accounts/me']);
  });

  it('speaks Japanese under /ja', async () => {
    serve({ [`GET ${previewPath}`]: ok(linkPreview) });
    await i18n.changeLanguage('ja');
    renderRoutes(routes, `/ja/slack/link?token=${LINK_TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Slackアカウントを連携' }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: '確認' })).toBeVisible();
    expect(screen.getByText(/^このリンクは 2024年11月14日/)).toBeVisible();
  });
});
