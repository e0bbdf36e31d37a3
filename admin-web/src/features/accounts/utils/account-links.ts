// Links of the signed-out flows that carry state in their query string (the e-mail being
// verified, an invitation token, where to go afterwards), so a reload or a mailed link never
// loses it. Built on the route table like `paths.signIn.getHref`; nothing here writes a path.
import { type Locale, paths } from '@/config/paths';

type Search = Readonly<Record<string, string | undefined>>;

function withSearch(href: string, search: Search): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value !== undefined && value !== '') query.set(name, value);
  }
  const text = query.toString();
  return text === '' ? href : `${href}?${text}`;
}

export const accountLinks = {
  /** Sign-up's first step, the e-mail filled in (coming back to change it). */
  signUp: ({ email }: { email?: string }, locale?: Locale) =>
    withSearch(paths.signUp.getHref({}, locale), { email }),

  /**
   * The code step. `redirectTo` is where the new account goes once signed in: the guest guard
   * sends a signed-in visitor there, so the page and the guard agree on the way on.
   */
  signUpVerify: (
    { email, id, redirectTo }: { email: string; id: string; redirectTo: string },
    locale?: Locale,
  ) => withSearch(paths.signUpEmailVerify.getHref({}, locale), { email, id, redirectTo }),

  /** The page an invitation e-mail links to. */
  invitation: ({ token }: { token: string }, locale?: Locale) =>
    withSearch(paths.signUpMemberInvite.getHref({}, locale), { token }),

  /** An invitee's account form; `redirectTo` as for `signUpVerify`. */
  memberSignUp: ({ token, redirectTo }: { token: string; redirectTo: string }, locale?: Locale) =>
    withSearch(paths.signUpMember.getHref({}, locale), { token, redirectTo }),

  /** Where a session starts: it decides between setting up a workspace and `redirectTo`. */
  initializing: ({ redirectTo }: { redirectTo?: string }, locale?: Locale) =>
    withSearch(paths.initializing.getHref({}, locale), { redirectTo }),

  /** The hand-off after a sign-in elsewhere; `reason` explains one that failed. */
  signingIn: ({ redirectTo }: { redirectTo?: string }, locale?: Locale) =>
    withSearch(paths.signingIn.getHref({}, locale), { redirectTo }),

  /** Password recovery, the e-mail filled in; `sent` shows the "check your e-mail" step. */
  forgotPassword: ({ email, sent }: { email?: string; sent?: boolean }, locale?: Locale) =>
    withSearch(paths.forgotPasswordVerify.getHref({}, locale), {
      email,
      sent: sent === true ? '1' : undefined,
    }),
};
