import { Injectable } from '@nestjs/common';
import {
  type FiledActivityRequest,
  fromUnixSeconds,
  RequestKind,
  type TimeRequest,
  toUnixSeconds,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Clock } from '#src/common/time/clock.js';
import { Transactions } from '#src/database/transactions.js';
import {
  ActivitiesRepository,
  ActivityAccessService,
  activityNotFound,
} from '#src/modules/activities/index.js';
import type { FileActivityRequestDto } from './activity-requests.dto.js';
import { ActivityRequestProposals } from './activity-request-proposals.service.js';
import { alreadyReviewed, pendingConflict, requestNotFound } from './request-errors.js';
import { toTimeRequest } from './request.mapper.js';
import { isOpenRequestConflict, RequestsRepository } from './requests.repository.js';

const KIND = RequestKind.Activity;
const KINDS = [KIND] as const;

/**
 * A member's own activity requests (the spec's timestamp requests): filing, withdrawing and
 * restoring. One open request per activity is kept by the table's partial unique index, so two
 * racing filings for the same activity leave one request and a 409.
 */
@Injectable()
export class ActivityRequestsService {
  constructor(
    private readonly requests: RequestsRepository,
    private readonly proposals: ActivityRequestProposals,
    private readonly activities: ActivitiesRepository,
    private readonly activityAccess: ActivityAccessService,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  async file(access: WorkspaceAccess, dto: FileActivityRequestDto): Promise<FiledActivityRequest> {
    const now = this.clock.now();
    const row = await openRequestWrite(
      this.transactions.run(async (tx) => {
        const proposal = await this.proposals.propose(tx, access, dto, toUnixSeconds(now));
        return this.requests.insert(
          {
            idWorkspace: access.workspace.id,
            idUser: access.member.idUser,
            kind: KIND,
            requestType: dto.request_type,
            idActivity: proposal.idActivity,
            start: proposal.start === null ? null : fromUnixSeconds(proposal.start),
            end: proposal.end === null ? null : fromUnixSeconds(proposal.end),
            ...proposal.details,
            reason: dto.reason,
            isDraft: false,
            now,
          },
          tx,
        );
      }),
    );
    return { id: row.id, created_at: toUnixSeconds(row.created_at) };
  }

  /** Withdraws the caller's open request; one reviewed meanwhile is 412 delete_something_wrong. */
  async withdraw(access: WorkspaceAccess, id: string): Promise<TimeRequest> {
    const who = whoOf(access);
    const row = await this.requests.withdraw(who, id, KINDS, this.clock.now());
    if (row) return toTimeRequest(row);
    const found = await this.requests.find(who.idWorkspace, id, KINDS);
    if (found && found.id_user === who.idUser && found.reviewed_at !== null) {
      throw alreadyReviewed();
    }
    throw requestNotFound();
  }

  /**
   * Puts a withdrawn request of the caller's back to review. Its activity must still be live
   * (404 activity_not_found) and have no other open request now (409 activity_conflict_or_pending).
   */
  async restore(access: WorkspaceAccess, id: string): Promise<TimeRequest> {
    const who = whoOf(access);
    const now = this.clock.now();
    const row = await openRequestWrite(
      this.transactions.run(async (tx) => {
        const found = await this.requests.find(who.idWorkspace, id, KINDS, tx);
        if (!found || found.id_user !== who.idUser || found.deleted_at === null) {
          throw requestNotFound();
        }
        if (found.id_activity !== null) {
          const target = await this.activities.lock(who.idWorkspace, found.id_activity, tx);
          if (
            !target ||
            target.deleted_at !== null ||
            !this.activityAccess.keeps(access, target.start)
          ) {
            throw activityNotFound();
          }
        }
        const restored = await this.requests.restore(who, id, KINDS, now, tx);
        if (!restored) throw requestNotFound();
        return restored;
      }),
    );
    return toTimeRequest(row);
  }
}

function whoOf(access: WorkspaceAccess) {
  return { idWorkspace: access.workspace.id, idUser: access.member.idUser };
}

/** The database refusing a second open request for the activity is the catalogue's 409. */
async function openRequestWrite<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isOpenRequestConflict(error)) throw pendingConflict(KIND);
    throw error;
  }
}
