/**
 * Words the Slack texts quote as they are in every language: the command, the server's settings,
 * the manifest's path and the labels of Slack's own (English-only) app pages. Passed to every
 * text of the `slack` namespace that names one, so no translation can misspell them.
 */
export const slackWords = {
  command: '/punch',
  clientIdVariable: 'SLACK_CLIENT_ID',
  clientSecretVariable: 'SLACK_CLIENT_SECRET',
  signingSecretVariable: 'SLACK_SIGNING_SECRET',
  readme: 'README',
  manifest: 'docs/slack-app-manifest.yml',
  /** What the manifest holds in place of the server's host. */
  manifestHost: 'YOUR-PUNCHCARD',
  /** Slack calls and redirects only to secure addresses. */
  secureScheme: 'https',
  appsSite: 'api.slack.com/apps',
  createApp: 'Create New App',
  fromManifest: 'From an app manifest',
  basicInformation: 'Basic Information',
  clientId: 'Client ID',
  clientSecret: 'Client Secret',
  signingSecret: 'Signing Secret',
} as const;
