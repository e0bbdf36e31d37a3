import { Injectable } from '@nestjs/common';
import { ErrorKey, type Member, MemberStatus, Permission } from '@punchcard/shared';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import type { AuthContext, WorkspaceAccess } from '#src/auth/auth-context.js';
import { SessionsService } from '#src/auth/sessions.service.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { notFound, preconditionFailed } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { Transactions, type Tx } from '#src/database/transactions.js';
import { MemberDataErasure } from './member-data-erasure.js';
import { keepASuperOwner, loadTargets } from './member-targets.js';
import type { MemberRow } from './members.repository.js';
import { MembersRepository } from './members.repository.js';
import { MembersService } from './members.service.js';
import { requireSeats } from './seat-limit.js';
import { SeatsRepository } from './seats.repository.js';

const isActive = (row: MemberRow) => row.member.status === MemberStatus.Active;

/**
 * Deactivate, reactivate, soft-delete and restore, singly or in bulk. Each call is one transaction
 * under the workspace lock: either every named member changes or none does.
 */
@Injectable()
export class MemberStatusService {
  constructor(
    private readonly plans: PlanRules,
    private readonly members: MembersRepository,
    private readonly seats: SeatsRepository,
    private readonly view: MembersService,
    private readonly access: WorkspaceAccessService,
    private readonly sessions: SessionsService,
    private readonly erasure: MemberDataErasure,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  /**
   * ACTIVE -> INACTIVE. A member may deactivate themself (leaving the workspace) without any
   * permission. Their API key for the workspace is dropped and their sessions end.
   */
  async deactivate(auth: AuthContext, access: WorkspaceAccess, ids: string[]): Promise<Member[]> {
    if (ids.some((id) => id !== access.member.idUser)) {
      this.access.require(access, Permission.ManageWorkspaceMembers);
    }
    await this.inLock(access, async (tx) => {
      const rows = await loadTargets(this.members, tx, access, ids);
      this.refusePending(rows, 'deactivated');
      const leaving = rows.filter(isActive);
      await keepASuperOwner(this.members, tx, access.workspace.id, idsOf(leaving));
      await this.members.update(
        leaving.map((row) => row.member.id),
        {
          status: MemberStatus.Inactive,
          apiKeyHash: null,
          apiKeyCreatedAt: null,
        },
        tx,
      );
      await this.signOut(tx, auth, access.workspace.id, idsOf(leaving));
    });
    return this.view.describe(access.workspace.id, ids);
  }

  /** INACTIVE -> ACTIVE; takes a seat again, so the plan's member limit applies. */
  async reactivate(access: WorkspaceAccess, ids: string[]): Promise<Member[]> {
    await this.inLock(access, async (tx, plan) => {
      const rows = await loadTargets(this.members, tx, access, ids);
      this.refusePending(rows, 'reactivated');
      const returning = rows.filter((row) => row.member.status === MemberStatus.Inactive);
      await this.requireSeats(tx, access.workspace.id, plan, returning.length);
      await this.members.update(
        returning.map((row) => row.member.id),
        {
          status: MemberStatus.Active,
        },
        tx,
      );
      for (const id of idsOf(returning)) await this.members.promoteNextDefault(id, tx);
    });
    return this.view.describe(access.workspace.id, ids);
  }

  /**
   * Soft delete. Like deactivation it ends the member's sessions and drops their key; a pending
   * member's invitations are revoked. Project memberships are kept, so a restore gives the member
   * their place back; their kiosk selfies (photos of a face) are erased for good, files after the
   * commit so that a rollback keeps them.
   */
  async remove(auth: AuthContext, access: WorkspaceAccess, ids: string[]): Promise<Member[]> {
    const now = this.clock.now();
    let afterCommit = async () => {};
    await this.inLock(access, async (tx) => {
      const rows = await loadTargets(this.members, tx, access, ids);
      await keepASuperOwner(this.members, tx, access.workspace.id, idsOf(rows.filter(isActive)));
      await this.members.update(
        rows.map((row) => row.member.id),
        {
          deletedAt: now,
          apiKeyHash: null,
          apiKeyCreatedAt: null,
        },
        tx,
      );
      await this.members.revokeInvitationsOf(access.workspace.id, idsOf(rows), now, tx);
      await this.signOut(tx, auth, access.workspace.id, idsOf(rows.filter(isActive)));
      afterCommit = await this.erasure.eraseMembers(access.workspace.id, idsOf(rows), tx);
    });
    await afterCommit();
    return this.view.describe(access.workspace.id, ids);
  }

  /** Undoes a soft delete with the status the member had; ACTIVE and PENDING take a seat. */
  async restore(access: WorkspaceAccess, ids: string[]): Promise<Member[]> {
    await this.inLock(access, async (tx, plan) => {
      const rows = await loadTargets(this.members, tx, access, ids, 'include');
      const restored = rows.filter((row) => row.member.deletedAt !== null);
      const seated = restored.filter((row) => row.member.status !== MemberStatus.Inactive);
      await this.requireSeats(tx, access.workspace.id, plan, seated.length);
      await this.members.update(
        restored.map((row) => row.member.id),
        { deletedAt: null },
        tx,
      );
      for (const id of idsOf(restored.filter(isActive))) {
        await this.members.promoteNextDefault(id, tx);
      }
    });
    return this.view.describe(access.workspace.id, ids);
  }

  private inLock(access: WorkspaceAccess, work: (tx: Tx, plan: string) => Promise<void>) {
    return this.transactions.run(async (tx) => {
      const plan = await this.seats.lockWorkspace(access.workspace.id, tx);
      if (plan === undefined) throw notFound(ErrorKey.WorkspaceNotFound, 'Workspace not found.');
      await work(tx, plan);
    });
  }

  private requireSeats(tx: Tx, idWorkspace: string, plan: string, wanted: number) {
    const { memberLimit } = this.plans.limits(plan);
    const workspace = { id: idWorkspace, plan, memberLimit };
    return requireSeats(this.seats, tx, workspace, wanted, this.clock.now());
  }

  /** Pending members have not joined: cancelling them is a delete. */
  private refusePending(rows: MemberRow[], action: string): void {
    if (rows.some((row) => row.member.status === MemberStatus.Pending)) {
      throw preconditionFailed(
        ErrorKey.PreconditionFailed,
        `A pending member cannot be ${action}; delete the invitation instead.`,
      );
    }
  }

  /**
   * Sessions are not per workspace, so leaving one signs the user out everywhere; only a member
   * leaving by themself keeps the browser they left from. Whoever had this workspace active moves
   * to their oldest other one.
   */
  private async signOut(tx: Tx, auth: AuthContext, idWorkspace: string, idUsers: string[]) {
    for (const idUser of idUsers) {
      const keep = idUser === auth.user.id ? auth.session?.id : undefined;
      await this.sessions.revokeAllForUser(idUser, tx, keep);
    }
    const moved = await this.members.clearDefaultFor(idWorkspace, idUsers, tx);
    for (const idUser of moved) await this.members.promoteNextDefault(idUser, tx);
  }
}

function idsOf(rows: MemberRow[]): string[] {
  return rows.map((row) => row.member.idUser);
}
