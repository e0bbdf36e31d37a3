import { Injectable } from '@nestjs/common';
import { type Member, MemberStatus, parseRole, Role, toUnixSeconds } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { type MemberRow, MembersRepository } from './members.repository.js';

function displayName({ member, user }: MemberRow): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return member.nickname || full || user.email;
}

function status(value: string): MemberStatus {
  return (Object.values(MemberStatus) as string[]).includes(value)
    ? (value as MemberStatus)
    : MemberStatus.Inactive;
}

@Injectable()
export class MembersService {
  constructor(private readonly members: MembersRepository) {}

  async list(access: WorkspaceAccess): Promise<Member[]> {
    const rows = await this.members.listForWorkspace(access.workspace.id);
    return rows.map((row) => ({
      id_user: row.user.id,
      email: row.user.email,
      name: displayName(row),
      first_name: row.user.firstName,
      last_name: row.user.lastName,
      nickname: row.member.nickname,
      avatar: row.member.avatar,
      role: parseRole(row.member.role) ?? Role.Guest,
      status: status(row.member.status),
      is_default: row.member.isDefault,
      joined_at: toUnixSeconds(row.member.joinedAt),
    }));
  }
}
