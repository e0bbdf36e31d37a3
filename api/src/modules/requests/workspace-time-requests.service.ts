import { Injectable } from '@nestjs/common';
import { ErrorKey, RequestKind, RequestType, type TimeRequest } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { badRequest, conflict } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { type SpanRow, TimePolicy } from '#src/modules/workspace-times/index.js';
import { addConflict, KIND_KEYS, overlapConflict } from './request-errors.js';
import type { NewRequest } from './requests.repository.js';
import {
  type ProposedSpan,
  SpanRequestChecksRepository,
} from './span-request-checks.repository.js';
import type { FileWorkspaceTimeRequestDto, FillDraftRequestDto } from './workspace-requests.dto.js';
import { WorkspaceRequestFiling } from './workspace-request-filing.service.js';
import {
  addedSpan,
  editedSpan,
  filledInput,
  isDraftSpan,
  requireDeletable,
  requiredId,
  type SpanInput,
  type SpanLimits,
} from './workspace-request-spans.js';
import { WorkspaceRequestTargets } from './workspace-request-targets.service.js';

const KIND = RequestKind.WorkspaceTime;

const breakLeftOutside = () =>
  conflict(
    KIND_KEYS[KIND].changeConflict,
    'The workspace time would leave one of its breaks outside it: change the break first.',
  );

/**
 * A member's requests to add, edit or delete their own workspace time, whatever the workspace's
 * settings. Filing checks what can be known now (the member's live time, overlaps, breaks left
 * outside); approval writes and the database decides again.
 */
@Injectable()
export class WorkspaceTimeRequestsService {
  constructor(
    private readonly filing: WorkspaceRequestFiling,
    private readonly targets: WorkspaceRequestTargets,
    private readonly checks: SpanRequestChecksRepository,
    private readonly policy: TimePolicy,
    private readonly clock: Clock,
  ) {}

  async file(access: WorkspaceAccess, dto: FileWorkspaceTimeRequestDto): Promise<TimeRequest> {
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
      if (dto.id_workspace_time) {
        throw badRequest(ErrorKey.BadRequest, 'An add names no workspace time.');
      }
      const span = await this.addable(access, dto, limits);
      values = { ...base, start: span.start, end: span.end, isDraft: isDraftSpan(span) };
    } else {
      const target = await this.targets.ownTime(
        access,
        requiredId(dto.id_workspace_time, 'id_workspace_time'),
      );
      if (dto.request_type === RequestType.Edit) {
        const span = await this.editable(access, target, dto, limits);
        values = {
          ...base,
          idWorkspaceTime: target.id,
          start: span.start,
          end: span.end,
          isDraft: isDraftSpan(span),
        };
      } else {
        requireDeletable(dto, target);
        values = { ...base, idWorkspaceTime: target.id, start: null, end: null, isDraft: false };
      }
    }
    return this.filing.insert(values);
  }

  /** Fills in a draft's end (and maybe a new start): checked as at filing, then submitted. */
  async fill(access: WorkspaceAccess, dto: FillDraftRequestDto): Promise<TimeRequest> {
    const draft = await this.filing.draft(access, KIND, dto.id_request);
    const limits = this.limits(access);
    const input = filledInput(draft.start_at, dto);
    const span =
      draft.request_type === RequestType.Add
        ? await this.addable(access, input, limits)
        : await this.editable(
            access,
            await this.targets.ownTime(access, requiredId(draft.id_workspace_time, 'target')),
            input,
            limits,
          );
    if (!span.end) throw new Error('A filled-in draft has an end');
    return this.filing.submit(access, KIND, draft.id, {
      start: span.start,
      end: span.end,
      now: limits.now,
    });
  }

  private async addable(
    access: WorkspaceAccess,
    input: SpanInput,
    limits: SpanLimits,
  ): Promise<ProposedSpan> {
    const span = addedSpan(input, limits);
    if (await this.checks.overlapsWorkspaceTime(this.who(access), span, null)) {
      throw addConflict(KIND);
    }
    return span;
  }

  private async editable(
    access: WorkspaceAccess,
    target: SpanRow,
    input: SpanInput,
    limits: SpanLimits,
  ): Promise<ProposedSpan> {
    const span = editedSpan(input, target, limits);
    if (await this.checks.overlapsWorkspaceTime(this.who(access), span, target.id)) {
      throw overlapConflict(KIND);
    }
    if (await this.checks.leavesBreakOutside(target.id, span)) throw breakLeftOutside();
    return span;
  }

  private who(access: WorkspaceAccess) {
    return { idWorkspace: access.workspace.id, idUser: access.member.idUser };
  }

  private limits(access: WorkspaceAccess): SpanLimits {
    return { now: this.clock.now(), cutoff: this.policy.cutoff(access) };
  }
}
