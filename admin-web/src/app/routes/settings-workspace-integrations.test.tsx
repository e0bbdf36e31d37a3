import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import { SettingsLayout } from '@/app/layouts/settings-layout';
import SettingsWorkspaceIntegrationsRoute from '@/app/routes/settings-workspace-integrations';
import { meIn } from '@/features/accounts/testing/account-fixtures';
import {
  AUTHORIZE_URL,
  connected,
  integration,
  notConfigured,
  notConnected,
} from '@/features/integrations/testing/slack-fixtures';
import { leaveForSlack } from '@/features/integrations/utils/leave-for-slack';
import {
  PENDING_SLACK_CONNECT_KEY,
  savePendingSlackConnect,
} from '@/features/integrations/utils/slack-oauth';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireWorkspace } from '@/testing/wire-fixtures';

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  element: <SettingsLayout />,
  children: [
    {
      path: `${prefix}/settings/workspace/integrations`,
      Component: SettingsWorkspaceIntegrationsRoute,
    },
  ],
}));

const permissions = wireWorkspace().permissions;
const page = '/settings/workspace/integrations';

describe('the integrations page', () => {
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['slack', 'errors']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    jest.restoreAllMocks();
    sessionStorage.clear();
    await i18n.changeLanguage('en');
  });

  function serve(overrides: ApiRoutes = {}) {
    api = mockApi({ 'GET /v1/accounts/me': ok(meIn({ permissions })), ...overrides });
    return api;
  }

  const slackCard = async () => within(await screen.findByRole('region', { name: 'Slack' }));

  it('says when this server has no Slack app, and how an administrator adds one', async () => {
    serve({ 'GET /v1/workspaces/slack': ok(notConfigured) });
    renderRoutes(routes, page);
    const card = await slackCard();
    expect(await card.findByText('Slack is not set up on this Punchcard server')).toBeVisible();
    expect(
      card.getByText(/SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET/),
    ).toBeVisible();
    expect(card.queryByRole('button', { name: 'Connect to Slack' })).not.toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Create the Slack app' }));
    expect(steps.getByText('http://localhost/v1/slack/commands')).toBeVisible();
    expect(
      steps.getByText(
        /replace YOUR-PUNCHCARD in it with this server’s address, localhost \(Slack needs https\)/,
      ),
    ).toBeVisible();
    expect(
      steps.getByText(
        /^On api\.slack\.com\/apps choose “Create New App”, then “From an app manifest”/,
      ),
    ).toBeVisible();
    expect(
      steps.getByText(/copy the Client ID, Client Secret and Signing Secret into SLACK_CLIENT_ID/),
    ).toBeVisible();
    expect(steps.getByRole('table', { name: 'The /punch command' })).toHaveTextContent(
      '/punch whoList who is working right now.',
    );
  });

  it('sends the owner to Slack with this page as the return and a state kept for it', async () => {
    serve({ 'GET /v1/workspaces/slack': ok(notConnected) });
    const leave = jest.spyOn(leaveForSlack, 'to').mockImplementation(() => undefined);
    await i18n.changeLanguage('ja');
    renderRoutes(routes, `/ja${page}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Slackに接続' }));

    expect(leave).toHaveBeenCalledTimes(1);
    const url = new URL(leave.mock.calls[0]?.[0] ?? '');
    const stored = JSON.parse(sessionStorage.getItem(PENDING_SLACK_CONNECT_KEY) ?? '{}') as {
      state?: string;
    };
    expect(url.href.startsWith(AUTHORIZE_URL)).toBe(true);
    expect(url.searchParams.get('redirect_uri')).toBe(`http://localhost/ja${page}`);
    expect(url.searchParams.get('state')).toBe(stored.state);
    expect(stored.state).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('finishes the return from Slack: checks the state, connects, cleans the address', async () => {
    const redirectUri = `http://localhost${page}`;
    savePendingSlackConnect(sessionStorage, { state: 'st4te', redirectUri });
    let state = notConnected;
    const { callsTo } = serve({
      'GET /v1/workspaces/slack': () => ok(state),
      'PUT /v1/workspaces/slack': () => {
        state = connected;
        return ok(integration);
      },
    });
    const { router } = renderRoutes(routes, `${page}?code=c0de&state=st4te`);

    expect(
      await screen.findByText('Connected to the Slack workspace Analytical Engines HQ.'),
    ).toBeVisible();
    expect(callsTo('PUT /v1/workspaces/slack').map((call) => call.body)).toEqual([
      { code: 'c0de', redirect_uri: redirectUri },
    ]);
    expect(router.state.location.search).toBe('');
    expect(sessionStorage.getItem(PENDING_SLACK_CONNECT_KEY)).toBeNull();
    const card = await slackCard();
    expect(await card.findByText('T0123ABCD')).toBeVisible();
    expect(card.getByText('Nov 14, 2024')).toBeVisible();
  });

  it('sends nothing when the state is not the one this tab kept', async () => {
    savePendingSlackConnect(sessionStorage, { state: 'mine', redirectUri: 'http://localhost/x' });
    const { callsTo } = serve({ 'GET /v1/workspaces/slack': ok(notConnected) });
    const { router } = renderRoutes(routes, `${page}?code=c0de&state=forged`);
    expect(await screen.findByText(/does not belong to a connection started/)).toBeVisible();
    expect(callsTo('PUT /v1/workspaces/slack')).toHaveLength(0);
    expect(router.state.location.search).toBe('');
  });

  it('tells a cancelled connection and a refused one', async () => {
    serve({
      'GET /v1/workspaces/slack': ok(notConnected),
      'PUT /v1/workspaces/slack': refused(409, 'slack_team_taken'),
    });
    renderRoutes(routes, `${page}?error=access_denied&state=x`);
    expect(await screen.findByText(/cancelled on Slack’s page/)).toBeVisible();
    cleanup();

    savePendingSlackConnect(sessionStorage, { state: 's', redirectUri: 'http://localhost/r' });
    renderRoutes(routes, `${page}?code=c&state=s`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Slack could not be connected.');
    await waitFor(() => {
      expect(alert).toHaveTextContent('already connected to another Punchcard workspace');
    });
  });

  it('says which plan has integrations instead of offering to connect', async () => {
    serve({
      'GET /v1/accounts/me': ok(meIn({ permissions, plan: 'FREE' })),
      'GET /v1/workspaces/slack': ok(notConnected),
    });
    renderRoutes(routes, page);
    const card = await slackCard();
    expect(card.getByText(/Integrations are available on the Lite plan and above/)).toBeVisible();
    expect(card.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/settings/workspace/plans',
    );
    await waitFor(() => {
      expect(card.queryByRole('status')).not.toBeInTheDocument();
    });
    expect(card.queryByRole('button', { name: 'Connect to Slack' })).not.toBeInTheDocument();
  });

  it('lets a workspace connected before a downgrade disconnect', async () => {
    serve({
      'GET /v1/accounts/me': ok(meIn({ permissions, plan: 'FREE' })),
      'GET /v1/workspaces/slack': ok(connected),
    });
    renderRoutes(routes, page);
    const card = await slackCard();
    expect(card.getByText(/Integrations are available on the Lite plan and above/)).toBeVisible();
    expect(await card.findByRole('button', { name: 'Disconnect' })).toBeVisible();
  });

  it('keeps those who may not manage the settings out', async () => {
    const { callsTo } = serve({
      'GET /v1/accounts/me': ok(meIn({ permissions, role: 'Member' })),
    });
    renderRoutes(routes, page);
    expect(
      await screen.findByText(/Only people allowed to manage this workspace’s settings/),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Slack' })).not.toBeInTheDocument();
    expect(callsTo('GET /v1/workspaces/slack')).toHaveLength(0);
  });

  it('shows a failed read with a way to try again', async () => {
    serve({ 'GET /v1/workspaces/slack': [refused(500, 'internal_error'), ok(notConnected)] });
    renderRoutes(routes, page);
    const card = await slackCard();
    expect(await card.findByText('The Slack connection could not be loaded.')).toBeVisible();
    fireEvent.click(card.getByRole('button', { name: 'Try again' }));
    expect(await card.findByRole('button', { name: 'Connect to Slack' })).toBeVisible();
  });
});
