import { pageAfterSignIn } from '@/features/accounts/utils/next-page';
import type { Me } from '@/lib/wire';

const user = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: null,
  lastName: null,
  locale: 'en',
  isTutorialDone: false,
  hasPassword: true,
  googleEmail: null,
  appleId: null,
  appleEmail: null,
  createdAt: 1,
} as const;
const withoutWorkspace: Me = { user, memberships: [], activeWorkspace: null };
const withWorkspace = {
  ...withoutWorkspace,
  activeWorkspace: { id: 'w1', name: 'Acme' },
} as unknown as Me;

describe('pageAfterSignIn', () => {
  it('sets up a workspace first when there is none, whatever was asked', () => {
    expect(pageAfterSignIn(withoutWorkspace, '/clock', undefined)).toBe('/setup');
    expect(pageAfterSignIn(withoutWorkspace, null, 'ja')).toBe('/ja/setup');
  });

  it('goes where it was asked, when that is a page of this site, else home', () => {
    expect(pageAfterSignIn(withWorkspace, '/clock?day=2024-05-01', undefined)).toBe(
      '/clock?day=2024-05-01',
    );
    expect(pageAfterSignIn(withWorkspace, '//evil.example', 'ja')).toBe('/ja/home');
    expect(pageAfterSignIn(withWorkspace, null, undefined)).toBe('/home');
  });
});
