import { Injectable } from '@nestjs/common';
import { ErrorKey, MemberStatus } from '@punchcard/shared';
import { sha256 } from '#src/auth/tokens.js';
import { notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import type { Tx } from '#src/database/transactions.js';
import { MembersRepository } from '#src/modules/members/members.repository.js';
import type { InvitationEntity } from './invitation.entity.js';
import { InvitationsRepository } from './invitations.repository.js';

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
   * e-mails' invitations read alike. `tx` is a transaction when `lock`.
   */
  async findLive(tx: Tx, token: string, email: string, lock = false): Promise<InvitationEntity> {
    const invitation = await this.invitations.findLiveByTokenHash(
      tx,
      sha256(token),
      this.clock.now(),
      lock,
    );
    if (!invitation || invitation.email !== email) {
      throw notFound(ErrorKey.InvitationNotFound, 'This invitation is unknown, used or expired.');
    }
    return invitation;
  }

  async accept(tx: Tx, token: string, invitee: Invitee): Promise<void> {
    const now = this.clock.now();
    const invitation = await this.findLive(tx, token, invitee.email, true);
    const idWorkspace = invitation.idWorkspace;
    const accepted = await this.invitations.consumeAll(tx, idWorkspace, invitation.email, now);
    const [latest] = accepted;
    // Another token of the same e-mail was accepted at the same moment.
    if (!latest || !accepted.some((row) => row.id === invitation.id)) {
      throw notFound(ErrorKey.InvitationNotFound, 'This invitation was already accepted.');
    }
    const [member] = await this.members.findForUsers(tx, idWorkspace, [invitee.id]);
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
      await this.members.activate(tx, member.id, pending ? member.role : latest.role, now);
    }
    await this.members.setDefault(tx, invitee.id, idWorkspace);
    const projects = accepted.flatMap((row) => (row.id_project ? [row.id_project] : []));
    await this.invitations.addToProjects(tx, idWorkspace, invitee.id, projects);
  }
}
