import { SLACK_APP, standInPorts } from './config.js';

/** The variables that point a Punchcard server's Slack app at the local Slack stand-in. */
export function slackServerEnv(serverPort: number): Record<string, string> {
  const base = `http://127.0.0.1:${String(standInPorts(serverPort).slack)}`;
  return {
    SLACK_CLIENT_ID: SLACK_APP.clientId,
    SLACK_CLIENT_SECRET: SLACK_APP.clientSecret,
    SLACK_SIGNING_SECRET: SLACK_APP.signingSecret,
    SLACK_API_URL: `${base}/api/`,
    SLACK_AUTHORIZE_URL: `${base}/oauth/v2/authorize`,
  };
}
