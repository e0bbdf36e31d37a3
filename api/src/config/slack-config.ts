import { httpUrl, optional } from './env-values.js';

/**
 * The Slack app a workspace installs (README "Slack"; the manifest is docs/slack-app-manifest.yml):
 * its OAuth client, the signing secret slash commands are verified with, and where Slack's Web
 * API lives (SLACK_API_URL; tests point the official client at a local server).
 */
export interface SlackConfig {
  clientId: string;
  clientSecret: string;
  signingSecret: string;
  /** Ends with a slash, as @slack/web-api's slackApiUrl expects. */
  apiUrl: string;
  /** Where the browser is sent to install the app (Slack's OAuth v2 authorize page). */
  authorizeUrl: string;
}

export function loadSlackConfig(env: NodeJS.ProcessEnv): SlackConfig | undefined {
  const values = {
    SLACK_CLIENT_ID: optional(env.SLACK_CLIENT_ID),
    SLACK_CLIENT_SECRET: optional(env.SLACK_CLIENT_SECRET),
    SLACK_SIGNING_SECRET: optional(env.SLACK_SIGNING_SECRET),
  };
  const missing = Object.entries(values).filter(([, value]) => value === undefined);
  if (missing.length === 3) return undefined;
  const { SLACK_CLIENT_ID: clientId, SLACK_CLIENT_SECRET: clientSecret } = values;
  const signingSecret = values.SLACK_SIGNING_SECRET;
  if (clientId === undefined || clientSecret === undefined || signingSecret === undefined) {
    throw new Error(
      `Slack needs SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET together; ${missing
        .map(([name]) => name)
        .join(' and ')} missing`,
    );
  }
  const apiUrl = httpUrl('SLACK_API_URL', optional(env.SLACK_API_URL) ?? 'https://slack.com/api/');
  const authorizeUrl = httpUrl(
    'SLACK_AUTHORIZE_URL',
    optional(env.SLACK_AUTHORIZE_URL) ?? 'https://slack.com/oauth/v2/authorize',
  );
  return {
    clientId,
    clientSecret,
    signingSecret,
    apiUrl: apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`,
    authorizeUrl,
  };
}
