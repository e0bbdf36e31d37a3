import { loadSlackConfig } from './slack-config.js';

const APP = {
  SLACK_CLIENT_ID: '1111.2222',
  SLACK_CLIENT_SECRET: 'client-secret',
  SLACK_SIGNING_SECRET: 'signing-secret',
};

describe('loadSlackConfig', () => {
  it('is undefined when no Slack app is configured (blank counts as unset)', () => {
    expect(loadSlackConfig({})).toBeUndefined();
    expect(
      loadSlackConfig({ SLACK_CLIENT_ID: ' ', SLACK_API_URL: 'http://x.test/' }),
    ).toBeUndefined();
  });

  it("defaults to Slack's own addresses", () => {
    expect(loadSlackConfig(APP)).toEqual({
      clientId: '1111.2222',
      clientSecret: 'client-secret',
      signingSecret: 'signing-secret',
      apiUrl: 'https://slack.com/api/',
      authorizeUrl: 'https://slack.com/oauth/v2/authorize',
    });
  });

  it('takes a local Slack, ending the API URL with a slash as the client expects', () => {
    const config = loadSlackConfig({
      ...APP,
      SLACK_API_URL: 'http://127.0.0.1:5000/api',
      SLACK_AUTHORIZE_URL: 'http://127.0.0.1:5000/oauth/v2/authorize',
    });
    expect(config).toMatchObject({
      apiUrl: 'http://127.0.0.1:5000/api/',
      authorizeUrl: 'http://127.0.0.1:5000/oauth/v2/authorize',
    });
  });

  it('refuses a partial app, naming what is missing, and URLs that are not http(s)', () => {
    expect(() => loadSlackConfig({ SLACK_CLIENT_ID: 'id' })).toThrow(
      'Slack needs SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET together; SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET missing',
    );
    expect(() => loadSlackConfig({ ...APP, SLACK_API_URL: 'ftp://slack.test/' })).toThrow(
      'SLACK_API_URL must be an absolute http(s) URL',
    );
    expect(() => loadSlackConfig({ ...APP, SLACK_AUTHORIZE_URL: 'slack.com' })).toThrow(
      'SLACK_AUTHORIZE_URL must be an absolute http(s) URL',
    );
  });
});
