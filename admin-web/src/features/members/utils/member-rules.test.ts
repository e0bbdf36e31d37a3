import type { Invitation, Member } from '@/lib/wire';
import {
  bulkActionsFor,
  type Caller,
  grantableRoles,
  invitableRoles,
  rowActionsFor,
  seatsLeft,
} from '@/features/members/utils/member-rules';

const member = (idUser: string, overrides: Partial<Member> = {}): Member => ({
  idUser,
  email: `${idUser}@example.com`,
  name: idUser,
  firstName: null,
  lastName: null,
  nickname: null,
  avatar: null,
  role: 'Member',
  status: 'ACTIVE',
  isDefault: false,
  joinedAt: 1_700_000_000,
  deletedAt: null,
  workStatus: 'NOT_WORKING',
  ...overrides,
});
const caller = (overrides: Partial<Caller> = {}): Caller => ({
  idUser: 'me',
  role: 'SuperOwner',
  canManage: true,
  workspace: { plan: 'BASIC', billing: 'test' },
  ...overrides,
});
const invited = (email: string, idUser: string | null = null): Invitation => ({
  id: email,
  email,
  role: 'Member',
  kind: 'WORKSPACE_MEMBER',
  idProject: null,
  idUser,
  expiresAt: 1_900_000_000,
  createdAt: 1_700_000_000,
});

describe('member rules', () => {
  it('grants no role above the caller’s, and none but Member without the plan’s roles', () => {
    expect(grantableRoles(caller({ role: 'Manager' }))).toEqual(['Guest', 'Member', 'Manager']);
    expect(invitableRoles(caller())).toEqual(['Guest', 'Member', 'Manager', 'Owner']);
    expect(grantableRoles(caller({ workspace: { plan: 'FREE', billing: 'test' } }))).toEqual([
      'Member',
    ]);
    // Self-hosted (no billing): every plan has every feature.
    expect(grantableRoles(caller({ workspace: { plan: 'FREE', billing: 'none' } }))).toHaveLength(
      5,
    );
  });

  it('keeps the last active super owner: no demotion, deactivation or delete of them', () => {
    const boss = member('boss', { role: 'SuperOwner' });
    const other = member('other', { role: 'SuperOwner', status: 'INACTIVE' });
    const members = [member('me', { role: 'SuperOwner' }), boss, other];
    // Two active super owners: either may go, but not both in one call.
    expect(rowActionsFor(boss, members, caller())).toEqual(['role', 'deactivate', 'remove']);
    const withoutMe = [boss, other];
    expect(rowActionsFor(boss, withoutMe, caller())).toEqual([]);
    expect(bulkActionsFor([boss], withoutMe, caller())).toEqual([]);
    expect(rowActionsFor(other, withoutMe, caller())).toEqual(['role', 'reactivate', 'remove']);
  });

  it('offers a selection only what fits every member in it', () => {
    const active = member('a');
    const inactive = member('b', { status: 'INACTIVE' });
    const deleted = member('c', { deletedAt: 1_700_100_000 });
    const all = [active, inactive, deleted];
    expect(bulkActionsFor([active, inactive], all, caller())).toEqual(['role', 'remove']);
    expect(bulkActionsFor([deleted], all, caller())).toEqual(['restore']);
    expect(bulkActionsFor([active, deleted], all, caller())).toEqual([]);
    expect(bulkActionsFor([active], all, caller({ canManage: false }))).toEqual([]);
  });

  it('counts seats as the API does: active and pending members, invitees without a membership', () => {
    const members = [
      member('me'),
      member('pending', { status: 'PENDING' }),
      member('inactive', { status: 'INACTIVE' }),
      member('gone', { deletedAt: 1 }),
    ];
    const invitations = [
      invited('pending@example.com', 'pending'),
      invited('inactive@example.com', 'inactive'),
      invited('new@example.com'),
    ];
    const free = { plan: 'FREE', billing: 'test' } as const;
    // 5 seats: me, the pending member and the new address take three.
    expect(seatsLeft(free, members, invitations)).toBe(2);
    expect(seatsLeft({ plan: 'BASIC', billing: 'test' }, members, invitations)).toBeNull();
  });
});
