import type http from 'node:http';

import { importSPKI, jwtVerify } from 'jose';

import { SSO_CLIENTS } from './config.js';
import {
  parseIssuer,
  type StandInAccountInput,
  type StandInAccounts,
  type StandInIssuer,
} from './oidc-accounts.js';

export async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export function respond(res: http.ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const ISSUER_NAMES: Record<StandInIssuer, string> = {
  google: 'Google',
  apple: 'Apple',
  oidc: SSO_CLIENTS.oidc.name,
};

/** The sign-in page a browser test fills when nobody was chosen in advance. */
export function signInForm(res: http.ServerResponse, action: string, issuer: StandInIssuer): void {
  const title = `Sign in to ${ISSUER_NAMES[issuer]} (stand-in)`;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1>
<form method="post" action="${action}">
<label for="email">Email</label> <input id="email" name="email" type="email" required>
<button type="submit">Sign in</button>
</form></main></body></html>`);
}

/**
 * The test control API: POST /__stand-in/accounts (a StandInAccountInput; answers the subject and
 * the e-mail the ID token will carry), POST /__stand-in/next-login ({ issuer, email }), GET
 * /__stand-in/health.
 */
export async function handleControl(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  path: string,
  accounts: StandInAccounts,
): Promise<void> {
  if (path === '/__stand-in/health') {
    respond(res, 200, { ok: true });
    return;
  }
  if (req.method !== 'POST') {
    respond(res, 405, { error: 'method_not_allowed' });
    return;
  }
  const body: unknown = JSON.parse((await readBody(req)) || '{}');
  const input = body as Partial<StandInAccountInput>;
  const issuer = parseIssuer(input.issuer);
  if (issuer === undefined || typeof input.email !== 'string') {
    respond(res, 400, { error: 'issuer (google, apple, oidc) and email are needed' });
    return;
  }
  if (path === '/__stand-in/accounts') {
    const account = accounts.put({ ...input, issuer, email: input.email });
    respond(res, 201, { sub: account.sub, email: accounts.tokenEmail(account) });
    return;
  }
  if (path === '/__stand-in/next-login') {
    accounts.queueNextLogin(issuer, input.email);
    respond(res, 204);
    return;
  }
  respond(res, 404, { error: 'not_found' });
}

/**
 * Checks Apple's client secret as Apple does: an ES256 JWT from the team (iss), for the Services
 * ID (sub, and the client_id sent beside it), to Apple (aud), naming the key (kid). Answers why
 * it was refused, or undefined when it is good.
 */
export async function verifyAppleClientSecret(
  form: URLSearchParams,
  audience: string,
  publicKeyPem: string,
): Promise<string | undefined> {
  const secret = form.get('client_secret');
  if (secret === null) return 'client_secret missing';
  if (form.get('client_id') !== SSO_CLIENTS.apple.clientId) return 'unknown client_id';
  try {
    const key = await importSPKI(publicKeyPem, 'ES256');
    const { protectedHeader } = await jwtVerify(secret, key, {
      algorithms: ['ES256'],
      issuer: SSO_CLIENTS.apple.teamId,
      subject: SSO_CLIENTS.apple.clientId,
      audience,
    });
    if (protectedHeader.kid !== SSO_CLIENTS.apple.keyId)
      return `unknown kid ${protectedHeader.kid}`;
    return undefined;
  } catch (error) {
    return `client_secret refused: ${String(error)}`;
  }
}
