import {
  checkSlackReturn,
  PENDING_SLACK_CONNECT_KEY,
  randomState,
  readSlackReturn,
  savePendingSlackConnect,
  slackAuthorizeUrl,
  takePendingSlackConnect,
} from '@/features/integrations/utils/slack-oauth';

const pending = {
  state: 'abc123',
  redirectUri: 'https://punch.example/ja/settings/workspace/integrations',
};

describe('the browser half of Slack OAuth', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('keeps the API’s client_id and scope and adds where to return and the state', () => {
    const url = new URL(
      slackAuthorizeUrl(
        'https://slack.example/oauth/v2/authorize?client_id=1.2&scope=commands',
        pending,
      ),
    );
    expect(url.origin + url.pathname).toBe('https://slack.example/oauth/v2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '1.2',
      scope: 'commands',
      redirect_uri: pending.redirectUri,
      state: 'abc123',
    });
  });

  it('makes unguessable, URL-safe states that differ every time', () => {
    const states = new Set(Array.from({ length: 50 }, randomState));
    expect(states.size).toBe(50);
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('gives the stored flow back once only', () => {
    savePendingSlackConnect(sessionStorage, pending);
    expect(takePendingSlackConnect(sessionStorage)).toEqual(pending);
    expect(takePendingSlackConnect(sessionStorage)).toBeUndefined();
  });

  it('ignores a stored flow it cannot read', () => {
    sessionStorage.setItem(PENDING_SLACK_CONNECT_KEY, '{not json');
    expect(takePendingSlackConnect(sessionStorage)).toBeUndefined();
    sessionStorage.setItem(PENDING_SLACK_CONNECT_KEY, JSON.stringify({ state: '' }));
    expect(takePendingSlackConnect(sessionStorage)).toBeUndefined();
  });

  it('reads what Slack brought back', () => {
    expect(readSlackReturn(new URLSearchParams(''))).toEqual({ kind: 'none' });
    expect(readSlackReturn(new URLSearchParams('code=c1'))).toEqual({ kind: 'none' });
    expect(readSlackReturn(new URLSearchParams('code=c1&state=s1'))).toEqual({
      kind: 'code',
      code: 'c1',
      state: 's1',
    });
    expect(readSlackReturn(new URLSearchParams('error=access_denied&state=s1'))).toEqual({
      kind: 'declined',
      error: 'access_denied',
    });
  });

  it('sends a code only for the flow this tab started', () => {
    const returned = { kind: 'code', code: 'c1', state: 'abc123' } as const;
    expect(checkSlackReturn(returned, pending)).toEqual({
      ok: true,
      code: 'c1',
      redirectUri: pending.redirectUri,
    });
    expect(checkSlackReturn({ ...returned, state: 'other' }, pending)).toEqual({
      ok: false,
      reason: 'state',
    });
    expect(checkSlackReturn(returned, undefined)).toEqual({ ok: false, reason: 'state' });
    expect(checkSlackReturn({ kind: 'declined', error: 'access_denied' }, undefined)).toEqual({
      ok: false,
      reason: 'declined',
    });
  });
});
