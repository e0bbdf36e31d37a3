import { createPublicKey, generateKeyPairSync } from 'node:crypto';

import { OIDC_ISSUER_PATHS, SSO_CLIENTS, standInPorts } from './config.js';

/**
 * Apple signs nothing for us: the app signs its client secret (an ES256 JWT) with its team's key
 * and Apple checks it with the public half. The stand-in and the server must agree on the pair,
 * so it is made once per test run and carried in the environment: Playwright evaluates its config
 * again in every worker, which inherits the first process's environment, and the API tests pass it
 * to the stand-in process they spawn.
 */
const APPLE_KEY_VARIABLE = 'PUNCHCARD_TEST_APPLE_PRIVATE_KEY';

export function appleTestPrivateKey(): string {
  process.env[APPLE_KEY_VARIABLE] ??= generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString();
  return process.env[APPLE_KEY_VARIABLE];
}

/** The public half the stand-in verifies Apple client secrets with (SPKI PEM). */
export function appleTestPublicKey(): string {
  return createPublicKey(appleTestPrivateKey()).export({ format: 'pem', type: 'spki' }).toString();
}

/** The stand-in's base URL when it listens on `port`. */
export const oidcStandInUrl = (port: number) => `http://127.0.0.1:${port}`;

/** The variables pointing the three providers at a stand-in listening on `standInPort`. */
export function ssoEnvForStandIn(standInPort: number): Record<string, string> {
  const base = oidcStandInUrl(standInPort);
  return {
    GOOGLE_ISSUER: `${base}${OIDC_ISSUER_PATHS.google}`,
    GOOGLE_CLIENT_ID: SSO_CLIENTS.google.clientId,
    GOOGLE_CLIENT_SECRET: SSO_CLIENTS.google.clientSecret,
    APPLE_ISSUER: `${base}${OIDC_ISSUER_PATHS.apple}`,
    APPLE_CLIENT_ID: SSO_CLIENTS.apple.clientId,
    APPLE_TEAM_ID: SSO_CLIENTS.apple.teamId,
    APPLE_KEY_ID: SSO_CLIENTS.apple.keyId,
    APPLE_PRIVATE_KEY: appleTestPrivateKey(),
    OIDC_ISSUER: `${base}${OIDC_ISSUER_PATHS.oidc}`,
    OIDC_CLIENT_ID: SSO_CLIENTS.oidc.clientId,
    OIDC_CLIENT_SECRET: SSO_CLIENTS.oidc.clientSecret,
    OIDC_NAME: SSO_CLIENTS.oidc.name,
  };
}

/**
 * The variables that point a Punchcard server's sign-in providers at the local OpenID provider
 * (build/testing/stand-ins/oidc-provider.ts) listening on standInPorts(serverPort).oidc. The
 * server discovers an issuer on first use, so it may start before the stand-in does.
 */
export function ssoServerEnv(serverPort: number): Record<string, string> {
  return ssoEnvForStandIn(standInPorts(serverPort).oidc);
}
