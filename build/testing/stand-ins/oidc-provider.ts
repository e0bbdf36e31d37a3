/**
 * A real OpenID provider (panva's oidc-provider) standing in for Google, Apple and a company's
 * issuer, one process serving the three issuers at /google, /apple and /company. Punchcard's own
 * code runs unchanged against it: discovery, the authorization-code flow with PKCE, Apple's
 * form_post answer and client-secret JWT, ID token checks.
 *
 * How to drive it (the web helper's e2e tests and the API tests):
 * - Start it: from Playwright (ESM, in-process) `await startOidcStandIn({ port:
 *   standInPorts(serverPort).oidc })`; from jest, which cannot load its ESM dependencies,
 *   `spawnOidcStandIn(port)` in oidc-process.ts runs this file in a child process. The Punchcard
 *   server gets `ssoServerEnv(serverPort)` (sso-env.ts); both sides share the Apple key pair
 *   through the environment.
 * - Choose who signs in: POST `${base}/__stand-in/accounts` with a StandInAccountInput
 *   ({ issuer: 'google' | 'apple' | 'oidc', email, sub?, email_verified?, given_name?,
 *   family_name?, private_relay?, id_token_age_seconds? }) registers a person (unregistered
 *   e-mails sign in as verified, nameless people). Then at the issuer's interaction page, in
 *   order: the authorization request's `login_hint` picks the account (API tests add it to the
 *   302's Location); else an e-mail queued by POST `${base}/__stand-in/next-login` { issuer,
 *   email } is taken; else the page shows a form with one "Email" field and a "Sign in" button
 *   (browser tests fill it). Consent is given at once; every authorization asks again, so one
 *   browser can sign in as several people.
 * - Apple: answers with response_mode=form_post (a page that posts to the redirect_uri); the
 *   first authorization of each account also posts Apple's `user` JSON
 *   ({"name":{"firstName","lastName"},"email"}); `private_relay: true` gives the ID token an
 *   @privaterelay.appleid.com address; email_verified is the string "true" as Apple sends it.
 *   The token request's client_secret must be an ES256 JWT (iss team id, sub client id, aud the
 *   issuer, kid the key id) signed with the key whose public half the stand-in was given.
 * - `id_token_age_seconds` (e.g. 7200) answers that account's token requests with the clock that
 *   far back, so the ID token is already expired when it arrives.
 * - Redirect URIs: any origin, with the paths Punchcard registers (/signing-in, /linking and
 *   Apple's /v1/accounts/sso/apple/callback), since tests run the server on varying ports.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

import { exportJWK, generateKeyPair } from 'jose';
import Provider, {
  type ClientMetadata,
  type Configuration,
  interactionPolicy,
  type KoaContextWithOIDC,
} from 'oidc-provider';

import { OIDC_ISSUER_PATHS, SSO_CLIENTS } from './config.js';
import {
  type StandInAccount,
  StandInAccounts,
  STAND_IN_ISSUERS,
  type StandInIssuer,
} from './oidc-accounts.js';
import {
  handleControl,
  readBody,
  respond,
  signInForm,
  verifyAppleClientSecret,
} from './oidc-http.js';
import { appleTestPublicKey, oidcStandInUrl } from './sso-env.js';

/** Paths Punchcard registers as redirect URIs (README "Single sign-on"). */
const REDIRECT_PATHS = ['/signing-in', '/linking', '/v1/accounts/sso/apple/callback'];
/** What the stand-in's Apple client authenticates with once its client-secret JWT checked out. */
const APPLE_INNER_SECRET = randomBytes(24).toString('base64url');

export interface OidcStandIn {
  /** `http://127.0.0.1:<port>` */
  url: string;
  accounts: StandInAccounts;
  close(): Promise<void>;
}

export interface OidcStandInOptions {
  port: number;
  /** SPKI PEM that Apple client secrets must verify with; defaults to sso-env's test key. */
  applePublicKey?: string;
}

interface Issuer {
  name: StandInIssuer;
  mount: string;
  provider: Provider;
}

