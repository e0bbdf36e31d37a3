import { Injectable } from '@nestjs/common';
import { ErrorKey, type Member, Permission, Role } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { badRequest } from '#src/common/errors/app.exception.js';
import { Transactions } from '#src/database/transactions.js';
import { UploadsService } from '#src/modules/uploads/index.js';
import { toMember } from './member.mapper.js';
import { loadTargets } from './member-targets.js';
import type { MemberProfileDto } from './members.dto.js';
import { MembersRepository } from './members.repository.js';

/** Reading members and the names and pictures a workspace shows for them. */
@Injectable()
export class MembersService {
  constructor(
    private readonly members: MembersRepository,
    private readonly access: WorkspaceAccessService,
    private readonly uploads: UploadsService,
    private readonly transactions: Transactions,
  ) {}

  /** Soft-deleted members are listed only for the restore screen, to those who manage members. */
  async list(access: WorkspaceAccess, includeDeleted = false): Promise<Member[]> {
    if (includeDeleted) this.access.require(access, Permission.ManageWorkspaceMembers);
    if (access.role === Role.Guest) {
      // An outside collaborator sees the people they work with, not the staff list.
      const me = access.member.idUser;
      const rows = await this.members.listForGuest(access.workspace.id, me);
      return rows.map((row) => toMember(row, row.member.idUser === me));
    }
    const rows = await this.members.listForWorkspace(access.workspace.id, includeDeleted);
    return rows.map((row) => toMember(row));
  }

  /** The members as they are now, in the order asked (the answer of every member change). */
  async describe(idWorkspace: string, idUsers: string[]): Promise<Member[]> {
    const rows = await this.members.rowsFor(idWorkspace, [...new Set(idUsers)]);
    return rows.map((row) => toMember(row));
  }

  async describeOne(idWorkspace: string, idUser: string): Promise<Member> {
    const [member] = await this.describe(idWorkspace, [idUser]);
    if (!member) throw new Error(`Membership of ${idUser} vanished`);
    return member;
  }

  /** The workspace's name for a member; members may rename themselves. */
  async setProfile(access: WorkspaceAccess, idUser: string, dto: MemberProfileDto) {
    if (idUser !== access.member.idUser) {
      this.access.require(access, Permission.ManageWorkspaceMembers);
    }
    await this.transactions.run(async (tx) => {
      const [row] = await loadTargets(this.members, tx, access, [idUser]);
      if (!row) return;
      await this.members.update(
        [row.member.id],
        {
          firstName: dto.first_name || null,
          lastName: dto.last_name || null,
          ...(dto.nickname !== undefined ? { nickname: dto.nickname || null } : {}),
        },
        tx,
      );
    });
    return this.describeOne(access.workspace.id, idUser);
  }

  async setOwnNickname(access: WorkspaceAccess, nickname: string): Promise<Member> {
    if (!nickname) throw badRequest(ErrorKey.WorkspaceNicknameEmpty, 'A nickname cannot be empty.');
    await this.members.update([access.member.id], { nickname });
    return this.describeOne(access.workspace.id, access.member.idUser);
  }

  /** The caller's own picture in this workspace; the previous file is deleted. */
  async setOwnAvatar(
    access: WorkspaceAccess,
    file: Express.Multer.File | undefined,
  ): Promise<Member> {
    const avatar = await this.uploads.saveImage(file);
    const previous = access.member.avatar;
    await this.members.update([access.member.id], { avatar });
    await this.uploads.remove(previous);
    return this.describeOne(access.workspace.id, access.member.idUser);
  }
}
