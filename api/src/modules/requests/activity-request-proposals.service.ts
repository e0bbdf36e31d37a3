import { Injectable } from '@nestjs/common';
import { ACTIVITY_DETAIL_FIELDS, ErrorKey, RequestKind, RequestType } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { badRequest } from '#src/common/errors/app.exception.js';
import type { Tx } from '#src/database/transactions.js';
import {
  ActivitiesRepository,
  ActivityAccessService,
  type ActivityDetailValues,
  ActivityInputs,
  activityNotFound,
  type ActivityRow,
  detailsDiffer,
  detailsOf,
  requireDetails,
} from '#src/modules/activities/index.js';
import type { FileActivityRequestDto } from './activity-requests.dto.js';
import { ActivityRequestChecksRepository } from './activity-request-checks.repository.js';
import { NO_DETAILS } from './activity-request-details.js';
import { addConflict, overlapConflict } from './request-errors.js';

/** What a request proposes, checked: the full state approval would leave the activity in. */
export interface ActivityProposal {
  idActivity: string | null;
  /** Null for a delete; `end` null for an edit of a running activity. */
  start: number | null;
  end: number | null;
  details: ActivityDetailValues;
}

const KIND = RequestKind.Activity;

/**
 * Checks a member's activity request against their time as it is now, with the rules of direct
 * entries: an add or edit that could never be approved is refused at filing with the key the
 * direct route would answer. Approval checks again (ActivityRequestReviewsService): things change
 * while a request waits.
 */
@Injectable()
export class ActivityRequestProposals {
  constructor(
    private readonly activities: ActivitiesRepository,
    private readonly inputs: ActivityInputs,
    private readonly activityAccess: ActivityAccessService,
    private readonly checks: ActivityRequestChecksRepository,
  ) {}

  propose(
    tx: Tx,
    access: WorkspaceAccess,
    dto: FileActivityRequestDto,
    now: number,
  ): Promise<ActivityProposal> {
    switch (dto.request_type) {
      case RequestType.Add:
        return this.add(tx, access, dto, now);
      case RequestType.Edit:
        return this.edit(tx, access, dto, now);
      case RequestType.Delete:
        return this.remove(tx, access, dto);
    }
  }

  /** A closed activity in the past, within what the plan keeps, inside workspace time if required. */
  private async add(
    tx: Tx,
    access: WorkspaceAccess,
    dto: FileActivityRequestDto,
    now: number,
  ): Promise<ActivityProposal> {
    const { start, end } = dto;
    if (dto.id_timestamp) {
      throw badRequest(ErrorKey.PastActivityInvalid, 'An add names no existing activity.');
    }
    if (
      start === undefined ||
      end === undefined ||
      end <= start ||
      end > now ||
      !this.activityAccess.keeps(access, start)
    ) {
      throw badRequest(
        ErrorKey.PastActivityInvalid,
        'An added activity has a start and an end after it, not later than now, and starts within what the plan keeps.',
      );
    }
    const details = await this.inputs.details(tx, access, dto);
    requireDetails(await this.activities.timestampSettingsOf(access.workspace.id, tx), details);
    const span = { start, end };
    await this.inputs.workspaceTime(
      tx,
      access,
      access.member.idUser,
      span,
      undefined,
      ErrorKey.PastActivityInvalid,
    );
    if (await this.checks.overlapsLiveActivity(who(access), span, null, tx))
      throw addConflict(KIND);
    return { idActivity: null, start, end, details };
  }

  /** Fields left out keep the activity's current values; the proposal holds the whole result. */
  private async edit(
    tx: Tx,
    access: WorkspaceAccess,
    dto: FileActivityRequestDto,
    now: number,
  ): Promise<ActivityProposal> {
    if (!dto.id_timestamp) {
      throw badRequest(ErrorKey.UpdateInvalid, 'An edit names its activity (id_timestamp).');
    }
    const target = await this.ownLiveActivity(tx, access, dto.id_timestamp);
    if (target.end === null && dto.end !== undefined) {
      throw badRequest(ErrorKey.UpdateInvalid, 'A running activity takes no end: stop it instead.');
    }
    const start = dto.start ?? target.start;
    const end = target.end === null ? null : (dto.end ?? target.end);
    if (
      start > now ||
      (end !== null && (end <= start || end > now)) ||
      !this.activityAccess.keeps(access, start)
    ) {
      throw badRequest(
        ErrorKey.UpdateInvalid,
        'An activity ends after it starts, neither later than now, and starts within what the plan keeps.',
      );
    }
    const current = detailsOf(target);
    const detailsSent = ACTIVITY_DETAIL_FIELDS.some((field) => dto[field] !== undefined);
    const details = detailsSent ? await this.inputs.details(tx, access, dto, current) : current;
    if (detailsSent) {
      requireDetails(await this.activities.timestampSettingsOf(access.workspace.id, tx), details);
    }
    const timeChanged = start !== target.start || end !== target.end;
    if (!timeChanged && !detailsDiffer(current, details)) {
      throw badRequest(ErrorKey.UpdateInvalid, 'This edit would change nothing.');
    }
    if (timeChanged) {
      const span = { start, end };
      await this.inputs.workspaceTime(
        tx,
        access,
        target.id_user,
        span,
        undefined,
        ErrorKey.UpdateInvalid,
        target.id_workspace_time,
      );
      if (await this.checks.overlapsLiveActivity(who(access), span, target.id, tx)) {
        throw overlapConflict(KIND);
      }
    }
    return { idActivity: target.id, start, end, details };
  }

  /** A closed activity of the member; the request names nothing but the activity. */
  private async remove(
    tx: Tx,
    access: WorkspaceAccess,
    dto: FileActivityRequestDto,
  ): Promise<ActivityProposal> {
    const extra = [...ACTIVITY_DETAIL_FIELDS, 'start', 'end'] as const;
    if (extra.some((field) => dto[field] !== undefined)) {
      throw badRequest(ErrorKey.DeleteInvalid, 'A delete takes no start, end or details.');
    }
    if (!dto.id_timestamp) {
      throw badRequest(ErrorKey.DeleteInvalid, 'A delete names its activity (id_timestamp).');
    }
    const target = await this.ownLiveActivity(tx, access, dto.id_timestamp);
    if (target.end === null) {
      throw badRequest(ErrorKey.DeleteInvalid, 'This activity is still running: stop it first.');
    }
    return { idActivity: target.id, start: null, end: null, details: NO_DETAILS };
  }

  /** The caller's live activity that the plan still keeps, locked; 404 activity_not_found otherwise. */
  private async ownLiveActivity(tx: Tx, access: WorkspaceAccess, id: string): Promise<ActivityRow> {
    const row = await this.activities.lock(access.workspace.id, id, tx);
    if (
      !row ||
      row.id_user !== access.member.idUser ||
      row.deleted_at !== null ||
      !this.activityAccess.keeps(access, row.start)
    ) {
      throw activityNotFound();
    }
    return row;
  }
}

function who(access: WorkspaceAccess) {
  return { idWorkspace: access.workspace.id, idUser: access.member.idUser };
}