export async function startOidcStandIn(options: OidcStandInOptions): Promise<OidcStandIn> {
  const url = oidcStandInUrl(options.port);
  const accounts = new StandInAccounts();
  const applePublicKey = options.applePublicKey ?? appleTestPublicKey();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: 'stand-in',
    alg: 'RS256',
    use: 'sig',
  };
  const cookieKey = randomBytes(32).toString('base64url');
  const issuers: Issuer[] = STAND_IN_ISSUERS.map((name) => {
    const mount = OIDC_ISSUER_PATHS[name];
    const provider = new Provider(
      `${url}${mount}`,
      configuration(name, mount, accounts, signingKey, cookieKey),
    );
    provider.Client.prototype.redirectUriAllowed = (value: string) =>
      REDIRECT_PATHS.some((path) => URL.canParse(value) && new URL(value).pathname === path);
    return { name, mount, provider };
  });
  /** Which account each interaction signed in, read again when Apple's answer is posted. */
  const signedIn = new Map<string, StandInAccount>();

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        respond(res, 500, { error: 'server_error', error_description: String(error) });
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', url).pathname;
    if (path.startsWith('/__stand-in/')) return handleControl(req, res, path, accounts);
    const issuer = issuers.find(({ mount }) => path === mount || path.startsWith(`${mount}/`));
    if (!issuer) {
      respond(res, 404, { error: 'not_found' });
      return;
    }
    const inner = path.slice(issuer.mount.length) || '/';
    const interaction = /^\/interaction\/([^/]+)$/.exec(inner);
    if (interaction?.[1]) return interact(issuer, interaction[1], req, res);
    let clockBack = 0;
    if (inner === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      if (issuer.name === 'apple') {
        const refusal = await verifyAppleClientSecret(
          form,
          `${url}${issuer.mount}`,
          applePublicKey,
        );
        if (refusal) {
          respond(res, 401, { error: 'invalid_client', error_description: refusal });
          return;
        }
        form.set('client_secret', APPLE_INNER_SECRET);
      }
      clockBack = await idTokenAge(issuer, form.get('code'));
      // Read once here: oidc-provider takes an already read body from req.body.
      Object.assign(req, { body: form.toString() });
    }
    const resumed = /^\/auth\/([^/]+)$/.exec(inner)?.[1];
    const account = resumed === undefined ? undefined : signedIn.get(resumed);
    if (issuer.name === 'apple' && account) postAppleUserOnce(res, account);
    Object.assign(req, { originalUrl: req.url });
    req.url = (req.url ?? '/').slice(issuer.mount.length) || '/';
    await withClockBack(clockBack, () => issuer.provider.callback()(req, res));
  }

  async function idTokenAge({ provider, name }: Issuer, code: string | null): Promise<number> {
    if (code === null) return 0;
    const found = await provider.AuthorizationCode.find(code, { ignoreExpiration: true });
    const account =
      found?.accountId === undefined ? undefined : accounts.bySubject(name, found.accountId);
    return account?.idTokenAgeSeconds ?? 0;
  }

  /** Signs in the chosen account and consents for it, so no screen ever waits on a person. */
  async function interact(
    { name, provider, mount }: Issuer,
    uid: string,
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    const hint = details.params.login_hint;
    const typed =
      req.method === 'POST' ? new URLSearchParams(await readBody(req)).get('email') : null;
    const email = typed ?? (typeof hint === 'string' ? hint : accounts.takeNextLogin(name));
    if (!email) {
      signInForm(res, `${mount}/interaction/${uid}`, name);
      return;
    }
    const account = accounts.forEmail(name, email);
    const grant = new provider.Grant({
      accountId: account.sub,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    signedIn.set(uid, account);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  /** Apple posts its `user` JSON beside the code on an account's first authorization only. */
  function postAppleUserOnce(res: http.ServerResponse, account: StandInAccount): void {
    const end = res.end.bind(res);
    res.end = ((chunk?: unknown, ...rest: never[]) => {
      const html =
        typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString() : undefined;
      if (
        html === undefined ||
        !html.includes('<form method="post"') ||
        !html.includes('name="code"')
      ) {
        return end(chunk as string, ...rest);
      }
      const user = accounts.takeAppleUser(account);
      if (user === undefined) return end(chunk as string, ...rest);
      const field = `<input type="hidden" name="user" value="${escapeHtml(user)}"/>`;
      const body = html.replace('<noscript>', `${field}\n<noscript>`);
      res.setHeader('content-length', Buffer.byteLength(body));
      return end(body, ...rest);
    }) as typeof res.end;
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    url,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

function configuration(
  name: StandInIssuer,
  mount: string,
  accounts: StandInAccounts,
  signingKey: Record<string, unknown>,
  cookieKey: string,
): Configuration {
  const client: ClientMetadata = {
    client_id: SSO_CLIENTS[name].clientId,
    client_secret:
      name === 'apple'
        ? APPLE_INNER_SECRET
        : SSO_CLIENTS[name === 'oidc' ? 'oidc' : 'google'].clientSecret,
    redirect_uris: ['http://punchcard.invalid/signing-in'],
    response_types: ['code'],
    grant_types: ['authorization_code'],
    token_endpoint_auth_method: 'client_secret_post',
  };
  const policy = interactionPolicy.base();
  // A signed-in stand-in session would skip the interaction; tests pick the person every time.
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'every_time',
        'The stand-in signs someone in on every request',
        (ctx) =>
          ctx.oidc.result?.login
            ? interactionPolicy.Check.NO_NEED_TO_PROMPT
            : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  return {
    clients: [client],
    jwks: { keys: [signingKey] },
    cookies: { keys: [cookieKey] },
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => {
      const account = accounts.bySubject(name, sub);
      return account && { accountId: sub, claims: () => accounts.claims(account) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified', 'is_private_email'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Apple's scope for the name it posts beside the code (never in the ID token).
    scopes: ['openid', 'email', 'profile', 'name'],
    // Google and Apple put the scope's claims in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${mount}/interaction/${interaction.uid}`, policy },
    pkce: { required: () => true },
    responseTypes: ['code'],
    ttl: {
      AuthorizationCode: 120,
      AccessToken: 3600,
      IdToken: 3600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
  };
}

/** Runs `work` with the process's clock `seconds` back: the tokens it issues are that old. */
async function withClockBack(seconds: number, work: () => Promise<void> | void): Promise<void> {
  if (seconds === 0) return work();
  const realNow = Date.now;
  Date.now = () => realNow() - seconds * 1000;
  try {
    await work();
  } finally {
    Date.now = realNow;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// `node --import tsx oidc-provider.ts` (oidc-process.ts): port and Apple key from the environment.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.OIDC_STAND_IN_PORT);
  const standIn = await startOidcStandIn({
    port,
    applePublicKey: process.env.OIDC_STAND_IN_APPLE_PUBLIC_KEY,
  });
  process.stdout.write(`oidc stand-in listening on ${standIn.url}\n`);
  process.once('SIGTERM', () => void standIn.close().then(() => process.exit(0)));
}
