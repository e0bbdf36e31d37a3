import { Injectable } from '@nestjs/common';
import { ErrorKey, insideDeleteWindow, modificationRules, Permission } from '@punchcard/shared';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { forbidden, notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { WorkspaceTimeReadsRepository } from './workspace-time-reads.repository.js';

/** The recorded span a change concerns: whose it is and when it ended (null while open). */
export interface OwnedSpan {
  id_user: string;
  end_at: Date | null;
}

/**
 * Who may change recorded workspace time and breaks. Live clock actions are always allowed and do
 * not come here. Holders of MANAGE_WORKSPACE_TIME_MODIFICATION change anyone's time; members
 * change only their own, and only while the workspace's settings let them.
 */
@Injectable()
export class TimePolicy {
  constructor(
    private readonly plans: PlanRules,
    private readonly access: WorkspaceAccessService,
    private readonly reads: WorkspaceTimeReadsRepository,
    private readonly clock: Clock,
  ) {}

  /** The oldest start the caller's plan still shows (FREE keeps 35 days); null keeps all. */
  cutoff(access: WorkspaceAccess): Date | null {
    return this.plans.retentionCutoff(access.workspace.plan, this.clock.now());
  }

  /** Adding, editing, reopening or restoring the past time of `idOwner`. */
  async requireChange(access: WorkspaceAccess, idOwner: string): Promise<void> {
    if (this.manages(access)) return;
    this.requireOwn(access, idOwner);
    await this.requireUnlocked(access);
  }

  /**
   * Deleting: one's own entry closed less than a minute ago is a correction anyone may make; later
   * it needs DELETE_WORKSPACE_TIME_AFTER_1MIN (403 delete_window_passed) and, for those who do not
   * manage time, the settings' consent. Another member's needs the manage permission.
   */
  async requireDelete(access: WorkspaceAccess, span: OwnedSpan): Promise<void> {
    const manages = this.manages(access);
    if (span.id_user !== access.member.idUser) {
      if (!manages) this.requireOwn(access, span.id_user);
      return;
    }
    if (span.end_at) {
      const elapsedSeconds = (this.clock.now().getTime() - span.end_at.getTime()) / 1000;
      if (insideDeleteWindow(elapsedSeconds)) return;
      if (!this.access.can(access, Permission.DeleteWorkspaceTimeAfter1Min)) {
        throw forbidden(
          ErrorKey.DeleteWindowPassed,
          'Deleting your own time more than a minute after it ended needs the DELETE_WORKSPACE_TIME_AFTER_1MIN permission.',
        );
      }
    }
    if (!manages) await this.requireUnlocked(access);
  }

  /** Someone else's time is only recorded for a member (in any state) of the workspace. */
  async requireMember(access: WorkspaceAccess, idUser: string): Promise<void> {
    if (idUser === access.member.idUser) return;
    if (!(await this.reads.isMemberOf(access.workspace.id, idUser))) {
      throw notFound(ErrorKey.MemberNotFound, 'No such member in this workspace.');
    }
  }

  /** Reading another member's time needs VIEW_MEMBER_TIMESTAMPS. */
  requireView(access: WorkspaceAccess, idOwner: string): void {
    if (idOwner !== access.member.idUser) {
      this.access.require(access, Permission.ViewMemberTimestamps);
    }
  }

  private manages(access: WorkspaceAccess): boolean {
    return this.access.can(access, Permission.ManageWorkspaceTimeModification);
  }

  private requireOwn(access: WorkspaceAccess, idOwner: string): void {
    if (idOwner !== access.member.idUser) {
      this.access.require(access, Permission.ManageWorkspaceTimeModification);
    }
  }

  private async requireUnlocked(access: WorkspaceAccess): Promise<void> {
    const settings = await this.reads.timeSettings(access.workspace.id);
    const rules = modificationRules({
      workspaceApprovalRequired: access.workspace.isApprovalRequired,
      ...settings,
    });
    if (rules.timeLocked) {
      throw forbidden(
        ErrorKey.TimeModificationNotAllowed,
        'This workspace does not let members change past time directly: file a request instead.',
      );
    }
  }
}
