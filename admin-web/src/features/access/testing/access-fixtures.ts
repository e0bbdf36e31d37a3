import type { Member, Workspace } from '@punchcard/shared';

import { ACME_ID, USER_ID, wireMe, wireWorkspace } from '@/testing/wire-fixtures';

export const BETA_ID = '5d89ef6f-7167-4c5f-a6a2-4e75e5926836';
export const GAMMA_ID = 'c0c0c0c0-1111-4222-8333-444455556666';

/** Ada as a plain member of Acme Bakery (FREE, billed), the workspace she is active in. */
export const acmeAsMember = wireWorkspace({ role: 'Member', member_count: 3 });

/** Beta Studio, where Ada manages; on BASIC, 12 members. */
export const beta = wireWorkspace({
  id: BETA_ID,
  name: 'Beta Studio',
  role: 'Manager',
  plan: 'BASIC',
  member_count: 12,
  time_zone: 'Europe/London',
  is_default: false,
});

/** Ada active in Acme, a manager in Beta, invited to Gamma and deactivated in Delta. */
export function meInSeveral(active: Workspace = acmeAsMember) {
  const me = wireMe(active, [beta]);
  return {
    ...me,
    memberships: [
      ...me.memberships,
      {
        id_workspace: GAMMA_ID,
        name: 'Gamma',
        role: 'Member',
        status: 'PENDING',
        is_default: false,
      },
      {
        id_workspace: '9e9e9e9e-2222-4333-8444-555566667777',
        name: 'Delta',
        role: 'Member',
        status: 'INACTIVE',
        is_default: false,
      },
    ],
  } as const;
}

/** A member row of Acme as GET /v1/workspaces/{id}/members answers it. */
export function wireMember(
  name: string,
  role: Member['role'],
  overrides: Partial<Member> = {},
): Member {
  return {
    id_user: `00000000-0000-4000-8000-${name.toLowerCase().padEnd(12, '0').slice(0, 12)}`,
    email: `${name.toLowerCase()}@example.com`,
    name,
    first_name: name,
    last_name: null,
    nickname: null,
    avatar: null,
    role,
    status: 'ACTIVE',
    is_default: false,
    joined_at: 1_700_000_000,
    deleted_at: null,
    work_status: 'NOT_WORKING',
    ...overrides,
  };
}

/** Acme's people: Ada herself, its super owner, a manager and another member. */
export const acmeMembers: Member[] = [
  // Joined at noon UTC: the same day in every time zone a test machine may be in.
  wireMember('Ada', 'Member', {
    id_user: USER_ID,
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    joined_at: 1_700_049_600,
  }),
  wireMember('Grace', 'SuperOwner', { name: 'Grace Hopper' }),
  wireMember('Brian', 'Manager', { name: 'Brian Kernighan' }),
  wireMember('Linus', 'Member', { name: 'Linus Torvalds' }),
];

export { ACME_ID };
