import { signedInTarget } from '@/features/accounts/utils/redirect-target';

describe('signedInTarget', () => {
  it.each([
    ['/clock', '/clock'],
    ['/ja/settings/account', '/ja/settings/account'],
    ['/timestamps/list-view?day=2024-05-01#top', '/timestamps/list-view?day=2024-05-01#top'],
  ])('keeps a path of this site: %s', (redirectTo, expected) => {
    expect(signedInTarget(redirectTo, undefined)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another site', 'https://evil.example/clock'],
    ['a protocol-relative address', '//evil.example/clock'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['a tab the browser would strip', '/\t/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'clock'],
  ])('goes home instead of %s', (_case, redirectTo) => {
    expect(signedInTarget(redirectTo, undefined)).toBe('/home');
    expect(signedInTarget(redirectTo, 'ja')).toBe('/ja/home');
  });
});
