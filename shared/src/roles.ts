/** Workspace roles, from least to most powerful. Role names compare case-insensitively. */
export const Role = {
  Guest: 'Guest',
  Member: 'Member',
  Manager: 'Manager',
  Owner: 'Owner',
  SuperOwner: 'SuperOwner',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

export const ROLES: readonly Role[] = Object.values(Role);

/** Rank used to stop members from granting a role above their own. */
const RANK: Record<Role, number> = { Guest: 0, Member: 1, Manager: 2, Owner: 3, SuperOwner: 4 };

/** Parses a role name case-insensitively; `undefined` when it is not a role. */
export function parseRole(name: string): Role | undefined {
  const lower = name.trim().toLowerCase();
  return ROLES.find((role) => role.toLowerCase() === lower);
}

export function sameRole(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function roleRank(role: Role): number {
  return RANK[role];
}

export const MemberStatus = { Pending: 'PENDING', Active: 'ACTIVE', Inactive: 'INACTIVE' } as const;
export type MemberStatus = (typeof MemberStatus)[keyof typeof MemberStatus];
