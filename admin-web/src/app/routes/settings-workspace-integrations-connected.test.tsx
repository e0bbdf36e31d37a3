import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SlackIntegration, SlackIntegrationState } from '@punchcard/shared';
import type { RouteObject } from 'react-router';

import { SettingsLayout } from '@/app/layouts/settings-layout';
import SettingsWorkspaceIntegrationsRoute from '@/app/routes/settings-workspace-integrations';
import { meIn } from '@/features/accounts/testing/account-fixtures';
import { connected, integration } from '@/features/integrations/testing/slack-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, heldAnswer, mockApi, ok, refused } from '@/testing/api-mock';
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
const slackFailed = {
  status_code: 502,
  error_key: 'slack_failed',
  message: 'Slack could not be reached',
};

describe('the integrations page of a connected workspace', () => {
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

  /** A server holding the integration: reads answer what the writes left. */
  function serve(overrides: ApiRoutes = {}, { refusedDeletes = 0 } = {}) {
    let state: SlackIntegrationState = connected;
    let refusals = refusedDeletes;
    const saved = (changes: Partial<SlackIntegration>) => {
      if (state.slack_integration === null) return refused(404, 'slack_not_connected');
      state = { ...state, slack_integration: { ...state.slack_integration, ...changes } };
      return ok(state.slack_integration);
    };
    api = mockApi({
      'GET /v1/accounts/me': ok(meIn({ permissions })),
      'GET /v1/workspaces/slack': () => ok(state),
      'PATCH /v1/workspaces/slack/clock': (call) =>
        saved(call.body as Pick<SlackIntegration, 'is_clock_on'>),
      'PATCH /v1/workspaces/slack/location': (call) =>
        saved(call.body as Pick<SlackIntegration, 'is_location_on'>),
      'DELETE /v1/workspaces/slack': () => {
        if (refusals > 0) {
          refusals -= 1;
          return refused(502, 'slack_failed');
        }
        state = { ...state, slack_integration: null };
        return { status: 204 };
      },
      ...overrides,
    });
    return api;
  }

  const slackCard = async () => within(await screen.findByRole('region', { name: 'Slack' }));

  it('shows the connected team and saves each switch as it is flipped', async () => {
    const { callsTo } = serve();
    renderRoutes(routes, page);
    const card = await slackCard();
    expect(await card.findByText('Analytical Engines HQ')).toBeVisible();
    const clock = card.getByRole('switch', { name: /^Clock in and out from Slack/ });
    const location = card.getByRole('switch', { name: /^Record location/ });
    expect(clock).toBeChecked();
    expect(location).not.toBeChecked();

    fireEvent.click(location);
    fireEvent.click(clock);
    // Applied before the API answers.
    await waitFor(() => {
      expect(location).toBeChecked();
    });
    expect(clock).not.toBeChecked();
    await waitFor(() => {
      expect(callsTo('PATCH /v1/workspaces/slack/clock')).toHaveLength(1);
    });
    expect(callsTo('PATCH /v1/workspaces/slack/location')[0]?.body).toEqual({
      is_location_on: true,
    });
    expect(callsTo('PATCH /v1/workspaces/slack/clock')[0]?.body).toEqual({ is_clock_on: false });
    // The read after both writes agrees with the switches.
    await waitFor(() => {
      expect(callsTo('GET /v1/workspaces/slack').length).toBeGreaterThan(1);
    });
    expect(location).toBeChecked();
    expect(clock).not.toBeChecked();
  });

  it('flips a switch at once and puts it back with a notice when the API refuses', async () => {
    const held = heldAnswer(502, slackFailed);
    // The read after the refusal never answers: only the rollback can put the switch back.
    const { callsTo } = serve({
      'PATCH /v1/workspaces/slack/clock': held.answer,
      'GET /v1/workspaces/slack': [ok(connected), { pending: true }],
    });
    renderRoutes(routes, page);
    const card = await slackCard();
    const clock = await card.findByRole('switch', { name: /^Clock in and out from Slack/ });
    expect(clock).toBeChecked();

    fireEvent.click(clock);
    // Applied before the API answers.
    await waitFor(() => {
      expect(clock).not.toBeChecked();
    });
    held.release();

    expect(
      await screen.findByText('“Clock in and out from Slack” was put back as it was.'),
    ).toBeVisible();
    expect(
      await screen.findByText(
        'Slack could not be reached or refused the request. Nothing was changed.',
      ),
    ).toBeVisible();
    expect(clock).toBeChecked();
    expect(card.getByRole('switch', { name: /^Record location/ })).not.toBeChecked();
    expect(callsTo('GET /v1/workspaces/slack')).toHaveLength(2);
  });

  it('puts back only the switch that failed when both were flipped', async () => {
    serve({
      'PATCH /v1/workspaces/slack/location': refused(502, 'slack_failed'),
      'GET /v1/workspaces/slack': [ok(connected), { pending: true }],
    });
    renderRoutes(routes, page);
    const card = await slackCard();
    const clock = await card.findByRole('switch', { name: /^Clock in and out from Slack/ });
    const location = card.getByRole('switch', { name: /^Record location/ });
    fireEvent.click(location);
    fireEvent.click(clock);
    expect(await screen.findByText('“Record location” was put back as it was.')).toBeVisible();
    await waitFor(() => {
      expect(location).not.toBeChecked();
    });
    expect(clock).not.toBeChecked();
  });

  it('reads the team again on refresh', async () => {
    const renamed = { ...integration, name: 'AE Worldwide' };
    const { callsTo } = serve({
      'PATCH /v1/workspaces/slack': ok(renamed),
      'GET /v1/workspaces/slack': [ok(connected), ok({ ...connected, slack_integration: renamed })],
    });
    renderRoutes(routes, page);
    const card = await slackCard();
    fireEvent.click(await card.findByRole('button', { name: 'Refresh' }));
    expect(await card.findByText('AE Worldwide')).toBeVisible();
    expect(await screen.findByText('The Slack workspace’s details were read again.')).toBeVisible();
    expect(callsTo('PATCH /v1/workspaces/slack')).toHaveLength(1);
  });

  it('disconnects after a confirmation, and keeps the dialog open when Slack refuses', async () => {
    const { callsTo } = serve({}, { refusedDeletes: 1 });
    renderRoutes(routes, page);
    const card = await slackCard();
    fireEvent.click(await card.findByRole('button', { name: 'Disconnect' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Disconnect Analytical Engines HQ?' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Disconnect' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(/Nothing was changed/);

    fireEvent.click(dialog.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Slack was disconnected.')).toBeVisible();
    expect(await card.findByRole('button', { name: 'Connect to Slack' })).toBeVisible();
    expect(callsTo('DELETE /v1/workspaces/slack').map((call) => call.query.get('id'))).toEqual([
      integration.id,
      integration.id,
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Japanese under /ja', async () => {
    serve();
    await i18n.changeLanguage('ja');
    renderRoutes(routes, `/ja${page}`);
    const card = within(await screen.findByRole('region', { name: 'Slack連携' }));
    expect(await card.findByRole('switch', { name: /^Slackから出勤・退勤/ })).toBeChecked();
    expect(card.getByRole('switch', { name: /^位置情報を記録/ })).not.toBeChecked();
    expect(card.getByRole('button', { name: '接続を解除' })).toBeVisible();
    expect(card.getByText('2024年11月14日')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Slackアプリの作成' })).toBeVisible();
  });
});
