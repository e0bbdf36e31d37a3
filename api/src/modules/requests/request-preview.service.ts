import { Injectable } from '@nestjs/common';
import { type RequestKind, RequestKind as Kind, type RequestPreview } from '@punchcard/shared';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Clock } from '#src/common/time/clock.js';
import { toActivity } from '#src/modules/activities/index.js';
import { toBreak, WorkspaceTimeReadsService } from '#src/modules/workspace-times/index.js';
import { RequestAccess } from './request-access.service.js';
import { reviewNotFound } from './request-errors.js';
import { proposeActivity, proposeBreak, proposeWorkspaceTime } from './request-proposal.js';
import type { RequestRow } from './request-row.js';
import { RequestTargetsRepository } from './request-targets.repository.js';
import { RequestsRepository } from './requests.repository.js';
import { toTimeRequest } from './request.mapper.js';

type Preview = Pick<RequestPreview, 'current' | 'proposed'>;

/**
 * What a request would change: its target as it is now and as approval would leave it, in the
 * target's own wire shape, so the review screen can show both side by side.
 */
@Injectable()
export class RequestPreviewService {
  constructor(
    private readonly plans: PlanRules,
    private readonly requests: RequestsRepository,
    private readonly targets: RequestTargetsRepository,
    private readonly workspaceTimes: WorkspaceTimeReadsService,
    private readonly access: RequestAccess,
    private readonly clock: Clock,
  ) {}

  /** A request the caller cannot see reads as missing: 404 review_*_not_found of its kind. */
  async preview(
    access: WorkspaceAccess,
    id: string,
    kind: RequestKind = Kind.Activity,
  ): Promise<RequestPreview> {
    const cutoff = this.plans.retentionCutoff(access.workspace.plan, this.clock.now());
    const row = await this.requests.find(access.workspace.id, id, [kind]);
    if (
      !row ||
      (cutoff !== null && row.created_at < cutoff) ||
      !this.access.canView(access, kind, row.id_user)
    ) {
      throw reviewNotFound(kind, 'No such request of this kind that you may see.');
    }
    return { request: toTimeRequest(row), ...(await this.sides(row, cutoff)) };
  }

  private async sides(row: RequestRow, cutoff: Date | null): Promise<Preview> {
    const idWorkspace = row.id_workspace;
    switch (row.kind) {
      case Kind.Activity: {
        const target = row.id_activity
          ? await this.targets.activity(idWorkspace, row.id_activity, cutoff)
          : undefined;
        const current = target ? toActivity(target) : null;
        return { current, proposed: proposeActivity(row, current) };
      }
      case Kind.WorkspaceTime: {
        // Only edits and deletes name a workspace time (the table's target check).
        const target = row.id_workspace_time
          ? await this.targets.workspaceTime(idWorkspace, row.id_workspace_time, cutoff)
          : undefined;
        const current = target ? await this.workspaceTimes.describe(target) : null;
        return { current, proposed: proposeWorkspaceTime(row, current) };
      }
      case Kind.Break: {
        const target = row.id_break
          ? await this.targets.break(idWorkspace, row.id_break, cutoff)
          : undefined;
        const current = target ? toBreak(target) : null;
        return { current, proposed: proposeBreak(row, current) };
      }
    }
  }
}
