// The addresses typed into the invitation field, checked before anything is sent. The API trims,
// lower-cases and de-duplicates too; checking here lets the form say which address is wrong.
import { INVITATION_EMAILS_MAX } from '@punchcard/shared';

// Only what is plainly not an address: the API and the mail server decide the rest.
const EMAIL_SHAPE = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export type InviteeProblem =
  | { kind: 'empty' }
  | { kind: 'invalid'; emails: string[] }
  | { kind: 'own'; email: string }
  | { kind: 'tooMany'; max: number }
  | { kind: 'noRoom'; free: number };

export interface InviteeCheck {
  /** The addresses to send: trimmed, lower-cased, each once, in the order typed. */
  emails: string[];
  problem?: InviteeProblem;
}

export interface InviteeRules {
  /** The inviter's own address: they are a member already. */
  ownEmail: string;
  /**
   * Seats the plan certainly has left, or null without a limit. Counting only the inviter is
   * safe: the API also counts members and open invitations this screen does not know about.
   */
  freeSeats: number | null;
}

export function checkInvitees(typed: readonly string[], rules: InviteeRules): InviteeCheck {
  const emails = [...new Set(typed.map(normaliseEmail).filter((email) => email !== ''))];
  if (emails.length === 0) return { emails, problem: { kind: 'empty' } };
  const invalid = emails.filter((email) => !EMAIL_SHAPE.test(email));
  if (invalid.length > 0) return { emails, problem: { kind: 'invalid', emails: invalid } };
  const own = normaliseEmail(rules.ownEmail);
  if (emails.includes(own)) return { emails, problem: { kind: 'own', email: own } };
  if (emails.length > INVITATION_EMAILS_MAX) {
    return { emails, problem: { kind: 'tooMany', max: INVITATION_EMAILS_MAX } };
  }
  if (rules.freeSeats !== null && emails.length > rules.freeSeats) {
    return { emails, problem: { kind: 'noRoom', free: rules.freeSeats } };
  }
  return { emails };
}

/** Whether one typed address looks like an address (to mark it in the field). */
export const looksLikeEmail = (email: string): boolean => EMAIL_SHAPE.test(normaliseEmail(email));
