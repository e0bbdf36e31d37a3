import { parseEmails } from '@/features/members/utils/invite-emails';

describe('parseEmails', () => {
  it('splits on commas, semicolons, spaces and new lines, lower-cases and drops duplicates', () => {
    expect(parseEmails(' Ada@Example.com, grace@example.com;\nada@example.com  tim@x.io ')).toEqual(
      {
        emails: ['ada@example.com', 'grace@example.com', 'tim@x.io'],
        invalid: [],
      },
    );
  });

  it('takes the address out of "Name <address>" and reports what is no address', () => {
    expect(parseEmails('Ada Lovelace <ada@example.com>, bob@, @x.io')).toEqual({
      emails: ['ada@example.com'],
      invalid: ['bob@', '@x.io'],
    });
  });
});
