import { inAppPath } from '@/features/access/utils/in-app-path';

describe('inAppPath', () => {
  it.each([
    ['/clock', '/clock'],
    ['/ja/projects?tab=archived', '/ja/projects?tab=archived'],
    [' /tasks#new ', '/tasks#new'],
  ])('keeps the app path %j', (value, expected) => {
    expect(inAppPath(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'clock',
    'https://evil.example/clock',
    '//evil.example/clock',
    '/\\evil.example',
    'javascript:alert(1)',
    '/clock\nLocation: x',
    `/${'p'.repeat(2000)}`,
  ])('refuses %j', (value) => {
    expect(inAppPath(value)).toBeUndefined();
  });
});
