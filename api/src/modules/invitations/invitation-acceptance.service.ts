import { Injectable } from '@nestjs/common';
import { ErrorKey, MemberStatus } from '@punchcard/shared';
import { sha256 } from '#src/auth/tokens.js';
import { notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import type { Tx } from '#src/database/transactions.js';
import { MembersRepository } from '#src/modules/members/index.js';
import { type InvitationRecord, InvitationsRepository } from './invitations.repository.js';

/** The account accepting: its e-mail must be the invited one. */
export interface Invitee {
  id: string;
  email: string;
}

/**
 * Accepting an invitation, inside the caller's transaction (sign-up creates the account in the
 * same one). Any live invitation of the e-mail accepts them all: the member becomes ACTIVE with
 * the invited role, joins every project they were invited to, and the workspace becomes active.
 */
@Injectable()
export class InvitationAcceptanceService {
  constructor(
    private readonly invitations: InvitationsRepository,
    private readonly members: MembersRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * The live invitation a token names, for this e-mail; unknown, used, revoked, expired and other
   * e-mails' invitations read alike. `lock` needs a transaction (`tx`).
   */
  async findLive(token: string, email: string, lock = false, tx?: Tx): Promise<InvitationRecord> {
    const invitation = await this.invitations.findLiveByTokenHash(
      sha256(token),
      this.clock.now(),
      lock,
      tx,
    );
    if (!invitation || invitation.email !== email) {
      throw notFound(ErrorKey.InvitationNotFound, 'This invitation is unknown, used or expired.');
    }
    return invitation;
  }

  async accept(tx: Tx, token: string, invitee: Invitee): Promise<void> {
    const now = this.clock.now();
    const invitation = await this.findLive(token, invitee.email, true, tx);
    const idWorkspace = invitation.idWorkspace;
    const accepted = await this.invitations.consumeAll(idWorkspace, invitation.email, now, tx);
    const [latest] = accepted;
    // Another token of the same e-mail was accepted at the same moment.
    if (!latest || !accepted.some((row) => row.id === invitation.id)) {
      throw notFound(ErrorKey.InvitationNotFound, 'This invitation was already accepted.');
    }
    const [member] = await this.members.findForUsers(idWorkspace, [invitee.id], tx);
    if (!member) {
      await this.members.create(
        {
          idWorkspace,
          idUser: invitee.id,
          role: latest.role,
          status: MemberStatus.Active,
          isDefault: false,
          invitedBy: invitation.invitedBy,
        },
        tx,
      );
    } else if (member.deletedAt !== null || member.status !== MemberStatus.Active) {
      const pending = member.deletedAt === null && member.status === MemberStatus.Pending;
      await this.members.activate(member.id, pending ? member.role : latest.role, now, tx);
    }
    await this.members.setDefault(invitee.id, idWorkspace, tx);
    const projects = accepted.flatMap((row) => (row.id_project ? [row.id_project] : []));
    await this.invitations.addToProjects(idWorkspace, invitee.id, projects, tx);
  }
}
