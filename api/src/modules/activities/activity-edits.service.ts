import { Injectable } from '@nestjs/common';
import {
  ACTIVITY_DETAIL_FIELDS,
  insideDeleteWindow,
  type Activity,
  ErrorKey,
  fromUnixSeconds,
  Permission,
  toUnixSeconds,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { badRequest, forbidden, notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { Transactions } from '#src/database/transactions.js';
import type { ActivityFeedbackDto, UpdateActivityDto } from './activities.dto.js';
import { type ActivityValues, ActivitiesRepository } from './activities.repository.js';
import { ActivityAccessService } from './activity-access.service.js';
import { ActivityInputs } from './activity-inputs.service.js';
import { toActivity } from './activity.mapper.js';
import {
  cleanText,
  detailColumns,
  detailsDiffer,
  detailsOf,
  workspaceModificationRules,
  refuseModification,
  requireDetails,
  spanWrite,
} from './activity-rules.js';

/**
 * Editing, feedback, soft delete and restore. The owner changes their own activities within the
 * workspace's modification rules; MANAGE_TIMESTAMP_MODIFICATION holders change anyone's and are
 * never refused by those rules.
 */
@Injectable()
export class ActivityEditsService {
  constructor(
    private readonly activities: ActivitiesRepository,
    private readonly inputs: ActivityInputs,
    private readonly activityAccess: ActivityAccessService,
    private readonly access: WorkspaceAccessService,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  /**
   * Only the fields sent change. A member may move the start of their running activity and edit
   * its details; the time and details of closed ones follow the modification rules.
   */
  async update(access: WorkspaceAccess, id: string, dto: UpdateActivityDto): Promise<Activity> {
    const now = this.clock.now();
    const nowSeconds = toUnixSeconds(now);
    await spanWrite(
      this.transactions.run(async (tx) => {
        const { row, own, manages } = await this.activityAccess.lockForChange(tx, access, id);
        if (row.deleted_at !== null) {
          throw notFound(ErrorKey.UpdateDeleted, 'This activity was deleted.');
        }
        const start = dto.start ?? row.start;
        const end = dto.end ?? row.end;
        if (
          start > nowSeconds ||
          (end !== null && (end <= start || end > nowSeconds)) ||
          !this.activityAccess.keeps(access, start)
        ) {
          throw badRequest(
            ErrorKey.UpdateInvalid,
            'An activity ends after it starts, neither later than now, and starts within what the plan keeps.',
          );
        }
        const settings = await this.activities.timestampSettingsOf(access.workspace.id, tx);
        const current = detailsOf(row);
        const detailsSent = ACTIVITY_DETAIL_FIELDS.some((field) => dto[field] !== undefined);
        const details = detailsSent ? await this.inputs.details(tx, access, dto, current) : current;
        const timeChanged = start !== row.start || end !== row.end;
        if (!manages) {
          const rules = workspaceModificationRules(access.workspace, settings);
          const closed = row.end !== null;
          if (rules.timeLocked && (closed ? timeChanged : end !== null)) {
            refuseModification('changing the time of past activities');
          }
          if (rules.detailsLocked && closed && detailsDiffer(current, details)) {
            refuseModification('changing the details of past activities');
          }
        }
        if (detailsSent) requireDetails(settings, details);
        const values: ActivityValues = { editedAt: now };
        if (dto.id_workspace_time !== undefined || timeChanged) {
          values.idWorkspaceTime = await this.inputs.workspaceTime(
            tx,
            access,
            row.id_user,
            { start, end },
            dto.id_workspace_time,
            ErrorKey.UpdateInvalid,
            row.id_workspace_time,
          );
        }
        if (detailsSent) Object.assign(values, detailColumns(details));
        if (dto.note !== undefined) values.note = cleanText(dto.note);
        if (start !== row.start) values.startAt = fromUnixSeconds(start);
        if (end !== row.end && end !== null) {
          values.endAt = fromUnixSeconds(end);
          if (row.end === null && !own) values.stoppedBy = access.member.idUser;
        }
        await this.activities.update(id, values, tx);
        if (dto.id_tags !== undefined) await this.activities.setTags(id, details.tags, tx);
      }),
      ErrorKey.UpdateInvalid,
    );
    return toActivity(await this.activityAccess.describe(access, id));
  }

  /** A manager's feedback (the route needs MANAGE_TIMESTAMP_MODIFICATION); empty clears it. */
  async feedback(access: WorkspaceAccess, id: string, dto: ActivityFeedbackDto): Promise<Activity> {
    await this.transactions.run(async (tx) => {
      const { row } = await this.activityAccess.lockForChange(tx, access, id);
      if (row.deleted_at !== null) {
        throw notFound(ErrorKey.UpdateDeleted, 'This activity was deleted.');
      }
      await this.activities.update(id, { feedback: cleanText(dto.feedback) }, tx);
    });
    return toActivity(await this.activityAccess.describe(access, id));
  }

  /**
   * Soft delete. A running activity can always be discarded by its owner, and a closed one within
   * a minute of its end (undoing a stop); later, deleting one's own closed activity needs
   * DELETE_CLOSED_TIMESTAMP_AFTER_1MIN and is subject to the modification rules.
   */
  async remove(access: WorkspaceAccess, id: string): Promise<Activity> {
    const now = this.clock.now();
    await this.transactions.run(async (tx) => {
      const { row, own, manages } = await this.activityAccess.lockForChange(tx, access, id);
      if (row.deleted_at !== null) {
        throw notFound(ErrorKey.TimestampDeletedAlready, 'This activity is already deleted.');
      }
      const pastWindow = row.end !== null && !insideDeleteWindow(toUnixSeconds(now) - row.end);
      if (own && pastWindow) {
        if (!this.access.can(access, Permission.DeleteClosedTimestampAfter1Min)) {
          throw forbidden(
            ErrorKey.DeleteWindowPassed,
            'Deleting your activity more than a minute after it ended needs DELETE_CLOSED_TIMESTAMP_AFTER_1MIN.',
          );
        }
        const settings = await this.activities.timestampSettingsOf(access.workspace.id, tx);
        if (!manages && workspaceModificationRules(access.workspace, settings).timeLocked) {
          refuseModification('deleting past activities');
        }
      }
      await this.activities.update(id, { deletedAt: now }, tx);
    });
    return toActivity(await this.activityAccess.describe(access, id));
  }

  /** Undoes a soft delete; 409 activity_conflict when something took its time meanwhile. */
  async restore(access: WorkspaceAccess, id: string): Promise<Activity> {
    await spanWrite(
      this.transactions.run(async (tx) => {
        const { row, manages } = await this.activityAccess.lockForChange(tx, access, id);
        if (row.deleted_at === null) {
          throw notFound(ErrorKey.ActivityNotFound, 'No deleted activity with this id.');
        }
        const settings = await this.activities.timestampSettingsOf(access.workspace.id, tx);
        if (
          !manages &&
          row.end !== null &&
          workspaceModificationRules(access.workspace, settings).timeLocked
        ) {
          refuseModification('restoring past activities');
        }
        await this.activities.update(id, { deletedAt: null }, tx);
      }),
      ErrorKey.UpdateInvalid,
    );
    return toActivity(await this.activityAccess.describe(access, id));
  }
}
