// The Slack routes' answers on the wire (snake_case), for the integrations and link pages' tests.
import type { SlackIntegration, SlackIntegrationState, SlackLinkPreview } from '@punchcard/shared';

// The workspace of the account fixtures' signed-in owner.
const WORKSPACE_ID = '2b1e7c1a-5d0e-4d6a-9f3e-0a1b2c3d4e5f';

export const AUTHORIZE_URL =
  'https://slack.example/oauth/v2/authorize?client_id=1111.2222&scope=commands%2Cusers%3Aread';

export const integration: SlackIntegration = {
  id: '5d1f0c2a-7b3e-4c9d-8e1f-2a3b4c5d6e7f',
  id_workspace: WORKSPACE_ID,
  name: 'Analytical Engines HQ',
  team_id: 'T0123ABCD',
  is_clock_on: true,
  is_location_on: false,
  // 2024-11-14 in every zone the tests run in.
  connected_at: 1_731_585_600,
};

export const notConnected: SlackIntegrationState = {
  slack_integration: null,
  install: { authorize_url: AUTHORIZE_URL },
};
export const notConfigured: SlackIntegrationState = { slack_integration: null, install: null };
export const connected: SlackIntegrationState = {
  slack_integration: integration,
  install: { authorize_url: AUTHORIZE_URL },
};

export const LINK_TOKEN = 'k3Yp0neTimeLinkT0ken';
export const linkPreview: SlackLinkPreview = {
  team_name: 'Analytical Engines HQ',
  slack_user_name: 'ada.l',
  expires_at: 1_731_589_200,
};
