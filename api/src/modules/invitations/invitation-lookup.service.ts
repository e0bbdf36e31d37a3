import { Injectable } from '@nestjs/common';
import {
  ErrorKey,
  type InvitationLookupResponse,
  MemberStatus,
  parseRole,
  Role,
  toUnixSeconds,
} from '@punchcard/shared';
import { sha256 } from '#src/auth/tokens.js';
import { notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { memberName, MembersRepository } from '#src/modules/members/index.js';
import { InvitationsRepository } from './invitations.repository.js';

/**
 * The public look-up of an invitation token for its landing page. Whoever holds the mailed link
 * learns the workspace's name, the inviter's name and the invited address: what the e-mail itself
 * already told them, nothing more (no ids, no other member).
 */
@Injectable()
export class InvitationLookupService {
  constructor(
    private readonly invitations: InvitationsRepository,
    private readonly members: MembersRepository,
    private readonly clock: Clock,
  ) {}

  async lookup(token: string): Promise<InvitationLookupResponse> {
    const found = await this.invitations.lookupByTokenHash(sha256(token), this.clock.now());
    if (!found) {
      throw notFound(ErrorKey.InvitationNotFound, 'This invitation is unknown, used or expired.');
    }
    const { invitation, workspaceName, hasAccount } = found;
    return {
      workspace_name: workspaceName,
      inviter_name: await this.inviterName(invitation.idWorkspace, invitation.invitedBy),
      email: invitation.email,
      role: parseRole(invitation.role) ?? Role.Guest,
      expires_at: toUnixSeconds(invitation.expiresAt),
      has_account: hasAccount,
    };
  }

  /** The inviter as the workspace names them, while they are still an active member there. */
  private async inviterName(idWorkspace: string, idUser: string): Promise<string | null> {
    const [row] = await this.members.rowsFor(idWorkspace, [idUser]);
    if (!row || row.member.deletedAt !== null || row.member.status !== MemberStatus.Active) {
      return null;
    }
    return memberName(row);
  }
}
