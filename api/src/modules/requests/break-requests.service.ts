import { Injectable } from '@nestjs/common';
import { ErrorKey, RequestKind, RequestType, type TimeRequest } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { badRequest } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { type BreakRow, type SpanRow, TimePolicy } from '#src/modules/workspace-times/index.js';
import { addConflict, overlapConflict, targetNotFound } from './request-errors.js';
import type { NewRequest } from './requests.repository.js';
import {
  type ProposedSpan,
  SpanRequestChecksRepository,
} from './span-request-checks.repository.js';
import type { FileBreakRequestDto, FillDraftRequestDto } from './workspace-requests.dto.js';
import { WorkspaceRequestFiling } from './workspace-request-filing.service.js';
import {
  addedSpan,
  editedSpan,
  filledInput,
  insideParent,
  isDraftSpan,
  requireDeletable,
  requiredId,
  type SpanInput,
  type SpanLimits,
} from './workspace-request-spans.js';
import { WorkspaceRequestTargets } from './workspace-request-targets.service.js';

const KIND = RequestKind.Break;

/**
 * A member's requests to add, edit or delete breaks of their own workspace time. A proposed
 * break must lie inside its workspace time and overlap none of its other live breaks (409
 * add_break_conflict); approval writes and the database decides again.
 */
@Injectable()
export class BreakRequestsService {
  constructor(
    private readonly filing: WorkspaceRequestFiling,
    private readonly targets: WorkspaceRequestTargets,
    private readonly checks: SpanRequestChecksRepository,
    private readonly policy: TimePolicy,
    private readonly clock: Clock,
  ) {}

  async file(access: WorkspaceAccess, dto: FileBreakRequestDto): Promise<TimeRequest> {
    const limits = this.limits(access);
    const base = {
      idWorkspace: access.workspace.id,
      idUser: access.member.idUser,
      kind: KIND,
      requestType: dto.request_type,
      reason: dto.reason,
      now: limits.now,
    };
    let values: NewRequest;
    if (dto.request_type === RequestType.Add) {
      if (dto.id_break_time) throw badRequest(ErrorKey.BadRequest, 'An add names no break.');
      const parent = await this.targets.ownTime(
        access,
        requiredId(dto.id_workspace_time, 'id_workspace_time'),
      );
      const span = await this.addable(parent, dto, limits);
      values = {
        ...base,
        idWorkspaceTime: parent.id,
        start: span.start,
        end: span.end,
        isDraft: isDraftSpan(span),
      };
    } else {
      const target = await this.target(access, dto);
      const names = { idWorkspaceTime: target.id_workspace_time, idBreak: target.id };
      if (dto.request_type === RequestType.Edit) {
        const parent = await this.targets.ownTime(access, target.id_workspace_time);
        const span = await this.editable(parent, target, dto, limits);
        values = {
          ...base,
          ...names,
          start: span.start,
          end: span.end,
          isDraft: isDraftSpan(span),
        };
      } else {
        requireDeletable(dto, target);
        values = { ...base, ...names, start: null, end: null, isDraft: false };
      }
    }
    return this.filing.insert(values);
  }

  /** Fills in a draft's end (and maybe a new start): checked as at filing, then submitted. */
  async fill(access: WorkspaceAccess, dto: FillDraftRequestDto): Promise<TimeRequest> {
    const draft = await this.filing.draft(access, KIND, dto.id_request);
    const limits = this.limits(access);
    const input = filledInput(draft.start_at, dto);
    const parent = await this.targets.ownTime(
      access,
      requiredId(draft.id_workspace_time, 'parent'),
    );
    let span: ProposedSpan;
    if (draft.request_type === RequestType.Add) {
      span = await this.addable(parent, input, limits);
    } else {
      const target = await this.targets.ownBreak(access, requiredId(draft.id_break, 'target'));
      span = await this.editable(parent, target, input, limits);
    }
    if (!span.end) throw new Error('A filled-in draft has an end');
    return this.filing.submit(access, KIND, draft.id, {
      start: span.start,
      end: span.end,
      now: limits.now,
    });
  }

  /**
   * The break an edit or delete names, one of the caller's live ones; when the workspace time is
   * named too, it must be the caller's (404 workspace_time_not_found) and hold the break.
   */
  private async target(access: WorkspaceAccess, dto: FileBreakRequestDto): Promise<BreakRow> {
    const id = requiredId(dto.id_break_time, 'id_break_time');
    if (dto.id_workspace_time) await this.targets.ownTime(access, dto.id_workspace_time);
    const target = await this.targets.ownBreak(access, id);
    if (dto.id_workspace_time && dto.id_workspace_time !== target.id_workspace_time) {
      throw targetNotFound(KIND);
    }
    return target;
  }

  private async addable(
    parent: SpanRow,
    input: SpanInput,
    limits: SpanLimits,
  ): Promise<ProposedSpan> {
    const span = addedSpan(input, limits);
    if (!insideParent(span, parent) || (await this.checks.overlapsBreak(parent.id, span, null))) {
      throw addConflict(KIND);
    }
    return span;
  }

  private async editable(
    parent: SpanRow,
    target: BreakRow,
    input: SpanInput,
    limits: SpanLimits,
  ): Promise<ProposedSpan> {
    const span = editedSpan(input, target, limits);
    if (
      !insideParent(span, parent) ||
      (await this.checks.overlapsBreak(parent.id, span, target.id))
    ) {
      throw overlapConflict(KIND);
    }
    return span;
  }

  private limits(access: WorkspaceAccess): SpanLimits {
    return { now: this.clock.now(), cutoff: this.policy.cutoff(access) };
  }
}
