// The API decides what an account is; this only catches what is plainly not an address, so the
// form can say so before anything is sent.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

export type EmailProblem = 'validation.emailRequired' | 'validation.emailInvalid';

/** What is wrong with a (trimmed) e-mail address, if anything: a key of the auth namespace. */
export function emailProblem(email: string): EmailProblem | undefined {
  if (email === '') return 'validation.emailRequired';
  if (!EMAIL_SHAPE.test(email)) return 'validation.emailInvalid';
  return undefined;
}
