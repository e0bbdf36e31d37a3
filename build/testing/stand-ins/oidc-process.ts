import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

import type { StandInAccountInput } from './oidc-accounts.js';
import { appleTestPublicKey, oidcStandInUrl } from './sso-env.js';

/**
 * The OpenID stand-in in a child process (`node --import tsx oidc-provider.ts`), for jest: its
 * module system cannot load oidc-provider's ESM dependencies, and a separate process is what the
 * server meets in production anyway. Also the HTTP helpers an API test drives it with.
 */
export interface OidcStandInProcess {
  url: string;
  /** Registers who signs in with this e-mail (see oidc-provider.ts). */
  putAccount(input: StandInAccountInput): Promise<{ sub: string; email: string }>;
  stop(): Promise<void>;
}

const ENTRY_IN_REPO = 'build/testing/stand-ins/oidc-provider.ts';

/** Found from the working directory up: jest compiles this file to CommonJS (no import.meta). */
function entry(): string {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, ENTRY_IN_REPO);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir)
      throw new Error(`${ENTRY_IN_REPO} not found above ${process.cwd()}`);
  }
}
const BOOT_TIMEOUT_MS = 60_000;

export async function spawnOidcStandIn(port: number): Promise<OidcStandInProcess> {
  const url = oidcStandInUrl(port);
  // Without jest's VM flags: the child is a plain Node process.
  const { NODE_OPTIONS: _options, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry()], {
    env: {
      ...inherited,
      OIDC_STAND_IN_PORT: String(port),
      OIDC_STAND_IN_APPLE_PUBLIC_KEY: appleTestPublicKey(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  while (!output.includes('listening on')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The OpenID stand-in did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    putAccount: async (input) => {
      const answer = await fetch(`${url}/__stand-in/accounts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      if (answer.status !== 201)
        throw new Error(`putAccount: ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as { sub: string; email: string };
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Where the provider sent the browser back: the redirect_uri's query, or Apple's posted form. */
export interface ProviderAnswer {
  /** The redirect_uri it answered to (the form's action for form_post). */
  target: string;
  method: 'GET' | 'POST';
  params: Record<string, string>;
}

/**
 * Follows an authorization request through the stand-in as a browser would (keeping its
 * cookies), signing in as `loginHint`, until the provider answers the redirect_uri.
 */
export async function followAuthorization(
  authorizationUrl: string,
  loginHint: string,
): Promise<ProviderAnswer> {
  const start = new URL(authorizationUrl);
  start.searchParams.set('login_hint', loginHint);
  const cookies = new Map<string, string>();
  let next = start.href;
  for (let hop = 0; hop < 10; hop += 1) {
    const answer = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = answer.headers.get('location');
    if (location !== null) {
      const url = new URL(location, next);
      if (url.origin !== start.origin) {
        return {
          target: `${url.origin}${url.pathname}`,
          method: 'GET',
          params: Object.fromEntries(url.searchParams),
        };
      }
      next = url.href;
      continue;
    }
    const html = await answer.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (answer.status === 200 && action !== undefined) {
      const params: Record<string, string> = {};
      for (const [, name = '', value = ''] of html.matchAll(
        /<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g,
      )) {
        params[name] = unescapeHtml(value);
      }
      return { target: unescapeHtml(action), method: 'POST', params };
    }
    throw new Error(`The stand-in answered ${answer.status} at ${next}:\n${html}`);
  }
  throw new Error('The stand-in redirected more than 10 times');
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
