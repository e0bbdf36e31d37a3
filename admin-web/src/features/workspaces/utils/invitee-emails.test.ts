import { checkInvitees, looksLikeEmail } from '@/features/workspaces/utils/invitee-emails';

const rules = { ownEmail: 'Ada@Example.com', freeSeats: 4 };

describe('checking the addresses to invite', () => {
  it('trims, lower-cases and keeps each address once, in the order typed', () => {
    expect(
      checkInvitees([' Bob@Example.com', 'carol@example.com', 'bob@example.com', ''], rules),
    ).toEqual({ emails: ['bob@example.com', 'carol@example.com'] });
  });

  it('asks for at least one address', () => {
    expect(checkInvitees(['  '], rules).problem).toEqual({ kind: 'empty' });
  });

  it('names every address that is plainly not one', () => {
    expect(checkInvitees(['bob@example.com', 'bob', 'x@y', '@example.com'], rules).problem).toEqual(
      { kind: 'invalid', emails: ['bob', 'x@y', '@example.com'] },
    );
  });

  it('refuses the inviter’s own address, whatever its case', () => {
    expect(checkInvitees(['ada@example.COM'], rules).problem).toEqual({
      kind: 'own',
      email: 'ada@example.com',
    });
  });

  it('refuses more than the API takes at once, and more than the plan can seat', () => {
    const many = Array.from({ length: 51 }, (_, index) => `p${index}@example.com`);
    expect(checkInvitees(many, { ...rules, freeSeats: null }).problem).toEqual({
      kind: 'tooMany',
      max: 50,
    });
    const five = many.slice(0, 5);
    expect(checkInvitees(five, rules).problem).toEqual({ kind: 'noRoom', free: 4 });
    expect(checkInvitees(five.slice(0, 4), rules).problem).toBeUndefined();
  });

  it('tells one address from a typo', () => {
    expect(looksLikeEmail(' Bob@Example.com ')).toBe(true);
    expect(looksLikeEmail('bob@example')).toBe(false);
  });
});
