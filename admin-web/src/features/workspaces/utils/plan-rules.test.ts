import { Permission } from '@punchcard/shared';

import {
  invitableRoles,
  memberLimitOf,
  REQUIRED_FIELDS,
  requiredFieldNeedsPlan,
} from '@/features/workspaces/utils/plan-rules';
import { toCamelCaseKeys } from '@/lib/case-keys';
import type { Workspace } from '@/lib/wire';
import { wireWorkspace } from '@/testing/wire-fixtures';
import { canInWorkspace, lowestPlanWith } from '@/lib/workspace-permissions';

const view = (options: Parameters<typeof wireWorkspace>[0]) =>
  toCamelCaseKeys(wireWorkspace(options)) as Workspace;

describe('what the plan and the role allow', () => {
  it('offers Member on every plan, other roles from Lite, Guest from Basic', () => {
    expect(invitableRoles(view({ plan: 'FREE' }))).toEqual([
      { role: 'Member' },
      { role: 'Manager', needsPlan: 'LITE' },
      { role: 'Owner', needsPlan: 'LITE' },
      { role: 'Guest', needsPlan: 'BASIC' },
    ]);
    expect(invitableRoles(view({ plan: 'BASIC' }))).toEqual([
      { role: 'Member' },
      { role: 'Manager' },
      { role: 'Owner' },
      { role: 'Guest' },
    ]);
  });

  it('never offers a role above the inviter’s own', () => {
    expect(invitableRoles(view({ plan: 'BUSINESS', role: 'Manager' })).map((c) => c.role)).toEqual([
      'Member',
      'Manager',
      'Guest',
    ]);
  });

  it('applies the workspace’s permission map on plans that have one', () => {
    const member = view({ plan: 'LITE', role: 'Member' });
    expect(canInWorkspace(member, Permission.ManageWorkspaceSettings)).toBe(false);
    const owner = view({ plan: 'LITE', role: 'Owner' });
    expect(canInWorkspace(owner, Permission.ManageWorkspaceSettings)).toBe(true);
    const manager = view({ plan: 'LITE', role: 'Manager' });
    expect(canInWorkspace(manager, Permission.ManageWorkspaceSettings)).toBe(false);
    expect(canInWorkspace(manager, Permission.ManageWorkspaceMembers)).toBe(true);
  });

  it('names the plan a required field needs, the task excepted', () => {
    expect(lowestPlanWith('required_fields')).toBe('BASIC');
    const free = { plan: 'FREE', billing: 'test' } as const;
    expect(requiredFieldNeedsPlan(free, 'isDescriptionRequired')).toBe('BASIC');
    expect(requiredFieldNeedsPlan(free, 'isTaskRequired')).toBeUndefined();
    expect(requiredFieldNeedsPlan({ ...free, plan: 'BUSINESS' }, 'isTagRequired')).toBeUndefined();
  });

  it('keeps the default map on a plan without the permissions feature', () => {
    const member = view({ plan: 'FREE', role: 'Member' });
    expect(canInWorkspace(member, Permission.ManageWorkspaceTimeModification)).toBe(false);
    expect(canInWorkspace(member, Permission.ManageWorkspaceSettings)).toBe(false);
    const manager = view({ plan: 'FREE', role: 'Manager' });
    expect(canInWorkspace(manager, Permission.ManageWorkspaceSettings)).toBe(false);
    expect(canInWorkspace(manager, Permission.ViewMemberTimestamps)).toBe(true);
  });
});

describe('without billing (a self-hosted install)', () => {
  const unbilled = (options: Parameters<typeof wireWorkspace>[0]) =>
    view({ billing: 'none', ...options });

  it('shows nothing on FREE as needing a plan', () => {
    expect(invitableRoles(unbilled({ plan: 'FREE' }))).toEqual([
      { role: 'Member' },
      { role: 'Manager' },
      { role: 'Owner' },
      { role: 'Guest' },
    ]);
    for (const field of REQUIRED_FIELDS) {
      expect(requiredFieldNeedsPlan({ plan: 'FREE', billing: 'none' }, field)).toBeUndefined();
    }
    expect(memberLimitOf({ plan: 'FREE', billing: 'none' })).toBeNull();
    expect(memberLimitOf({ plan: 'FREE', billing: 'test' })).toBe(5);
  });

  it('applies the workspace’s own permission map on FREE', () => {
    const member = unbilled({ plan: 'FREE', role: 'Member' });
    expect(canInWorkspace(member, Permission.ManageWorkspaceSettings)).toBe(false);
    const manager = unbilled({ plan: 'FREE', role: 'Manager' });
    expect(canInWorkspace(manager, Permission.ManageWorkspaceMembers)).toBe(true);
  });
});
