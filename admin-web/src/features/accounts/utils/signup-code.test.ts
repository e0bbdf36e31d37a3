import { codeDigits, codeRefusal } from '@/features/accounts/utils/signup-code';
import { ApiError } from '@/lib/api-client';

describe('codeDigits', () => {
  it('keeps the six digits of what was typed or pasted', () => {
    expect(codeDigits('Code: 123 456')).toBe('123456');
    expect(codeDigits('1234567')).toBe('123456');
    expect(codeDigits('12a')).toBe('12');
  });
});

describe('codeRefusal', () => {
  it('reads the attempts left of a wrong code from the message', () => {
    const wrong = new ApiError(400, 'signup_expired', 'The code is wrong; 3 attempt(s) left.');
    expect(codeRefusal(wrong)).toEqual({ kind: 'wrong-code', attemptsLeft: 3 });
  });

  it('does without the count when the message has none', () => {
    expect(codeRefusal(new ApiError(400, 'signup_expired', 'Nope'))).toEqual({
      kind: 'wrong-code',
      attemptsLeft: undefined,
    });
  });

  it.each([
    [new ApiError(403, 'signup_expired', 'x'), 'code-spent'],
    [new ApiError(404, 'signup_not_verified', 'x'), 'no-signup-waiting'],
    [new ApiError(409, 'signup_conflict', 'x'), 'account-exists'],
    [new ApiError(429, 'error.too_many_requests', 'x'), 'other'],
    [new Error('boom'), 'other'],
  ])('names %p', (error, kind) => {
    expect(codeRefusal(error).kind).toBe(kind);
  });
});
