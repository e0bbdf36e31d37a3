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
  return ROLES.find((role) => sameRole(role, name));
}

/** ASCII-only case folding, so look-alike Unicode letters never match a role name. */
export function sameRole(a: string, b: string): boolean {
  const fold = (value: string) => value.trim().replace(/[A-Z]/g, (c) => c.toLowerCase());
  return fold(a) === fold(b);
}

export function roleRank(role: Role): number {
  return RANK[role];
}

export const MemberStatus = { Pending: 'PENDING', Active: 'ACTIVE', Inactive: 'INACTIVE' } as const;
export type MemberStatus = (typeof MemberStatus)[keyof typeof MemberStatus];

const MEMBER_STATUSES: readonly string[] = Object.values(MemberStatus);

/** A stored status as the contract's type; anything unknown reads as INACTIVE (no access). */
export function parseMemberStatus(value: string): MemberStatus {
  return MEMBER_STATUSES.includes(value) ? (value as MemberStatus) : MemberStatus.Inactive;
}
