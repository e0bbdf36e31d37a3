import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { SLACK_APP } from './config.js';

/**
 * A local server speaking the parts of Slack a Punchcard server uses, at the protocol level: the
 * Web API methods (form-encoded POSTs answered `{ ok, ... }` with HTTP 200, as Slack does) that the
 * official `@slack/web-api` client calls when SLACK_API_URL points here, the browser-facing
 * OAuth v2 authorize page, and the `response_url` Slack hands a slash command for delayed
 * answers. Tests set the Slack users, take Slack down, and read what was posted back.
 */

export interface SlackTeam {
  id: string;
  name: string;
}

export interface SlackUser {
  id: string;
  name: string;
  /** undefined: the app may not see it (no e-mail on the profile). */
  email?: string;
  /** Slack confirms e-mails; an unconfirmed one must not identify anybody. */
  emailConfirmed?: boolean;
  /** Slack's locale, such as `ja-JP` (users.info with include_locale). */
  locale?: string;
}

/** A message the Punchcard server posted to a response_url. */
export interface PostedMessage {
  /** The response_url's id (the last path segment). */
  id: string;
  body: Record<string, unknown>;
}

interface Grant {
  team: SlackTeam;
  redirectUri: string | undefined;
}

const SCOPES = 'commands,users:read,users:read.email,team:read';

export class SlackApiStandIn {
  /** The team the authorize page installs into; tests switch it to connect another team. */
  team: SlackTeam = { id: 'T0PUNCH01', name: 'Punch Crew' };
  /** While true every Web API method answers HTTP 503, as an outage would. */
  down = false;
  /** Milliseconds users.info waits before answering (a slow Slack). */
  usersInfoDelayMs = 0;
  /** Every Web API call, in order: the method name. */
  readonly calls: string[] = [];
  readonly posted: PostedMessage[] = [];

