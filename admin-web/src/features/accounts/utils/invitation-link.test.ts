import { invitationToken } from '@/features/accounts/utils/invitation-link';

const token = 'oyg4SMlL5TqEbGj0Y78p2BMbFe8-mSvVJyq9VlvYraM';

describe('invitationToken', () => {
  it.each([
    ['the mailed link', `https://punchcard.example/ja/signup/member/invite?token=${token}`],
    ['a link without a language', `http://localhost:3000/signup/member/invite?token=${token}`],
    ['the token alone, with spaces around', `  ${token}\n`],
  ])('reads %s', (_case, pasted) => {
    expect(invitationToken(pasted)).toBe(token);
  });

  it.each([
    ['another page', `https://punchcard.example/signup?token=${token}`],
    [
      'a link cut short',
      `https://punchcard.example/signup/member/invite?token=${token.slice(0, 20)}`,
    ],
    ['a link without a token', 'https://punchcard.example/signup/member/invite'],
    ['words', 'my invitation'],
  ])('refuses %s', (_case, pasted) => {
    expect(invitationToken(pasted)).toBeUndefined();
  });
});
