import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { APPLE_CALLBACK_PATH, type SsoFrom, type SsoService } from '@punchcard/shared';
import {
  followAuthorization,
  type OidcStandInProcess,
  spawnOidcStandIn,
} from '../../build/testing/stand-ins/oidc-process.js';
import { ssoEnvForStandIn } from '../../build/testing/stand-ins/sso-env.js';
import { startTestApp, type TestAgent, type TestApp } from './support/test-app.js';

/**
 * The SSO specs' world: the real OpenID stand-in (Google, Apple and a company issuer in one
 * process) and a Punchcard app pointed at it, and the browser's half of the flow as the web app
 * runs it: PKCE verifier, state, nonce = base64url(sha256(verifier)), the provider's redirects.
 */
export interface SsoWorld {
  t: TestApp;
  standIn: OidcStandInProcess;
  close(): Promise<void>;
}

export const PUBLIC_URL = 'http://punchcard.test';
export const SIGNING_IN = `${PUBLIC_URL}/signing-in`;
export const LINKING = `${PUBLIC_URL}/linking`;
export const APPLE_CALLBACK = `${PUBLIC_URL}${APPLE_CALLBACK_PATH}`;

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `env` overrides the stand-in's variables (blank ones turn a provider off). */
export async function startSsoWorld(env: Record<string, string> = {}): Promise<SsoWorld> {
  const port = await freePort();
  const standIn = await spawnOidcStandIn(port);
  const t = await startTestApp({ PUBLIC_URL, ...ssoEnvForStandIn(port), ...env });
  return {
    t,
    standIn,
    close: async () => {
      await t.close();
      await standIn.stop();
    },
  };
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const sha256 = (text: string) => base64url(createHash('sha256').update(text).digest());

/** What the web app keeps in sessionStorage for one flow. */
export interface Flow {
  verifier: string;
  state: string;
  nonce: string;
  challenge: string;
}

export function newFlow(): Flow {
  const verifier = base64url(randomBytes(32));
  return {
    verifier,
    state: base64url(randomBytes(16)),
    nonce: sha256(verifier),
    challenge: sha256(verifier),
  };
}

/** The code and what came with it, as the web app's /signing-in or /linking page reads them. */
export interface Returned {
  code: string;
  state: string;
  user: string | undefined;
}

/**
 * GET .../authorize, then the provider as `email` (see the stand-in's header), then for Apple its
 * form post to the API's callback: answers what the web page receives.
 */
export async function authorizeAs(
  agent: TestAgent,
  service: SsoService,
  email: string,
  flow: Flow,
  redirectUri = service === 'apple' ? APPLE_CALLBACK : SIGNING_IN,
): Promise<Returned> {
  const start = await agent
    .get(`/v1/accounts/sso/${service}/authorize`)
    .query({
      redirect_uri: redirectUri,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: flow.challenge,
    })
    .expect(302);
  const answer = await followAuthorization(start.headers.location as string, email);
  let params = answer.params;
  if (answer.method === 'POST') {
    expect(answer.target).toBe(APPLE_CALLBACK);
    const posted = await agent.post(APPLE_CALLBACK_PATH).type('form').send(params).expect(303);
    const location = new URL(posted.headers.location as string, PUBLIC_URL);
    expect(location.pathname).toBe('/signing-in');
    params = Object.fromEntries(location.searchParams);
  }
  expect(params.state).toBe(flow.state);
  return { code: params.code ?? '', state: params.state ?? '', user: params.user };
}

/** PUT /v1/accounts/me/{service}/sso as the web app sends it. */
export function complete(
  agent: TestAgent,
  service: SsoService,
  returned: Returned,
  verifier: string,
  options: { from?: SsoFrom; redirectUri?: string } = {},
) {
  const appleUser = returned.user === undefined ? undefined : appleUserOf(returned.user);
  return agent.put(`/v1/accounts/me/${service}/sso`).send({
    code: returned.code,
    code_verifier: verifier,
    redirect_uri: options.redirectUri ?? (service === 'apple' ? APPLE_CALLBACK : SIGNING_IN),
    ...(options.from === undefined ? {} : { from: options.from }),
    ...(appleUser === undefined ? {} : { user: appleUser }),
  });
}

/** The web app's reading of Apple's `user` JSON. */
function appleUserOf(json: string): { first_name?: string; last_name?: string; email?: string } {
  const parsed = JSON.parse(json) as {
    name?: { firstName?: string; lastName?: string };
    email?: string;
  };
  return {
    first_name: parsed.name?.firstName,
    last_name: parsed.name?.lastName,
    email: parsed.email,
  };
}

/** The whole flow in a fresh browser: authorize as `email`, then complete. */
export async function ssoSignIn(world: SsoWorld, service: SsoService, email: string) {
  const agent = world.t.agent();
  const flow = newFlow();
  const returned = await authorizeAs(agent, service, email, flow);
  const response = await complete(agent, service, returned, flow.verifier);
  return { agent, response };
}

/** The whole link flow in a signed-in browser. */
export async function ssoLink(agent: TestAgent, service: SsoService, email: string) {
  const flow = newFlow();
  const redirectUri = service === 'apple' ? APPLE_CALLBACK : LINKING;
  const returned = await authorizeAs(agent, service, email, flow, redirectUri);
  return complete(agent, service, returned, flow.verifier, { from: 'link', redirectUri });
}
