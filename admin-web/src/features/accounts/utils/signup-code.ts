import { ErrorKey } from '@punchcard/shared';

import { ApiError } from '@/lib/api-client';

/** Digits of the e-mailed sign-up code. */
export const SIGNUP_CODE_LENGTH = 6;
/** How long a code works, as the API sets it (docs/decisions.md, Accounts). */
export const SIGNUP_CODE_MINUTES = 15;

/** The digits of what was typed or pasted ("Code: 123 456" -> "123456"), at most six. */
export function codeDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, SIGNUP_CODE_LENGTH);
}

/** Why the API refused a code, as the page explains it. */
export type CodeRefusal =
  | { kind: 'wrong-code'; attemptsLeft: number | undefined }
  | { kind: 'code-spent' }
  | { kind: 'no-signup-waiting' }
  | { kind: 'account-exists' }
  | { kind: 'other' };

// The API tells the attempts left only in its English message ("...; 3 attempt(s) left."); the
// number is read from there when it is, and the page does without it when it is not.
const ATTEMPTS_LEFT = /(\d+)\s+attempt/i;

export function codeRefusal(error: unknown): CodeRefusal {
  if (!(error instanceof ApiError)) return { kind: 'other' };
  switch (error.errorKey) {
    case ErrorKey.SignupExpired: {
      // 400: this code is wrong, more attempts allowed; 403: expired or used up.
      if (error.statusCode !== 400) return { kind: 'code-spent' };
      const attempts = ATTEMPTS_LEFT.exec(error.message)?.[1];
      return {
        kind: 'wrong-code',
        attemptsLeft: attempts === undefined ? undefined : Number(attempts),
      };
    }
    case ErrorKey.SignupNotVerified:
      return { kind: 'no-signup-waiting' };
    case ErrorKey.SignupConflict:
      return { kind: 'account-exists' };
    default:
      return { kind: 'other' };
  }
}
