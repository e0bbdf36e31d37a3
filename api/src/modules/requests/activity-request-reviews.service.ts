import { Injectable } from '@nestjs/common';
import {
  ErrorKey,
  fromUnixSeconds,
  parseRole,
  RequestKind,
  RequestType,
  type TimeRequest,
  toUnixSeconds,
  toUnixSecondsOrNull,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { AppException } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { Transactions, type Tx } from '#src/database/transactions.js';
import {
  ActivitiesRepository,
  ActivityAccessService,
  type ActivityDetailValues,
  ActivityInputs,
  type ActivityValues,
  detailColumns,
  detailsDiffer,
  detailsOf,
  requireDetails,
} from '#src/modules/activities/index.js';
import { translateViolations } from '#src/modules/workspace-times/index.js';
import type { ReviewActivityRequestDto } from './activity-requests.dto.js';
import { ActivityRequestChecksRepository } from './activity-request-checks.repository.js';
import { asBody } from './activity-request-details.js';
import { RequestAccess } from './request-access.service.js';
import { RequestDecisionMails } from './request-decision-mails.service.js';
import { reviewConflict, reviewNotFound } from './request-errors.js';
import type { RequestRow } from './request-row.js';
import { toTimeRequest } from './request.mapper.js';
import { RequestsRepository } from './requests.repository.js';

const KIND = RequestKind.Activity;

/**
 * Reviewing activity requests. The request row is locked, marked and (on approval) its change
 * applied in one transaction with the statements direct entries use, so the database's
 * invariants decide: whatever no longer fits rolls everything back and answers 409
 * review_activity_conflict, leaving the request open for another decision.
 */
@Injectable()
export class ActivityRequestReviewsService {
  constructor(
    private readonly requests: RequestsRepository,
    private readonly requestAccess: RequestAccess,
    private readonly activities: ActivitiesRepository,
    private readonly inputs: ActivityInputs,
    private readonly activityAccess: ActivityAccessService,
    private readonly checks: ActivityRequestChecksRepository,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly decisions: RequestDecisionMails,
  ) {}

  async review(
    access: WorkspaceAccess,
    id: string,
    dto: ReviewActivityRequestDto,
  ): Promise<TimeRequest> {
    this.requestAccess.requireReviewer(access, KIND);
    const now = this.clock.now();
    await approvalWrite(
      this.transactions.run(async (tx) => {
        const row = await this.requests.lockForReview(access.workspace.id, id, KIND, tx);
        if (!row) throw reviewNotFound(KIND);
        if (row.deleted_at !== null) throw reviewNotFound(KIND, 'This request was withdrawn.');
        if (row.reviewed_at !== null) {
          throw reviewConflict(KIND, 'This request was already reviewed.');
        }
        this.requestAccess.requireNotOwn(access, row.id_user);
        const review = { approved: dto.is_approved, reviewer: access.member.idUser, now };
        if (!(await this.requests.markReviewed(id, review, tx))) {
          throw reviewConflict(KIND, 'This request cannot be reviewed now.');
        }
        if (dto.is_approved) await this.apply(tx, access, row, now);
      }),
    );
    const reviewed = await this.requests.find(access.workspace.id, id, [KIND]);
    if (!reviewed) throw reviewNotFound(KIND);
    this.decisions.announce(reviewed, access.member.idUser);
    return toTimeRequest(reviewed);
  }

  private apply(tx: Tx, access: WorkspaceAccess, row: RequestRow, now: Date): Promise<void> {
    switch (row.request_type) {
      case RequestType.Add:
        return this.applyAdd(tx, access, row, now);
      case RequestType.Edit:
        return this.applyEdit(tx, access, row, now);
      case RequestType.Delete:
        return this.applyDelete(tx, access, row, now);
    }
  }

  /** Inserted as ActivitiesService.add does: linked to the member's workspace time, tags set. */
  private async applyAdd(
    tx: Tx,
    access: WorkspaceAccess,
    row: RequestRow,
    now: Date,
  ): Promise<void> {
    const { start_at: startAt, end_at: endAt } = row;
    if (!startAt || !endAt) throw new Error('An activity add request without its span');
    const start = toUnixSeconds(startAt);
    if (!this.activityAccess.keeps(access, start)) {
      throw reviewConflict(KIND, 'The activity now starts before what the plan keeps.');
    }
    const details = await this.recheckDetails(tx, access, row);
    const idWorkspaceTime = await stillFits(() =>
      this.inputs.workspaceTime(
        tx,
        access,
        row.id_user,
        { start, end: toUnixSeconds(endAt) },
        undefined,
        ErrorKey.ReviewActivityConflict,
      ),
    );
    const created = await this.activities.insert(
      {
        idWorkspace: access.workspace.id,
        idUser: row.id_user,
        idWorkspaceTime,
        ...detailColumns(details),
        startAt,
        endAt,
        addedAt: now,
      },
      tx,
    );
    await this.activities.setTags(created, details.tags, tx);
  }

  /**
   * The proposed state replaces the activity's. Details are checked again only when they change
   * it; a running activity's edit moves its start and keeps whatever end it has now.
   */
  private async applyEdit(
    tx: Tx,
    access: WorkspaceAccess,
    row: RequestRow,
    now: Date,
  ): Promise<void> {
    const target = await this.lockTarget(tx, access, row);
    if (!row.start_at) throw new Error('An activity edit request without its start');
    const start = toUnixSeconds(row.start_at);
    const end = toUnixSecondsOrNull(row.end_at) ?? target.end;
    if (!this.activityAccess.keeps(access, start)) {
      throw reviewConflict(KIND, 'The activity would start before what the plan keeps.');
    }
    const values: ActivityValues = { editedAt: now };
    const current = detailsOf(target);
    const changesDetails = detailsDiffer(current, detailsOf(row));
    const details = changesDetails ? await this.recheckDetails(tx, access, row) : current;
    if (changesDetails) Object.assign(values, detailColumns(details));
    if (start !== target.start || end !== target.end) {
      values.idWorkspaceTime = await stillFits(() =>
        this.inputs.workspaceTime(
          tx,
          access,
          row.id_user,
          { start, end },
          undefined,
          ErrorKey.ReviewActivityConflict,
          target.id_workspace_time,
        ),
      );
      values.startAt = fromUnixSeconds(start);
      if (end !== null) values.endAt = fromUnixSeconds(end);
    }
    await this.activities.update(target.id, values, tx);
    if (changesDetails) await this.activities.setTags(target.id, details.tags, tx);
  }

  private async applyDelete(
    tx: Tx,
    access: WorkspaceAccess,
    row: RequestRow,
    now: Date,
  ): Promise<void> {
    const target = await this.lockTarget(tx, access, row);
    await this.activities.update(target.id, { deletedAt: now }, tx);
  }

  /** The request's live activity; deleted meanwhile (or beyond retention) is 404. */
  private async lockTarget(tx: Tx, access: WorkspaceAccess, row: RequestRow) {
    const target = row.id_activity
      ? await this.activities.lock(access.workspace.id, row.id_activity, tx)
      : undefined;
    if (
      !target ||
      target.deleted_at !== null ||
      target.id_user !== row.id_user ||
      !this.activityAccess.keeps(access, target.start)
    ) {
      throw reviewNotFound(KIND, 'The activity of this request was deleted meanwhile.');
    }
    return target;
  }

  /**
   * The proposed details resolved again as their member would name them now (their personal
   * tasks and private projects are theirs to use), against today's required-field settings.
   */
  private async recheckDetails(
    tx: Tx,
    access: WorkspaceAccess,
    row: RequestRow,
  ): Promise<ActivityDetailValues> {
    const owner = await this.ownerAccess(tx, access, row.id_user);
    const settings = await this.activities.timestampSettingsOf(access.workspace.id, tx);
    return stillFits(async () => {
      const details = await this.inputs.details(tx, owner, asBody(detailsOf(row)));
      requireDetails(settings, details);
      return details;
    });
  }

  private async ownerAccess(
    tx: Tx,
    access: WorkspaceAccess,
    idUser: string,
  ): Promise<WorkspaceAccess> {
    if (idUser === access.member.idUser) return access;
    const member = await this.checks.membership(access.workspace.id, idUser, tx);
    const role = member ? parseRole(member.role) : undefined;
    if (!member || !role) {
      throw reviewConflict(KIND, 'The member of this request is no longer in this workspace.');
    }
    return { ...access, member, role };
  }
}

/**
 * A check that refused the proposed change (a detail gone, a required field missing, no
 * workspace time containing it) means the request no longer fits: 409, saying why.
 */
async function stillFits<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof AppException && error.statusCode < 500) {
      throw reviewConflict(KIND, `The change no longer fits: ${error.message}`);
    }
    throw error;
  }
}

/** The database refusing the applied change (overlap, backwards span) rolls the review back. */
function approvalWrite<T>(work: Promise<T>): Promise<T> {
  return translateViolations(work, {
    activityOverlap: () =>
      reviewConflict(KIND, 'The change would overlap another activity of the member.'),
    activityRange: () => reviewConflict(KIND, 'The activity would end before it starts.'),
  });
}
