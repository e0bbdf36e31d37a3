import type { NewAccountName } from '@punchcard/shared';

/** A name field as stored: blank (after the DTO's trim) is no name, not an empty one. */
const stored = (value: string | undefined): string | null =>
  value === undefined || value === '' ? null : value;

/** The names a sign-up or an invitee's account starts with, as the users table keeps them. */
export function newAccountName(request: NewAccountName): {
  firstName: string | null;
  lastName: string | null;
} {
  return { firstName: stored(request.first_name), lastName: stored(request.last_name) };
}
