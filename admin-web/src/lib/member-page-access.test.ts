import { Permission, type Role } from '@punchcard/shared';

import { toCamelCaseKeys } from '@/lib/case-keys';
import {
  canViewMemberDrafts,
  canViewMemberReports,
  memberPageAccess,
  memberPageRedirect,
  memberTabs,
} from '@/lib/member-page-access';
import type { Me } from '@/lib/wire';
import { signedInMe, USER_ID, wireMe, wireWorkspace } from '@/testing/wire-fixtures';

const OTHER = '7d0c6a2e-5555-4c3d-8e9f-000000000001';

/** `me` in a workspace where the caller has `role` (default grants unless `grants` are given). */
function meAs(role: Role, grants?: { permission: Permission; role: Role }[]): Me {
  const workspace = wireWorkspace({
    role,
    // BUSINESS has the permissions feature, so a custom map is what counts.
    plan: grants === undefined ? 'FREE' : 'BUSINESS',
    ...(grants === undefined
      ? {}
      : {
          permissions: grants.map((grant, index) => ({
            id_permission: `p${index}`,
            permission: grant.permission,
            member_role: grant.role,
          })),
        }),
  });
  return toCamelCaseKeys(wireMe(workspace)) as Me;
}

describe('member page access (time-tracking-spec section 2, page rules)', () => {
  it("is the member's own for their id, whatever their permissions", () => {
    expect(signedInMe.user.id).toBe(USER_ID);
    expect(memberPageAccess(meAs('Member'), USER_ID)).toBe('own');
    expect(memberTabs(meAs('Member'), USER_ID)).toEqual(['requests', 'drafts', 'tasks', 'reports']);
    // One's own timestamps live at /timestamps: the member page sends on to the requests.
    expect(memberPageRedirect(meAs('Manager'), USER_ID, 'timestamps')).toBe('requests');
    expect(memberPageRedirect(meAs('Member'), USER_ID, 'drafts')).toBeNull();
  });

  it("is a manager's view of someone else with the default manager permissions", () => {
    const manager = meAs('Manager');
    expect(memberPageAccess(manager, OTHER)).toBe('manager');
    expect(memberTabs(manager, OTHER)).toEqual([
      'timestamps',
      'requests',
      'drafts',
      'tasks',
      'reports',
    ]);
    expect(memberPageRedirect(manager, OTHER, 'timestamps')).toBeNull();
  });

  it("sends a plain member home from someone else's pages", () => {
    const member = meAs('Member');
    expect(memberPageAccess(member, OTHER)).toBe('none');
    expect(memberTabs(member, OTHER)).toEqual([]);
    for (const tab of ['timestamps', 'requests', 'drafts', 'tasks', 'reports'] as const) {
      expect(memberPageRedirect(member, OTHER, tab)).toBe('home');
    }
    expect(memberPageAccess(null, OTHER)).toBe('none');
  });

  it('sends those who may review but not view timestamps to the tasks', () => {
    const reviewer = meAs('Member', [
      { permission: Permission.ManageTimestampModification, role: 'Member' },
    ]);
    expect(memberPageAccess(reviewer, OTHER)).toBe('manager');
    expect(memberPageRedirect(reviewer, OTHER, 'timestamps')).toBe('tasks');
    // Drafts are for managers and above (or the member), not for a member granted a permission.
    expect(canViewMemberDrafts(reviewer, OTHER)).toBe(false);
    expect(memberPageRedirect(reviewer, OTHER, 'drafts')).toBe('home');
    expect(memberTabs(reviewer, OTHER)).toEqual(['requests', 'tasks']);
    // A summary report is the member's time: reading it takes VIEW_MEMBER_TIMESTAMPS too.
    expect(canViewMemberReports(reviewer, OTHER)).toBe(false);
    expect(memberPageRedirect(reviewer, OTHER, 'reports')).toBe('tasks');
  });
});
