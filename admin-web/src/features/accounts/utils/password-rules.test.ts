import { isAcceptablePassword, passwordRuleStates } from '@/features/accounts/utils/password-rules';

describe('password rules', () => {
  it('lists each rule with whether it is met, in display order', () => {
    expect(passwordRuleStates('abc')).toEqual([
      { rule: 'min_length', met: false },
      { rule: 'uppercase', met: false },
      { rule: 'lowercase', met: true },
      { rule: 'digit', met: false },
    ]);
    expect(passwordRuleStates('Correct-Horse-9').every(({ met }) => met)).toBe(true);
  });

  it('shows the maximum length only once it is broken', () => {
    const long = `Aa1${'x'.repeat(200)}`;
    expect(passwordRuleStates(long).at(-1)).toEqual({ rule: 'max_length', met: false });
    expect(isAcceptablePassword(long)).toBe(false);
  });

  it('accepts what the API accepts', () => {
    expect(isAcceptablePassword('Correct-Horse-9')).toBe(true);
    expect(isAcceptablePassword('correct-horse-9')).toBe(false);
    expect(isAcceptablePassword('Short1a')).toBe(false);
  });
});
