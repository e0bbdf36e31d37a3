import type { Member, Workspace } from '@/lib/wire';
import {
  grantors,
  neededPermission,
  planFacts,
  rolesHolding,
} from '@/features/access/utils/access-rules';
import { toCamelCaseKeys } from '@/lib/case-keys';
import { wireWorkspace } from '@/testing/wire-fixtures';

const workspace = (overrides: Parameters<typeof wireWorkspace>[0] = {}) =>
  toCamelCaseKeys(wireWorkspace(overrides)) as Workspace;

function member(name: string, role: Member['role'], more: Partial<Member> = {}): Member {
  return {
    idUser: `id-${name}`,
    email: `${name.toLowerCase()}@example.com`,
    name,
    firstName: name,
    lastName: null,
    nickname: null,
    avatar: null,
    role,
    status: 'ACTIVE',
    isDefault: false,
    joinedAt: 1_700_000_000,
    deletedAt: null,
    workStatus: 'NOT_WORKING',
    ...more,
  };
}

describe('neededPermission', () => {
  it('reads a permission code, whatever its case, and nothing else', () => {
    expect(neededPermission('CUD_TAGS')).toBe('CUD_TAGS');
    expect(neededPermission('cud_tags')).toBe('CUD_TAGS');
    expect(neededPermission('ROOT')).toBeUndefined();
    expect(neededPermission(null)).toBeUndefined();
  });
});

describe('rolesHolding', () => {
  it('follows the default map without the permissions feature', () => {
    const free = workspace({ plan: 'FREE' });
    expect(rolesHolding(free, 'CUD_TAGS')).toEqual(['Owner', 'Manager']);
    expect(rolesHolding(free, 'MANAGE_WORKSPACE_SETTINGS')).toEqual(['Owner']);
  });

  it('follows the workspace’s own map with it', () => {
    const basic = workspace({
      plan: 'BASIC',
      permissions: [{ id_permission: 'p1', permission: 'CUD_TAGS', member_role: 'Member' }],
    });
    expect(rolesHolding(basic, 'CUD_TAGS')).toEqual(['Member']);
    expect(rolesHolding(basic, 'MANAGE_WORKSPACE_MEMBERS')).toEqual([]);
  });
});

describe('grantors', () => {
  it('lists the other active members who can change roles or permissions, strongest first', () => {
    const members = [
      member('Ada', 'Member'),
      member('Brian', 'Manager'),
      member('Carla', 'SuperOwner'),
      member('Dana', 'Owner', { status: 'INACTIVE' }),
      member('Eve', 'Owner', { deletedAt: 1_700_000_100 }),
      member('Alan', 'Manager'),
    ];
    expect(grantors(workspace(), members, 'id-Ada', 'en').map((m) => m.name)).toEqual([
      'Carla',
      'Alan',
      'Brian',
    ]);
  });

  it('leaves the caller out even when they could', () => {
    const members = [member('Carla', 'SuperOwner')];
    expect(grantors(workspace(), members, 'id-Carla', 'en')).toEqual([]);
  });
});

describe('planFacts', () => {
  it('names the plan that would unlock what FREE lacks, and its limits', () => {
    const facts = planFacts({ plan: 'FREE', billing: 'test' });
    expect(facts.memberLimit).toBe(5);
    expect(facts.retentionDays).toBe(35);
    expect(facts.features.find((row) => row.feature === 'private_projects')?.needs).toBe('LITE');
    expect(facts.features.find((row) => row.feature === 'member_rate')?.needs).toBe('BASIC');
  });

  it('holds nothing back without billing', () => {
    const facts = planFacts({ plan: 'FREE', billing: 'none' });
    expect(facts.memberLimit).toBeNull();
    expect(facts.features.every((row) => row.needs === undefined)).toBe(true);
  });
});
