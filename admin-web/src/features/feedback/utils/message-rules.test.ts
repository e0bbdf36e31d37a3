import {
  feedbackErrors,
  hasErrors,
  supportErrors,
  type SupportValues,
} from '@/features/feedback/utils/message-rules';

const support: SupportValues = {
  category: 'KIOSK',
  subject: 'The kiosk does not read my badge',
  message: 'It beeps twice.',
  email: 'ada@example.com',
};

describe('feedbackErrors', () => {
  it('needs words, at most 5,000 of them after trimming', () => {
    const base = { kind: 'IDEA', rating: 0, mayContact: false } as const;
    expect(feedbackErrors({ ...base, message: '  ' })).toEqual({
      message: 'validation.messageRequired',
    });
    expect(feedbackErrors({ ...base, message: ` ${'x'.repeat(5000)} ` })).toEqual({});
    expect(feedbackErrors({ ...base, message: 'x'.repeat(5001) })).toEqual({
      message: 'validation.messageTooLong',
    });
  });
});

describe('supportErrors', () => {
  it('accepts a complete request', () => {
    expect(hasErrors(supportErrors(support))).toBe(false);
  });

  it('names every field that is missing or too long', () => {
    expect(
      supportErrors({ category: null, subject: 's'.repeat(201), message: '', email: 'ada' }),
    ).toEqual({
      category: 'validation.categoryRequired',
      subject: 'validation.subjectTooLong',
      message: 'validation.messageRequired',
      email: 'validation.emailInvalid',
    });
  });

  it.each(['ada@example', 'ada example@x.com', '@example.com', ''])(
    'refuses the address %j',
    (email) => {
      expect(supportErrors({ ...support, email }).email).toBe('validation.emailInvalid');
    },
  );
});
