// The browser's half of Slack's OAuth v2 (time-tracking-spec section 7, PUT /v1/workspaces/slack):
// the API hands over Slack's authorize URL with the app's client_id and scopes; the browser adds
// where Slack must come back and a random state, and keeps both for the return. Slack sends the
// person back with ?code&state (or ?error&state), and the code is only worth anything with the
// exact redirect_uri it was issued for, so that travels in the same stored pending flow.

/** What the return needs of the flow it started; sessionStorage: one tab, gone with it. */
export interface PendingSlackConnect {
  state: string;
  redirectUri: string;
}

export const PENDING_SLACK_CONNECT_KEY = 'punchcard.slack-connect';

/**
 * Where Slack sends the person back: this page, under the locale prefix they browse with
 * (`/ja/settings/workspace/integrations`), never with the query of an earlier return.
 */
export function slackRedirectUri(origin: string, pathname: string): string {
  return `${origin}${pathname}`;
}

/** 128 random bits, base64url: a state nobody can guess or replay from another tab. */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Slack's authorize URL as the API gave it (client_id, scope), plus redirect_uri and state. */
export function slackAuthorizeUrl(authorizeUrl: string, pending: PendingSlackConnect): string {
  const url = new URL(authorizeUrl);
  url.searchParams.set('redirect_uri', pending.redirectUri);
  url.searchParams.set('state', pending.state);
  return url.toString();
}

export function savePendingSlackConnect(storage: Storage, pending: PendingSlackConnect): void {
  storage.setItem(PENDING_SLACK_CONNECT_KEY, JSON.stringify(pending));
}

function isPending(value: unknown): value is PendingSlackConnect {
  if (typeof value !== 'object' || value === null) return false;
  const { state, redirectUri } = value as Record<string, unknown>;
  return typeof state === 'string' && state !== '' && typeof redirectUri === 'string';
}

/** The stored flow, removed as it is read: a state is good for one return only. */
export function takePendingSlackConnect(storage: Storage): PendingSlackConnect | undefined {
  const text = storage.getItem(PENDING_SLACK_CONNECT_KEY);
  storage.removeItem(PENDING_SLACK_CONNECT_KEY);
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isPending(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** What Slack's redirect brought back, read from the page's query. */
export type SlackReturn =
  | { kind: 'none' }
  /** The person declined on Slack's page (`error=access_denied`) or Slack failed. */
  | { kind: 'declined'; error: string }
  | { kind: 'code'; code: string; state: string };

export function readSlackReturn(search: URLSearchParams): SlackReturn {
  const code = search.get('code');
  const state = search.get('state');
  const error = search.get('error');
  if (error !== null && state !== null) return { kind: 'declined', error };
  if (code !== null && code !== '' && state !== null) return { kind: 'code', code, state };
  return { kind: 'none' };
}

/** The outcome of a return: what to send to the API, or why nothing is sent. */
export type SlackReturnCheck =
  { ok: true; code: string; redirectUri: string } | { ok: false; reason: 'state' | 'declined' };

/**
 * A code is only sent when the state matches the flow this tab started: anything else may be a
 * forged link trying to connect someone else's Slack team to this workspace. A refusal sends
 * nothing whatever its state.
 */
export function checkSlackReturn(
  returned: Exclude<SlackReturn, { kind: 'none' }>,
  pending: PendingSlackConnect | undefined,
): SlackReturnCheck {
  if (returned.kind === 'declined') return { ok: false, reason: 'declined' };
  if (pending === undefined || returned.state !== pending.state) {
    return { ok: false, reason: 'state' };
  }
  return { ok: true, code: returned.code, redirectUri: pending.redirectUri };
}
