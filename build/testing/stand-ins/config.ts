/**
 * The local stand-ins tests start for services outside the machine (Google, Apple, a company's
 * OpenID provider, Slack), and the settings a Punchcard server needs to use them. The API's
 * integration tests and the browser tests share these, so both run the real code paths against
 * the same protocol-level servers.
 */

/** Ports a stand-in listens on, derived from the Punchcard server's so parallel runs never clash. */
export function standInPorts(serverPort: number): { oidc: number; slack: number } {
  return { oidc: serverPort + 1000, slack: serverPort + 2000 };
}

/** The one OpenID provider process serves three issuers under these paths. */
export const OIDC_ISSUER_PATHS = { google: '/google', apple: '/apple', oidc: '/company' } as const;

export const SSO_CLIENTS = {
  google: { clientId: 'punchcard-google.apps.example', clientSecret: 'google-test-secret' },
  apple: { clientId: 'com.example.punchcard', teamId: 'TEAMID1234', keyId: 'KEYID12345' },
  oidc: { clientId: 'punchcard-company', clientSecret: 'company-test-secret', name: 'Acme SSO' },
} as const;

export const SLACK_APP = {
  clientId: '1111111111.2222222222',
  clientSecret: 'slack-test-client-secret',
  signingSecret: 'slack-test-signing-secret',
} as const;
