import type { Plan, Role } from '@punchcard/shared';

import {
  canFavorite,
  canSetRates,
  projectAbilities,
  projectActions,
} from '@/features/projects/utils/project-rules';
import { toCamelCaseKeys } from '@/lib/case-keys';
import type { Workspace } from '@/lib/wire';
import { wireWorkspace } from '@/testing/wire-fixtures';

const workspace = (role: Role, plan: Plan) =>
  toCamelCaseKeys(wireWorkspace({ role, plan })) as Workspace;

describe('what the caller may do with projects', () => {
  it('gives managers the catalogue, rates only with the plan that has them', () => {
    const basic = projectAbilities(workspace('Manager', 'BASIC'));
    expect(basic).toMatchObject({ canManage: true, canManageMembers: true, canInviteGuests: true });
    expect(canSetRates(basic)).toBe(true);
    const lite = projectAbilities(workspace('Owner', 'LITE'));
    expect(lite.ratesNeedPlan).toBe('BASIC');
    expect(lite.guestsNeedPlan).toBe('BASIC');
    expect(lite.privateNeedsPlan).toBeUndefined();
    expect(canSetRates(lite)).toBe(false);
    expect(projectAbilities(workspace('Owner', 'FREE')).privateNeedsPlan).toBe('LITE');
  });

  it('leaves members to join, leave and favourite', () => {
    const member = projectAbilities(workspace('Member', 'BASIC'));
    expect(member.canManage).toBe(false);
    const open = { isPublic: true, archivedAt: null };
    const closed = { isPublic: false, archivedAt: null };
    expect(projectActions(open, false, member)).toEqual(['members', 'join']);
    expect(projectActions(open, true, member)).toEqual(['members', 'leave']);
    expect(projectActions(closed, false, member)).toEqual(['members']);
    expect(canFavorite(closed, false)).toBe(false);
    expect(canFavorite(closed, true)).toBe(true);
    const owner = projectAbilities(workspace('Owner', 'BASIC'));
    expect(projectActions({ isPublic: false, archivedAt: 5 }, false, owner)).toEqual([
      'edit',
      'members',
      'join',
      'unarchive',
    ]);
  });
});
