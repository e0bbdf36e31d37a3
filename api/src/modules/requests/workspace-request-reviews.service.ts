import { Injectable } from '@nestjs/common';
import { RequestKind, RequestType, type TimeRequest } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import type { AppException } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { type Tx, Transactions } from '#src/database/transactions.js';
import { BreaksRepository } from '#src/modules/breaks/index.js';
import {
  type SpanRow,
  TimePolicy,
  translateViolations,
  WorkspaceTimesRepository,
} from '#src/modules/workspace-times/index.js';
import { RequestAccess } from './request-access.service.js';
import { RequestDecisionMails } from './request-decision-mails.service.js';
import { reviewConflict, reviewNotFound } from './request-errors.js';
import type { RequestRow } from './request-row.js';
import { toTimeRequest } from './request.mapper.js';
import { RequestsRepository } from './requests.repository.js';
import type { ReviewWorkspaceRequestDto } from './workspace-requests.dto.js';

/** What approving has to work with: the transaction, the request and the review's moment. */
interface Approval {
  tx: Tx;
  request: RequestRow;
  idWorkspace: string;
  now: Date;
  cutoff: Date | null;
}

/**
 * Runs the review's transaction and answers 409 (`misfit`) for every refusal of the time tables:
 * overlaps, a second open span, a break outside its workspace time (reported at COMMIT by the
 * deferred trigger), and an end no longer after its start (a running target's new start approved
 * after it was stopped earlier), which here is a change that no longer fits, not bad input.
 */
function refusalsAsMisfit<T>(work: Promise<T>, misfit: () => AppException): Promise<T> {
  return translateViolations(work, {
    workspaceTimeRange: misfit,
    breakRange: misfit,
    workspaceTimeOverlap: misfit,
    openWorkspaceTime: misfit,
    breakOverlap: misfit,
    openBreak: misfit,
    breakOutside: misfit,
  });
}

/**
 * Reviewing workspace time and break requests. Approval marks the request and applies the change
 * with the time repositories' own statements in one transaction, so whatever the database refuses
 * rolls both back. A second reviewer waits on the request's row lock and then finds it reviewed.
 */
@Injectable()
export class WorkspaceRequestReviews {
  constructor(
    private readonly requests: RequestsRepository,
    private readonly access: RequestAccess,
    private readonly times: WorkspaceTimesRepository,
    private readonly breaks: BreaksRepository,
    private readonly transactions: Transactions,
    private readonly policy: TimePolicy,
    private readonly clock: Clock,
    private readonly decisions: RequestDecisionMails,
  ) {}

  async review(
    access: WorkspaceAccess,
    id: string,
    dto: ReviewWorkspaceRequestDto,
  ): Promise<TimeRequest> {
    const kind = dto.is_workspace_time_request ? RequestKind.WorkspaceTime : RequestKind.Break;
    this.access.requireReviewer(access, kind);
    const misfit = () =>
      reviewConflict(
        kind,
        'The change no longer fits: it would overlap other time or leave a break outside its workspace time.',
      );
    const reviewed = await refusalsAsMisfit(
      this.transactions.run((tx) => this.decide(tx, access, { id, kind }, dto.is_approved, misfit)),
      misfit,
    );
    this.decisions.announce(reviewed, access.member.idUser);
    return toTimeRequest(reviewed);
  }

  /** Inside the review's transaction: lock, check, mark, and on approval apply. */
  private async decide(
    tx: Tx,
    access: WorkspaceAccess,
    { id, kind }: { id: string; kind: RequestKind },
    approved: boolean,
    misfit: () => AppException,
  ): Promise<RequestRow> {
    const idWorkspace = access.workspace.id;
    const request = await this.requests.lockForReview(idWorkspace, id, kind, tx);
    if (!request || request.deleted_at) throw reviewNotFound(kind);
    this.access.requireNotOwn(access, request.id_user);
    if (request.reviewed_at) throw reviewConflict(kind, 'This request was already reviewed.');
    if (request.is_draft) {
      throw reviewConflict(kind, 'A draft is reviewed once its end is filled in.');
    }
    const now = this.clock.now();
    const review = { approved, reviewer: access.member.idUser, now };
    if (!(await this.requests.markReviewed(id, review, tx))) {
      throw reviewConflict(kind, 'This request was already reviewed.');
    }
    if (approved) {
      const approval = { tx, request, idWorkspace, now, cutoff: this.policy.cutoff(access) };
      if (kind === RequestKind.WorkspaceTime) await this.applyTime(approval, misfit);
      else await this.applyBreak(approval, misfit);
    }
    const row = await this.requests.find(idWorkspace, id, [kind], tx);
    if (!row) throw new Error('A reviewed request vanished');
    return row;
  }

