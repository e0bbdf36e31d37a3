import type { Profile, ProfileRequest } from '@/lib/wire';
// The personal details form: what is typed (strings), what is checked before sending, and what
// the API is sent (trimmed; an empty optional field clears it).

export interface ProfileDraft {
  firstName: string;
  lastName: string;
  address: string;
  contactNumber: string;
}

export type ProfileField = keyof ProfileDraft;

/** The API's limits (ProfileRequestDto), checked here so a long paste is explained, not refused. */
const PROFILE_MAX_LENGTH: Readonly<Record<ProfileField, number>> = {
  firstName: 100,
  lastName: 100,
  address: 500,
  contactNumber: 50,
};

export type ProfileProblem = { kind: 'nameRequired' } | { kind: 'tooLong'; max: number };

export function draftOf(profile: Profile): ProfileDraft {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    address: profile.address ?? '',
    contactNumber: profile.contactNumber ?? '',
  };
}

/** Characters as people count them (an emoji is one), as the API's length check does. */
const lengthOf = (text: string): number => Array.from(text.trim()).length;

/** What stops the draft from being saved, by field; empty when it may be sent. */
export function profileProblems(
  draft: ProfileDraft,
): Partial<Record<ProfileField, ProfileProblem>> {
  const problems: Partial<Record<ProfileField, ProfileProblem>> = {};
  for (const field of Object.keys(PROFILE_MAX_LENGTH) as ProfileField[]) {
    const max = PROFILE_MAX_LENGTH[field];
    if (lengthOf(draft[field]) > max) problems[field] = { kind: 'tooLong', max };
  }
  // The API needs a name to show: at least one of the two (profle_bad_request otherwise).
  if (lengthOf(draft.firstName) === 0 && lengthOf(draft.lastName) === 0) {
    problems.firstName = { kind: 'nameRequired' };
  }
  return problems;
}

export function changesOf(draft: ProfileDraft): ProfileRequest {
  const optional = (text: string): string | null => (text.trim() === '' ? null : text.trim());
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    address: optional(draft.address),
    contactNumber: optional(draft.contactNumber),
  };
}

/** Whether two drafts would save the same profile (spaces around a value do not count). */
export function sameProfile(a: ProfileDraft, b: ProfileDraft): boolean {
  const left = changesOf(a);
  const right = changesOf(b);
  return (
    left.firstName === right.firstName &&
    left.lastName === right.lastName &&
    left.address === right.address &&
    left.contactNumber === right.contactNumber
  );
}
