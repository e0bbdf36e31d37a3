// The name asked at sign-up and on joining, so people are never shown by their e-mail address.
import { PERSON_NAME_MAX_LENGTH } from '@punchcard/shared';

export interface PersonName {
  firstName: string;
  lastName: string;
}

export const EMPTY_PERSON_NAME: PersonName = { firstName: '', lastName: '' };

export type PersonNameProblem =
  'validation.firstNameRequired' | 'validation.lastNameRequired' | 'validation.nameTooLong';

export interface PersonNameErrors {
  firstName?: PersonNameProblem;
  lastName?: PersonNameProblem;
}

function problem(value: string, required: PersonNameProblem): PersonNameProblem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return required;
  return trimmed.length > PERSON_NAME_MAX_LENGTH ? 'validation.nameTooLong' : undefined;
}

/** Both names are needed: the team sees them on every page where the person appears. */
export function personNameErrors(name: PersonName): PersonNameErrors {
  const errors: PersonNameErrors = {};
  const first = problem(name.firstName, 'validation.firstNameRequired');
  const last = problem(name.lastName, 'validation.lastNameRequired');
  if (first !== undefined) errors.firstName = first;
  if (last !== undefined) errors.lastName = last;
  return errors;
}

export const hasPersonNameErrors = (errors: PersonNameErrors): boolean =>
  errors.firstName !== undefined || errors.lastName !== undefined;

/** The request's fields, trimmed. */
export function personNameRequest(name: PersonName): { first_name: string; last_name: string } {
  return { first_name: name.firstName.trim(), last_name: name.lastName.trim() };
}
