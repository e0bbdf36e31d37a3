import { Injectable } from '@nestjs/common';
import { RequestKind, RequestType, type TimeRequest } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Clock } from '#src/common/time/clock.js';
import { type Tx, Transactions } from '#src/database/transactions.js';
import { alreadyReviewed, pendingConflict, requestNotFound } from './request-errors.js';
import type { RequestRow } from './request-row.js';
import { toTimeRequest } from './request.mapper.js';
import { isOpenRequestConflict, RequestsRepository } from './requests.repository.js';
import { WorkspaceRequestTargets } from './workspace-request-targets.service.js';

/** The member takes back an open workspace time or break request, and may restore it later. */
@Injectable()
export class WorkspaceRequestWithdrawals {
  constructor(
    private readonly requests: RequestsRepository,
    private readonly targets: WorkspaceRequestTargets,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  /** 404 delete_not_found when there is no such open request; 412 when it was reviewed meanwhile. */
  async withdraw(access: WorkspaceAccess, kind: RequestKind, id: string): Promise<TimeRequest> {
    const row = await this.requests.withdraw(this.who(access), id, [kind], this.clock.now());
    if (row) return toTimeRequest(row);
    const found = await this.requests.find(access.workspace.id, id, [kind]);
    const own = found?.id_user === access.member.idUser && found.deleted_at === null;
    if (own && found.reviewed_at !== null) throw alreadyReviewed();
    throw requestNotFound();
  }

  /**
   * Restores a withdrawn request to where it stood. Its target must still be the member's live
   * entry (404 with the target's key; the restore is undone), and it must be the only open request
   * for that target (409 with the kind's key).
   */
  async restore(access: WorkspaceAccess, kind: RequestKind, id: string): Promise<TimeRequest> {
    try {
      const row = await this.transactions.run(async (tx) => {
        const restored = await this.requests.restore(
          this.who(access),
          id,
          [kind],
          this.clock.now(),
          tx,
        );
        if (!restored) throw requestNotFound();
        await this.requireTarget(access, restored, tx);
        return restored;
      });
      return toTimeRequest(row);
    } catch (error) {
      if (isOpenRequestConflict(error)) throw pendingConflict(kind);
      throw error;
    }
  }

  /** The entry the request would change, or for a break add the workspace time it goes in. */
  private async requireTarget(access: WorkspaceAccess, row: RequestRow, tx: Tx): Promise<void> {
    if (row.kind === RequestKind.Break && row.id_break) {
      await this.targets.ownBreak(access, row.id_break, tx);
    } else if (row.id_workspace_time) {
      await this.targets.ownTime(access, row.id_workspace_time, tx);
    } else if (row.request_type !== RequestType.Add) {
      throw new Error('A request to change an entry names it');
    }
  }

  private who(access: WorkspaceAccess) {
    return { idWorkspace: access.workspace.id, idUser: access.member.idUser };
  }
}