  private async applyTime(
    { tx, request, idWorkspace, now, cutoff }: Approval,
    misfit: () => AppException,
  ): Promise<void> {
    const kind = RequestKind.WorkspaceTime;
    const span = proposed(request, cutoff, misfit);
    if (request.request_type === RequestType.Add) {
      if (!span?.end) throw new Error('A submitted add has an end');
      await this.times.add(idWorkspace, request.id_user, span.start, span.end, now, tx);
      return;
    }
    const id = request.id_workspace_time ?? '';
    const target = await this.times.find({ idWorkspace, id, deleted: false, cutoff }, tx);
    if (!target) throw gone(kind);
    const change = changeOf(kind, target, span);
    const done = change
      ? await this.times.edit(idWorkspace, id, { ...change, now }, tx)
      : await this.times.softDelete(idWorkspace, id, now, tx);
    // Stopped, reopened or deleted between the read and the write.
    if (!done) throw misfit();
  }

  private async applyBreak(
    { tx, request, idWorkspace, now, cutoff }: Approval,
    misfit: () => AppException,
  ): Promise<void> {
    const kind = RequestKind.Break;
    const span = proposed(request, cutoff, misfit);
    if (request.request_type === RequestType.Add) {
      if (!span?.end) throw new Error('A submitted add has an end');
      const id = request.id_workspace_time ?? '';
      const parent = await this.times.find({ idWorkspace, id, deleted: false, cutoff }, tx);
      if (!parent) throw gone(kind);
      await this.breaks.add(
        {
          idWorkspace,
          idUser: request.id_user,
          idWorkspaceTime: parent.id,
          start: span.start,
          end: span.end,
          now,
        },
        tx,
      );
      return;
    }
    const id = request.id_break ?? '';
    const target = await this.breaks.find({ idWorkspace, id, deleted: false, cutoff }, tx);
    if (!target) throw gone(kind);
    const change = changeOf(kind, target, span);
    const done = change
      ? await this.breaks.edit(idWorkspace, id, { ...change, now }, tx)
      : await this.breaks.setDeletedAt(idWorkspace, id, now, tx);
    if (!done) throw misfit();
  }
}

const gone = (kind: RequestKind) =>
  reviewNotFound(kind, 'What this request changes no longer exists.');

/**
 * The span an add or edit proposes (null for a delete). Time the plan no longer keeps would vanish
 * from every read as soon as it was written: that no longer fits either.
 */
function proposed(
  request: RequestRow,
  cutoff: Date | null,
  misfit: () => AppException,
): { start: Date; end: Date | null } | null {
  if (!request.start_at) return null;
  if (cutoff && request.start_at.getTime() < cutoff.getTime()) throw misfit();
  return { start: request.start_at, end: request.end_at };
}

/**
 * The edit to apply to `target` as it is now (null: delete it). An edit filed for a running target
 * proposes only a start, which still applies once it was stopped (keeping the end it got then). An
 * edit or delete filed for a closed target no longer fits a target reopened since: it would end
 * or remove time that runs on.
 */
function changeOf(
  kind: RequestKind,
  target: SpanRow,
  span: { start: Date; end: Date | null } | null,
): { start: Date; end: Date | null; wasOpen: boolean } | null {
  const running = target.end_at === null;
  if (running && (!span || span.end)) {
    throw reviewConflict(kind, 'It is running again since the request was filed.');
  }
  if (!span) return null;
  return { start: span.start, end: span.end ?? target.end_at, wasOpen: running };
}
