import {
  type Member,
  parseMemberStatus,
  parseRole,
  Role,
  toUnixSeconds,
  toUnixSecondsOrNull,
} from '@punchcard/shared';
import type { MemberRow } from './members.repository.js';

/**
 * The display name other members see: nickname, else full name, else e-mail (only its local part
 * where the viewer may not see the address).
 */
export function memberName(
  { member, user }: Pick<MemberRow, 'member' | 'user'>,
  showEmail = true,
): string {
  const first = member.firstName ?? user.firstName;
  const last = member.lastName ?? user.lastName;
  const full = [first, last].filter(Boolean).join(' ');
  return member.nickname || full || (showEmail ? user.email : (user.email.split('@')[0] ?? ''));
}

/**
 * The Member wire shape; the workspace's own name for the member wins over the account's.
 * `showEmail` is false where a guest looks at someone else.
 */
export function toMember(row: MemberRow, showEmail = true): Member {
  const { member, user } = row;
  return {
    id_user: user.id,
    email: showEmail ? user.email : null,
    name: memberName(row, showEmail),
    first_name: member.firstName ?? user.firstName,
    last_name: member.lastName ?? user.lastName,
    nickname: member.nickname,
    avatar: member.avatar,
    role: parseRole(member.role) ?? Role.Guest,
    status: parseMemberStatus(member.status),
    is_default: member.isDefault,
    joined_at: toUnixSeconds(member.joinedAt),
    deleted_at: toUnixSecondsOrNull(member.deletedAt),
    work_status: row.workStatus,
  };
}

/** The one member a single-member route changed (the services work on lists, for bulk calls). */
export async function single(members: Promise<Member[]>): Promise<Member> {
  const [member] = await members;
  if (!member) throw new Error('A member change answered no member');
  return member;
}
