import {
  ada,
  deletedMember,
  grace,
  invitedGuest,
} from '@/features/members/testing/member-fixtures';
import {
  canManageCredentialsOf,
  filterMembers,
  isFiltered,
  noFilter,
  stateOf,
} from '@/features/members/utils/member-filters';
import { toCamelCaseKeys } from '@/lib/case-keys';
import type { Member } from '@/lib/wire';

const members = [grace, deletedMember, invitedGuest, ada].map(
  (member) => toCamelCaseKeys(member) as Member,
);
const names = (list: Member[]) => list.map((member) => member.name);

describe('the members filter', () => {
  it('lists everyone still in the workspace by name, deleted members hidden', () => {
    expect(names(filterMembers(members, noFilter))).toEqual([
      'Ada Lovelace',
      'Amazing Grace',
      'Guest 3',
    ]);
  });

  it('finds by nickname, full name or e-mail, ignoring case, width and spaces around', () => {
    const search = (text: string) => names(filterMembers(members, { ...noFilter, search: text }));
    expect(search('  hopper ')).toEqual(['Amazing Grace']);
    expect(search('ＡＭＡＺＩＮＧ')).toEqual(['Amazing Grace']);
    expect(search('ada@example')).toEqual(['Ada Lovelace']);
    expect(search('nobody')).toEqual([]);
  });

  it('narrows by role and by state; the deleted state shows the deleted', () => {
    expect(names(filterMembers(members, { ...noFilter, role: 'Member' }))).toEqual([
      'Amazing Grace',
    ]);
    expect(names(filterMembers(members, { ...noFilter, state: 'PENDING' }))).toEqual(['Guest 3']);
    expect(names(filterMembers(members, { ...noFilter, state: 'DELETED' }))).toEqual([
      'Gone Member',
    ]);
  });

  it('tells a deleted member apart from the stored status', () => {
    const gone = members.find((member) => member.name === 'Gone Member');
    expect(gone && stateOf(gone)).toBe('DELETED');
  });

  it('offers credentials of members still here and not ranked above the caller, or one’s own', () => {
    const manager = { role: 'Manager' as const, idUser: 'someone-else' };
    const allowed = (caller: { role: Member['role']; idUser: string }) =>
      names(members.filter((member) => canManageCredentialsOf(member, caller)));
    expect(allowed(manager)).toEqual(['Amazing Grace', 'Guest 3']);
    expect(allowed({ role: 'Manager', idUser: ada.id_user })).toEqual([
      'Amazing Grace',
      'Guest 3',
      'Ada Lovelace',
    ]);
    expect(allowed({ role: 'Owner', idUser: 'x' })).toEqual([
      'Amazing Grace',
      'Guest 3',
      'Ada Lovelace',
    ]);
  });

  it('knows when a filter narrows the list', () => {
    expect(isFiltered(noFilter)).toBe(false);
    expect(isFiltered({ ...noFilter, search: '   ' })).toBe(false);
    expect(isFiltered({ ...noFilter, search: 'a' })).toBe(true);
    expect(isFiltered({ ...noFilter, role: 'Guest' })).toBe(true);
  });
});