  private readonly users = new Map<string, SlackUser>();
  private readonly codes = new Map<string, Grant>();
  /** The live bot token of each team: a re-install returns the same one, as Slack's does. */
  private readonly tokens = new Map<string, SlackTeam>();
  private readonly revoked = new Set<string>();
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: http.Server,
    readonly url: string,
  ) {}

  /** Listens on `port` (standInPorts(serverPort).slack), or any free port with 0. */
  static async start(port = 0): Promise<SlackApiStandIn> {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const { port: bound } = server.address() as AddressInfo;
    const standIn = new SlackApiStandIn(server, `http://127.0.0.1:${String(bound)}`);
    server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
      void standIn.handle(request, response);
    });
    const sockets = standIn.sockets;
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    return standIn;
  }

  /** SLACK_API_URL for a Punchcard server. */
  get apiUrl(): string {
    return `${this.url}/api/`;
  }

  /** SLACK_AUTHORIZE_URL for a Punchcard server. */
  get authorizeUrl(): string {
    return `${this.url}/oauth/v2/authorize`;
  }

  setUsers(users: SlackUser[]): void {
    this.users.clear();
    for (const user of users) this.users.set(user.id, user);
  }

  /** A one-time code as the authorize page would hand the browser, for `team`. */
  issueCode(redirectUri?: string, team: SlackTeam = this.team): string {
    const code = `code-${randomBytes(12).toString('hex')}`;
    this.codes.set(code, { team, redirectUri });
    return code;
  }

  /** A fresh response_url whose posts land in `posted` under its id. */
  newResponseUrl(): { id: string; url: string } {
    const id = randomBytes(8).toString('hex');
    return { id, url: `${this.url}/commands/${id}` };
  }

  postedTo(id: string): Record<string, unknown>[] {
    return this.posted.filter((message) => message.id === id).map((message) => message.body);
  }

  isRevoked(token: string): boolean {
    return this.revoked.has(token);
  }

  /** The team's live bot token, if one was issued and not revoked. */
  liveToken(teamId: string): string | undefined {
    return [...this.tokens].find(([, team]) => team.id === teamId)?.[0];
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => {
      this.server.close(() => {
        resolve();
      });
    });
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', this.url);
    if (request.method === 'GET' && url.pathname === '/oauth/v2/authorize') {
      this.authorize(url, response);
      return;
    }
    const body = await readBody(request);
    if (request.method === 'POST' && url.pathname.startsWith('/commands/')) {
      const id = url.pathname.slice('/commands/'.length);
      this.posted.push({ id, body: JSON.parse(body || '{}') as Record<string, unknown> });
      send(response, 200, 'ok', 'text/plain');
      return;
    }
    if (request.method === 'POST' && url.pathname.startsWith('/api/')) {
      const method = url.pathname.slice('/api/'.length);
      this.calls.push(method);
      if (this.down) {
        send(response, 503, 'Service Unavailable', 'text/plain');
        return;
      }
      const form = Object.fromEntries(new URLSearchParams(body));
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const answer = await this.method(method, form, bearer ?? form.token);
      send(response, 200, JSON.stringify(answer), 'application/json; charset=utf-8');
      return;
    }
    send(response, 404, 'Not Found', 'text/plain');
  }

  /** The page a browser is sent to: Slack asks the user, then redirects back with a code. */
  private authorize(url: URL, response: http.ServerResponse): void {
    const clientId = url.searchParams.get('client_id');
    const redirectUri = url.searchParams.get('redirect_uri');
    const state = url.searchParams.get('state');
    if (clientId !== SLACK_APP.clientId || !redirectUri) {
      send(response, 400, 'invalid client_id or redirect_uri', 'text/plain');
      return;
    }
    const back = new URL(redirectUri);
    back.searchParams.set('code', this.issueCode(redirectUri));
    if (state !== null) back.searchParams.set('state', state);
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  private async method(
    method: string,
    form: Record<string, string>,
    token: string | undefined,
  ): Promise<Record<string, unknown>> {
    if (method === 'oauth.v2.access') return this.access(form);
    const team = token === undefined ? undefined : this.tokens.get(token);
    if (!team) {
      return {
        ok: false,
        error: token && this.revoked.has(token) ? 'token_revoked' : 'not_authed',
      };
    }
    switch (method) {
      case 'auth.revoke':
        this.tokens.delete(token as string);
        this.revoked.add(token as string);
        return { ok: true, revoked: true };
      case 'team.info':
        return { ok: true, team: { id: team.id, name: team.name, domain: 'punch-crew' } };
      case 'users.info':
        return this.userInfo(form);
      default:
        return { ok: false, error: 'unknown_method' };
    }
  }

  private access(form: Record<string, string>): Record<string, unknown> {
    if (form.client_id !== SLACK_APP.clientId || form.client_secret !== SLACK_APP.clientSecret) {
      return { ok: false, error: 'invalid_client_id' };
    }
    const grant = this.codes.get(form.code ?? '');
    // One use only, like Slack's: a replayed code is refused.
    this.codes.delete(form.code ?? '');
    if (!grant) return { ok: false, error: 'invalid_code' };
    if (grant.redirectUri !== undefined && grant.redirectUri !== form.redirect_uri) {
      return { ok: false, error: 'bad_redirect_uri' };
    }
    const token =
      this.liveToken(grant.team.id) ?? `xoxb-${grant.team.id}-${randomBytes(12).toString('hex')}`;
    this.tokens.set(token, grant.team);
    return {
      ok: true,
      access_token: token,
      token_type: 'bot',
      scope: SCOPES,
      bot_user_id: 'U0BOT0001',
      app_id: 'A0PUNCH01',
      team: grant.team,
      enterprise: null,
      is_enterprise_install: false,
      authed_user: { id: 'U0INSTALL' },
    };
  }

  private async userInfo(form: Record<string, string>): Promise<Record<string, unknown>> {
    if (this.usersInfoDelayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, this.usersInfoDelayMs));
    }
    const user = this.users.get(form.user ?? '');
    if (!user) return { ok: false, error: 'user_not_found' };
    return {
      ok: true,
      user: {
        id: user.id,
        team_id: this.team.id,
        name: user.name,
        real_name: user.name,
        deleted: false,
        is_bot: false,
        is_email_confirmed: user.emailConfirmed ?? true,
        ...(form.include_locale === 'true' ? { locale: user.locale ?? 'en-US' } : {}),
        profile: {
          real_name: user.name,
          display_name: user.name,
          ...(user.email === undefined ? {} : { email: user.email }),
        },
      },
    };
  }
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
    });
    request.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

function send(response: http.ServerResponse, status: number, body: string, type: string): void {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
}
