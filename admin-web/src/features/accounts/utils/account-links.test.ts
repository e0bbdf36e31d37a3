import { accountLinks } from '@/features/accounts/utils/account-links';

describe('accountLinks', () => {
  it('carries the flow state in the query string, under the prefix', () => {
    expect(
      accountLinks.signUpVerify(
        { email: 'ada+1@example.com', id: 'v1', redirectTo: '/ja/initializing' },
        'ja',
      ),
    ).toBe(
      '/ja/signup/email/verify?email=ada%2B1%40example.com&id=v1&redirectTo=%2Fja%2Finitializing',
    );
    expect(accountLinks.invitation({ token: 'a-b_c' }, undefined)).toBe(
      '/signup/member/invite?token=a-b_c',
    );
    expect(accountLinks.forgotPassword({ email: 'ada@example.com', sent: true })).toBe(
      '/forgot-password/verify?email=ada%40example.com&sent=1',
    );
  });

  it('leaves out what is not given', () => {
    expect(accountLinks.signUp({}, 'ja')).toBe('/ja/signup');
    expect(accountLinks.initializing({})).toBe('/initializing');
    expect(accountLinks.forgotPassword({ sent: false })).toBe('/forgot-password/verify');
  });
});
