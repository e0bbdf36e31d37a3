import { Permission } from '@punchcard/shared';

import {
  canInWorkspace,
  invitableRoles,
  lowestPlanWith,
  requiredFieldNeedsPlan,
} from '@/features/workspaces/utils/plan-rules';
import { toCamelCaseKeys } from '@/lib/case-keys';
import type { Workspace } from '@/lib/wire';
import { wireWorkspace } from '@/testing/wire-fixtures';

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
    expect(requiredFieldNeedsPlan('FREE', 'isDescriptionRequired')).toBe('BASIC');
    expect(requiredFieldNeedsPlan('FREE', 'isTaskRequired')).toBeUndefined();
    expect(requiredFieldNeedsPlan('BUSINESS', 'isTagRequired')).toBeUndefined();
  });
});
