// The password rules as the forms show them: shared's rules (the API enforces the same ones),
// each with whether the password typed so far meets it.
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordRule,
  passwordProblems,
} from '@punchcard/shared';

/** The rules in display order; the maximum length is only listed once it is broken. */
const DISPLAYED_RULES: readonly PasswordRule[] = ['min_length', 'uppercase', 'lowercase', 'digit'];

export interface PasswordRuleState {
  rule: PasswordRule;
  met: boolean;
}

/** Every rule to show for `password`, met or not. */
export function passwordRuleStates(password: string): PasswordRuleState[] {
  const problems = new Set(passwordProblems(password));
  const rules = problems.has('max_length')
    ? [...DISPLAYED_RULES, 'max_length' as const]
    : DISPLAYED_RULES;
  return rules.map((rule) => ({ rule, met: !problems.has(rule) }));
}

/** True when the API will accept `password` as a new password. */
export function isAcceptablePassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };
