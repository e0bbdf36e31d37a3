import { ErrorKey } from '@punchcard/shared';

import { FLOW_STATE, pendingFlow } from '@/features/sso/testing/sso-fixtures';
import {
  appleUserOf,
  authorizeHref,
  failureReasonOf,
  ssoRedirectUri,
} from '@/features/sso/utils/sso-redirect';
import { classifyReturn } from '@/features/sso/utils/sso-return';
import { ApiError } from '@/lib/api-client';

const answer = (query: Record<string, string>) => new URLSearchParams(query);

describe('where a flow goes and how its return is read', () => {
  it('sends Google and the company back to the page, Apple through the API', () => {
    const origin = 'https://punchcard.example';
    expect(ssoRedirectUri('google', 'signin', origin)).toBe(`${origin}/signing-in`);
    expect(ssoRedirectUri('oidc', 'signup', origin)).toBe(`${origin}/signing-in`);
    expect(ssoRedirectUri('google', 'link', origin)).toBe(`${origin}/linking`);
    expect(ssoRedirectUri('apple', 'link', origin)).toBe(
      `${origin}/v1/accounts/sso/apple/callback`,
    );
  });

  it('asks the API to authorize with the state, nonce and challenge', () => {
    const href = authorizeHref('oidc', 'https://p.example/linking', {
      state: 's',
      nonce: 'n',
      codeChallenge: 'c',
      codeVerifier: 'never sent',
    });
    const url = new URL(href, 'https://p.example');
    expect(url.pathname).toBe('/v1/accounts/sso/oidc/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      redirect_uri: 'https://p.example/linking',
      state: 's',
      nonce: 'n',
      code_challenge: 'c',
    });
  });

  it('exchanges a code whose state matches the flow of this tab', () => {
    const flow = pendingFlow({ redirectTo: '/clock' });
    expect(classifyReturn(answer({ code: 'abc', state: FLOW_STATE }), flow, 'signing-in')).toEqual({
      step: 'exchange',
      flow,
      request: {
        code: 'abc',
        codeVerifier: flow.codeVerifier,
        redirectUri: flow.redirectUri,
        from: 'signin',
      },
    });
  });

  it.each([
    ['another state', answer({ code: 'abc', state: 'forged' }), pendingFlow()],
    ['no state', answer({ code: 'abc' }), pendingFlow()],
    ['no flow in this tab', answer({ code: 'abc', state: FLOW_STATE }), null],
  ])('never exchanges a code with %s', (_what, search, flow) => {
    expect(classifyReturn(search, flow, 'signing-in')).toEqual({ step: 'unverified' });
  });

  it('forwards a link flow that came back to /signing-in (Apple), keeping the answer', () => {
    const flow = pendingFlow({ service: 'apple', from: 'link', locale: 'ja' });
    const search = answer({ code: 'abc', state: FLOW_STATE, user: '{}' });
    expect(classifyReturn(search, flow, 'signing-in')).toEqual({
      step: 'forward',
      to: `/ja/linking?${search.toString()}`,
    });
    expect(classifyReturn(search, pendingFlow(), 'linking')).toEqual({ step: 'unverified' });
  });

  it('passes on what Apple tells once: the name and e-mail', () => {
    const flow = pendingFlow({ service: 'apple', from: 'signup' });
    const user = JSON.stringify({
      name: { firstName: 'Ada', lastName: ' ' },
      email: 'a@x.example',
    });
    const step = classifyReturn(answer({ code: 'c', state: FLOW_STATE, user }), flow, 'signing-in');
    expect(step).toMatchObject({ request: { user: { firstName: 'Ada', email: 'a@x.example' } } });
    expect(appleUserOf('not json')).toBeUndefined();
    expect(appleUserOf('{"name":null}')).toBeUndefined();
  });

  it('tells a cancelled flow from a page opened without one', () => {
    expect(classifyReturn(answer({ error: 'access_denied' }), pendingFlow(), 'linking')).toEqual({
      step: 'cancelled',
    });
    expect(classifyReturn(answer({}), pendingFlow(), 'linking')).toEqual({ step: 'none' });
  });

  it('reads the spec failure reasons from the refusals', () => {
    const refusal = (key: string) => new ApiError(409, key, key);
    expect(failureReasonOf(refusal(ErrorKey.SsoProviderDisabled))).toBe('sso-fail');
    expect(failureReasonOf(refusal(ErrorKey.SsoEmailTaken))).toBe('link-fail');
    expect(failureReasonOf(refusal(ErrorKey.SsoIdentityTaken))).toBe('link-fail');
    expect(failureReasonOf(refusal(ErrorKey.SsoFailed))).toBeUndefined();
    expect(failureReasonOf(new Error('offline'))).toBeUndefined();
  });
});
