import { Injectable } from '@nestjs/common';
import { ErrorKey, fromUnixSeconds, modificationRules, type PunchEntry } from '@punchcard/shared';
import { badRequest } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { Database, sql } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';
import type { DeviceRecord } from '#src/modules/kiosks/index.js';
import { RequestsRepository } from '#src/modules/requests/index.js';
import {
  type ClockAction,
  toClockOut,
  translateViolations,
  WorkspaceTimesRepository,
} from '#src/modules/workspace-times/index.js';

const leftDuringBreak = () =>
  badRequest(ErrorKey.BadRequest, 'left_at is before a break of the open workspace time ended.');

/**
 * A clock-in carrying `left_at` closes the member's forgotten open workspace time, never
 * silently. Where members may change their own time, it ends at `left_at` at once (the clock-out
 * statement, recorded as the member's at this kiosk). Where they may not (approval, or time
 * locked), it ends at the new clock-in and an edit request proposing `left_at` goes to the
 * reviewers, as if the member had filed it. Nothing open before `left_at`: nothing to close.
 */
@Injectable()
export class ForgottenClockOut {
  constructor(
    private readonly db: Database,
    private readonly times: WorkspaceTimesRepository,
    private readonly requests: RequestsRepository,
    private readonly clock: Clock,
  ) {}

  async close(device: DeviceRecord, entry: PunchEntry, action: ClockAction, tx: Tx) {
    const leftAt = fromUnixSeconds(entry.left_at as number);
    if (!(await this.membersLocked(device, tx))) {
      const row = await translateViolations(
        this.times.clockOut({ ...action, now: leftAt }, true, tx),
        { breakOutside: leftDuringBreak },
      );
      return row ? { ...toClockOut(row), edit_request: null } : null;
    }
    const open = await this.db.maybeOne<{
      id: string;
      start_at: Date;
      open_request: string | null;
    }>(
      sql`SELECT wt.id, wt.start_at,
                 (SELECT r.id FROM time_requests r
                   WHERE r.id_workspace_time = wt.id AND r.kind = 'workspace_time'
                     AND r.reviewed_at IS NULL AND r.deleted_at IS NULL) AS open_request
            FROM workspace_times wt
           WHERE wt.id_workspace = ${action.idWorkspace} AND wt.id_user = ${action.idUser}
             AND wt.end_at IS NULL AND wt.deleted_at IS NULL AND wt.start_at < ${leftAt}`,
      tx,
    );
    if (!open) return null;
    const row = await translateViolations(this.times.clockOut(action, true, tx), {});
    if (!row) return null;
    // The time already has a request of its own (one open request per time): that request stays
    // the reviewers' decision, the journal keeps `left_at`, and the member is not stuck at the door.
    if (open.open_request !== null) return { ...toClockOut(row), edit_request: open.open_request };
    const request = await this.requests.insert(
      {
        idWorkspace: action.idWorkspace,
        idUser: action.idUser,
        kind: 'workspace_time',
        requestType: 'EDIT',
        idWorkspaceTime: open.id,
        start: open.start_at,
        end: leftAt,
        reason: `Forgotten clock-out, corrected at the kiosk "${device.kiosk.name}": left at ${leftAt.toISOString()}.`,
        isDraft: false,
        now: this.clock.now(),
      },
      tx,
    );
    return { ...toClockOut(row), edit_request: request.id };
  }

  /** Whether the workspace keeps members from changing their own past time directly. */
  private async membersLocked(device: DeviceRecord, tx: Tx): Promise<boolean> {
    const settings = await this.db.one<{
      isApprovalRequired: boolean;
      isPermissionRequired: boolean;
      isTimeModificationAllowed: boolean;
      isDetailModificationAllowed: boolean;
    }>(
      sql`SELECT is_approval_required AS "isApprovalRequired",
                 is_permission_required AS "isPermissionRequired",
                 is_time_modification_allowed AS "isTimeModificationAllowed",
                 is_detail_modification_allowed AS "isDetailModificationAllowed"
            FROM timestamp_settings WHERE id_workspace = ${device.workspace.id}`,
      tx,
    );
    return modificationRules({
      workspaceApprovalRequired: device.workspace.isApprovalRequired,
      ...settings,
    }).timeLocked;
  }
}
