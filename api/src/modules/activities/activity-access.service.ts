import { Injectable } from '@nestjs/common';
import { ErrorKey, Permission, toUnixSeconds } from '@punchcard/shared';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { forbidden, notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import type { Tx } from '#src/database/transactions.js';
import { type ActivityRow, ActivitiesRepository } from './activities.repository.js';
import { ActivityRefsRepository } from './activity-refs.repository.js';

export const activityNotFound = () => notFound(ErrorKey.ActivityNotFound, 'Activity not found.');

/** The caller's relation to an activity they may act on. */
export interface ActivityHold {
  row: ActivityRow;
  /** It is the caller's own activity. */
  own: boolean;
  /** The caller holds MANAGE_TIMESTAMP_MODIFICATION: no modification rule refuses them. */
  manages: boolean;
}

/**
 * Who may act on which activity. The owner acts on their own; another member's needs
 * MANAGE_TIMESTAMP_MODIFICATION. Someone who may not even see it (no VIEW_MEMBER_TIMESTAMPS)
 * gets 404 like for an activity of another workspace; entries beyond the plan's retention are
 * gone for everyone.
 */
@Injectable()
export class ActivityAccessService {
  constructor(
    private readonly plans: PlanRules,
    private readonly activities: ActivitiesRepository,
    private readonly refs: ActivityRefsRepository,
    private readonly access: WorkspaceAccessService,
    private readonly clock: Clock,
  ) {}

  manages(access: WorkspaceAccess): boolean {
    return this.access.can(access, Permission.ManageTimestampModification);
  }

  canView(access: WorkspaceAccess, idUser: string): boolean {
    return (
      idUser === access.member.idUser ||
      this.access.can(access, Permission.ViewMemberTimestamps) ||
      this.manages(access)
    );
  }

  /** Whether `idUser` is or was a member of the workspace (their time stays readable). */
  isMember(access: WorkspaceAccess, idUser: string): Promise<boolean> {
    return this.refs.isMember(access.workspace.id, idUser);
  }

  cutoff(access: WorkspaceAccess): Date | null {
    return this.plans.retentionCutoff(access.workspace.plan, this.clock.now());
  }

  /** Locks the activity for a change by the caller; any state, the caller checks which it needs. */
  async lockForChange(tx: Tx, access: WorkspaceAccess, id: string): Promise<ActivityHold> {
    const row = await this.activities.lock(access.workspace.id, id, tx);
    if (!row || !this.retained(access, row) || !this.canView(access, row.id_user)) {
      throw activityNotFound();
    }
    const own = row.id_user === access.member.idUser;
    const manages = this.manages(access);
    if (!own && !manages) {
      throw forbidden(
        ErrorKey.Forbidden,
        "Changing another member's activities needs MANAGE_TIMESTAMP_MODIFICATION.",
      );
    }
    return { row, own, manages };
  }

  /** The answer after a change the caller was allowed to make. */
  async describe(access: WorkspaceAccess, id: string): Promise<ActivityRow> {
    const row = await this.activities.find(access.workspace.id, id);
    if (!row) throw activityNotFound();
    return row;
  }

  /** Whether an entry starting then is still kept by the plan (FREE forgets after 35 days). */
  keeps(access: WorkspaceAccess, start: number): boolean {
    const cutoff = this.cutoff(access);
    return cutoff === null || start >= toUnixSeconds(cutoff);
  }

  private retained(access: WorkspaceAccess, row: ActivityRow): boolean {
    return this.keeps(access, row.start);
  }
}
