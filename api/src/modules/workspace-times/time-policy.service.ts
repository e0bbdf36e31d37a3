import { Injectable } from '@nestjs/common';
import { ErrorKey, Permission, retentionCutoff } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { forbidden } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import {
  type TimeSettingsRow,
  WorkspaceTimeReadsRepository,
} from './workspace-time-reads.repository.js';

/** Deleting one's own closed entry later than this after its end needs a permission. */
export const DELETE_WINDOW_MS = 60_000;

/** The recorded span a change concerns: whose it is and when it ended (null while open). */
export interface OwnedSpan {
  id_user: string;
  end_at: Date | null;
}

/**
 * Whether members must go through requests instead of changing past time themselves: when the
 * workspace (or its timestamp settings) requires approval, or when the settings' master switch
 * `is_permission_required` is on and `is_time_modification_allowed` is off. The modification flag
 * counts only under the master switch, since every setting defaults to false.
 */
export function pastTimeLocked(workspaceApprovalRequired: boolean, settings: TimeSettingsRow) {
  return (
    workspaceApprovalRequired ||
    settings.is_approval_required ||
    (settings.is_permission_required && !settings.is_time_modification_allowed)
  );
}

/**
 * Who may change recorded workspace time and breaks. Live clock actions are always allowed and do
 * not come here. Holders of MANAGE_WORKSPACE_TIME_MODIFICATION change anyone's time; members
 * change only their own, and only while the workspace's settings let them.
 */
@Injectable()
export class TimePolicy {
  constructor(
    private readonly access: WorkspaceAccessService,
    private readonly reads: WorkspaceTimeReadsRepository,
    private readonly clock: Clock,
  ) {}

  /** The oldest start the caller's plan still shows (FREE keeps 35 days); null keeps all. */
  cutoff(access: WorkspaceAccess): Date | null {
    return retentionCutoff(access.workspace.plan, this.clock.now());
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
      if (this.clock.now().getTime() - span.end_at.getTime() <= DELETE_WINDOW_MS) return;
      if (!this.access.can(access, Permission.DeleteWorkspaceTimeAfter1Min)) {
        throw forbidden(
          ErrorKey.DeleteWindowPassed,
          'Deleting your own time more than a minute after it ended needs the DELETE_WORKSPACE_TIME_AFTER_1MIN permission.',
        );
      }
    }
    if (!manages) await this.requireUnlocked(access);
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
    if (pastTimeLocked(access.workspace.isApprovalRequired, settings)) {
      throw forbidden(
        ErrorKey.TimeModificationNotAllowed,
        'This workspace does not let members change past time directly: file a request instead.',
      );
    }
  }
}
