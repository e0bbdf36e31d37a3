/** Password rules shared by the API and both UIs (projects-billing-spec section 5). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PasswordRule = {
  MinLength: 'min_length',
  MaxLength: 'max_length',
  Uppercase: 'uppercase',
  Lowercase: 'lowercase',
  Digit: 'digit',
} as const;
export type PasswordRule = (typeof PasswordRule)[keyof typeof PasswordRule];

/** Every rule the password breaks, in display order; empty when it is acceptable. */
export function passwordProblems(password: string): PasswordRule[] {
  const problems: PasswordRule[] = [];
  const length = Array.from(password).length; // code points, not UTF-16 units
  if (length < PASSWORD_MIN_LENGTH) problems.push(PasswordRule.MinLength);
  if (length > PASSWORD_MAX_LENGTH) problems.push(PasswordRule.MaxLength);
  if (!/\p{Lu}/u.test(password)) problems.push(PasswordRule.Uppercase);
  if (!/\p{Ll}/u.test(password)) problems.push(PasswordRule.Lowercase);
  if (!/\p{Nd}/u.test(password)) problems.push(PasswordRule.Digit);
  return problems;
}

export function isAcceptablePassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}
