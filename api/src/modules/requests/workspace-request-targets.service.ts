import { Injectable } from '@nestjs/common';
import { RequestKind } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import type { Tx } from '#src/database/transactions.js';
import {
  type BreakRow,
  type SpanLookup,
  type SpanRow,
  TimePolicy,
  WorkspaceTimesRepository,
} from '#src/modules/workspace-times/index.js';
import { BreaksRepository } from '#src/modules/breaks/index.js';
import { targetNotFound } from './request-errors.js';

/**
 * The caller's own live workspace times and breaks that requests name: another member's, a
 * deleted one, or one older than the plan keeps is not there for them (404 with the kind's key).
 */
@Injectable()
export class WorkspaceRequestTargets {
  constructor(
    private readonly times: WorkspaceTimesRepository,
    private readonly breaks: BreaksRepository,
    private readonly policy: TimePolicy,
  ) {}

  async ownTime(access: WorkspaceAccess, id: string, tx?: Tx): Promise<SpanRow> {
    const row = await this.times.find(this.lookup(access, id), tx);
    if (!row || row.id_user !== access.member.idUser) {
      throw targetNotFound(RequestKind.WorkspaceTime);
    }
    return row;
  }

  async ownBreak(access: WorkspaceAccess, id: string, tx?: Tx): Promise<BreakRow> {
    const row = await this.breaks.find(this.lookup(access, id), tx);
    if (!row || row.id_user !== access.member.idUser) throw targetNotFound(RequestKind.Break);
    return row;
  }

  private lookup(access: WorkspaceAccess, id: string): SpanLookup {
    return {
      idWorkspace: access.workspace.id,
      id,
      deleted: false,
      cutoff: this.policy.cutoff(access),
    };
  }
}
