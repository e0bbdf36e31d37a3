// The members list's search and filters, applied in the browser: the API answers the whole list
// of a workspace at once (no paging, no query), so filtering there would only add round trips.
import { type Role, roleRank } from '@punchcard/shared';

import type { Member } from '@/lib/wire';

/** The spec's four states: the stored three, plus soft-deleted (deleted_at set). */
export const MEMBER_STATES = ['PENDING', 'ACTIVE', 'INACTIVE', 'DELETED'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

export function stateOf(member: Pick<Member, 'status' | 'deletedAt'>): MemberState {
  return member.deletedAt !== null ? 'DELETED' : member.status;
}

export interface MemberFilter {
  /** Part of a name, nickname or e-mail; case and width-insensitive. */
  search: string;
  role: Role | null;
  state: MemberState | null;
}

export const noFilter: MemberFilter = { search: '', role: null, state: null };

/** NFKC folds full-width letters (common in Japanese input) into the ones the data holds. */
const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase().trim();

export function matchesFilter(member: Member, filter: MemberFilter): boolean {
  if (filter.role !== null && member.role !== filter.role) return false;
  if (filter.state !== null && stateOf(member) !== filter.state) return false;
  const needle = fold(filter.search);
  if (needle === '') return true;
  const fullName = [member.firstName, member.lastName].filter(Boolean).join(' ');
  return [member.name, member.nickname, fullName, member.email].some(
    (field) => field !== null && field !== '' && fold(field).includes(needle),
  );
}

/** The orders the list offers; ties fall back to the name. */
export const MEMBER_SORTS = ['name', 'role', 'status', 'joined'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

const byName = (a: Member, b: Member) => a.name.localeCompare(b.name);
const comparators: Record<MemberSort, (a: Member, b: Member) => number> = {
  name: byName,
  // Highest role first: who runs the workspace leads.
  role: (a, b) => roleRank(b.role) - roleRank(a.role),
  status: (a, b) => MEMBER_STATES.indexOf(stateOf(a)) - MEMBER_STATES.indexOf(stateOf(b)),
  // Newest first: someone just invited is who one looks for.
  joined: (a, b) => b.joinedAt - a.joinedAt,
};

/**
 * Members matching `filter`, in `sort` order. Deleted members only appear when asked for: they
 * are gone from the workspace, and listing them among the living would only confuse.
 */
export function filterMembers(
  members: readonly Member[],
  filter: MemberFilter,
  sort: MemberSort = 'name',
): Member[] {
  return members
    .filter((member) => filter.state === 'DELETED' || stateOf(member) !== 'DELETED')
    .filter((member) => matchesFilter(member, filter))
    .sort((a, b) => comparators[sort](a, b) || byName(a, b));
}

/** Whether any filter narrows the list (then "Print badges" prints only those shown). */
export const isFiltered = (filter: MemberFilter): boolean =>
  filter.search.trim() !== '' || filter.role !== null || filter.state !== null;

/**
 * Whether a manager of role `callerRole` may handle this member's kiosk credentials: members still
 * in the workspace (a pending or inactive one may get theirs before starting or coming back;
 * kiosks let only active members punch), never ranked above the caller (the API's rule), or
 * oneself.
 */
export function canManageCredentialsOf(
  member: Member,
  caller: { role: Role; idUser: string },
): boolean {
  if (member.deletedAt !== null) return false;
  return member.idUser === caller.idUser || roleRank(member.role) <= roleRank(caller.role);
}
