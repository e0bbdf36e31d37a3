import { Injectable } from '@nestjs/common';
import {
  ACTIVITY_LIST_MAX_DAYS,
  type Activity,
  type AddActivityResponse,
  type CurrentActivity,
  ErrorKey,
  fromUnixSeconds,
  Permission,
  RECENT_ACTIONS_LIMIT,
  type StartActivityResponse,
  type StopActivityResponse,
  toUnixSeconds,
} from '@punchcard/shared';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { badRequest, notFound } from '#src/common/errors/app.exception.js';
import type { ClientMetadata } from '#src/common/http/client-meta.decorator.js';
import { Clock } from '#src/common/time/clock.js';
import { Transactions, type Tx } from '#src/database/transactions.js';
import { spanMetadata } from '#src/modules/workspace-times/index.js';
import { RecentActionsRepository } from '#src/modules/workspaces/index.js';
import type {
  AddActivityDto,
  ListActivitiesQueryDto,
  StartActivityDto,
  StopActivityDto,
} from './activities.dto.js';
import { ActivitiesRepository } from './activities.repository.js';
import { ActivityAccessService } from './activity-access.service.js';
import { ActivityInputs } from './activity-inputs.service.js';
import { toActivity } from './activity.mapper.js';
import {
  type ActivityDetailValues,
  detailColumns,
  workspaceModificationRules,
  refuseModification,
  requireDetails,
  spanWrite,
  wholeSeconds,
} from './activity-rules.js';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Starting and stopping activities (live clock actions, always allowed to their owner), adding
 * past ones, and reading them. The database keeps a member's live activities from overlapping,
 * which also makes a second running activity impossible: a start never checks first.
 */
@Injectable()
export class ActivitiesService {
  constructor(
    private readonly plans: PlanRules,
    private readonly activities: ActivitiesRepository,
    private readonly inputs: ActivityInputs,
    private readonly activityAccess: ActivityAccessService,
    private readonly access: WorkspaceAccessService,
    private readonly recentActions: RecentActionsRepository,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  async start(
    access: WorkspaceAccess,
    dto: StartActivityDto,
    client: ClientMetadata,
  ): Promise<StartActivityResponse> {
    requireActiveWorkspace(access, dto.id_workspace);
    const now = wholeSeconds(this.clock.now());
    const start = dto.start === undefined ? now : fromUnixSeconds(dto.start);
    if (start > now || !this.activityAccess.keeps(access, toUnixSeconds(start))) {
      throw badRequest(
        ErrorKey.DetailsInvalid,
        'An activity starts not later than now, and not before what the plan keeps.',
      );
    }
    const metadata = spanMetadata(this.plans, client, access, 'timestamp', {
      location: dto.location_in,
      latitude: dto.latitude_in,
      longitude: dto.longitude_in,
    });
    const idUser = access.member.idUser;
    const id = await spanWrite(
      this.transactions.run(async (tx) => {
        const settings = await this.activities.timestampSettingsOf(access.workspace.id, tx);
        const details = await this.inputs.details(tx, access, dto);
        requireDetails(settings, details);
        const idWorkspaceTime = await this.inputs.workspaceTime(
          tx,
          access,
          idUser,
          { start: toUnixSeconds(start), end: null },
          dto.id_workspace_time,
          ErrorKey.DetailsInvalid,
        );
        const created = await this.activities.insert(
          {
            idWorkspace: access.workspace.id,
            idUser,
            idWorkspaceTime,
            ...detailColumns(details),
            startAt: start,
            locationIn: metadata.location,
            latitudeIn: metadata.latitude,
            longitudeIn: metadata.longitude,
            userAgentIn: metadata.userAgent,
            ipAddressIn: metadata.ipAddress,
          },
          tx,
        );
        await this.activities.setTags(created, details.tags, tx);
        await this.recordRecent(tx, access, details, now);
        return created;
      }),
      ErrorKey.DetailsInvalid,
    );
    return {
      id,
      start: toUnixSeconds(start),
      user_agent_in: metadata.userAgent,
      ip_address_in: metadata.ipAddress,
    };
  }

  /** The owner stops their running activity; a manager may stop a member's. */
  async stop(
    access: WorkspaceAccess,
    id: string,
    dto: StopActivityDto,
    client: ClientMetadata,
  ): Promise<StopActivityResponse> {
    const end = wholeSeconds(this.clock.now());
    const metadata = spanMetadata(this.plans, client, access, 'timestamp', {
      location: dto.location_out,
      latitude: dto.latitude_out,
      longitude: dto.longitude_out,
    });
    await spanWrite(
      this.transactions.run(async (tx) => {
        const { row, own } = await this.activityAccess.lockForChange(tx, access, id);
        if (row.deleted_at !== null)
          throw notFound(ErrorKey.ActivityNotFound, 'Activity not found.');
        if (row.end !== null) {
          throw notFound(ErrorKey.TimestampStopped, 'This activity was already stopped.');
        }
        if (toUnixSeconds(end) <= row.start) {
          throw badRequest(ErrorKey.StopBadRequest, 'An activity must run at least one second.');
        }
        await this.activities.update(
          id,
          {
            endAt: end,
            stoppedBy: own ? null : access.member.idUser,
            locationOut: metadata.location,
            latitudeOut: metadata.latitude,
            longitudeOut: metadata.longitude,
            userAgentOut: metadata.userAgent,
            ipAddressOut: metadata.ipAddress,
          },
          tx,
        );
      }),
      ErrorKey.StopBadRequest,
    );
    return {
      end: toUnixSeconds(end),
      user_agent_out: metadata.userAgent,
      ip_address_out: metadata.ipAddress,
    };
  }

  /**
   * A closed activity in the past, the caller's own. Members file requests instead when the
   * workspace locks time changes; MANAGE_TIMESTAMP_MODIFICATION holders are never refused.
   */
  async add(access: WorkspaceAccess, dto: AddActivityDto): Promise<AddActivityResponse> {
    requireActiveWorkspace(access, dto.id_workspace);
    const now = this.clock.now();
    if (
      dto.end <= dto.start ||
      fromUnixSeconds(dto.end) > now ||
      !this.activityAccess.keeps(access, dto.start)
    ) {
      throw badRequest(
        ErrorKey.PastActivityInvalid,
        'A past activity ends after it starts, not later than now, and starts within what the plan keeps.',
      );
    }
    const idUser = access.member.idUser;
    const id = await spanWrite(
      this.transactions.run(async (tx) => {
        const settings = await this.activities.timestampSettingsOf(access.workspace.id, tx);
        if (
          !this.activityAccess.manages(access) &&
          workspaceModificationRules(access.workspace, settings).timeLocked
        ) {
          refuseModification('adding past activities');
        }
        const details = await this.inputs.details(tx, access, dto);
        requireDetails(settings, details);
        const idWorkspaceTime = await this.inputs.workspaceTime(
          tx,
          access,
          idUser,
          { start: dto.start, end: dto.end },
          dto.id_workspace_time,
          ErrorKey.PastActivityInvalid,
        );
        const created = await this.activities.insert(
          {
            idWorkspace: access.workspace.id,
            idUser,
            idWorkspaceTime,
            ...detailColumns(details),
            startAt: fromUnixSeconds(dto.start),
            endAt: fromUnixSeconds(dto.end),
            addedAt: now,
          },
          tx,
        );
        await this.activities.setTags(created, details.tags, tx);
        await this.recordRecent(tx, access, details, now);
        return created;
      }),
      ErrorKey.PastActivityInvalid,
    );
    return { id, start: dto.start, end: dto.end };
  }

  /**
   * One member's live activities intersecting [start, end), by start. Another member's need
   * VIEW_MEMBER_TIMESTAMPS (403); a user who is not a member here is 404.
   */
  async list(access: WorkspaceAccess, query: ListActivitiesQueryDto): Promise<Activity[]> {
    if (
      query.end <= query.start ||
      query.end - query.start > ACTIVITY_LIST_MAX_DAYS * DAY_SECONDS
    ) {
      throw badRequest(
        ErrorKey.BadRequest,
        `end must be after start, at most ${ACTIVITY_LIST_MAX_DAYS} days later.`,
      );
    }
    const idUser = query.id_user?.toLowerCase() ?? access.member.idUser;
    if (idUser !== access.member.idUser) {
      this.access.require(access, Permission.ViewMemberTimestamps);
      if (!(await this.activityAccess.isMember(access, idUser))) {
        throw notFound(ErrorKey.MemberNotFound, 'No such member in this workspace.');
      }
    }
    const rows = await this.activities.list({
      idWorkspace: access.workspace.id,
      idUser,
      from: fromUnixSeconds(query.start),
      to: fromUnixSeconds(query.end),
      cutoff: this.activityAccess.cutoff(access),
      idProject: query.id_project,
      idTask: query.id_task,
      idCategory: query.id_category,
      idTag: query.id_tag,
    });
    return rows.map(toActivity);
  }

  async current(access: WorkspaceAccess): Promise<CurrentActivity> {
    const row = await this.activities.findOpen(
      access.workspace.id,
      access.member.idUser,
      this.activityAccess.cutoff(access),
    );
    return { activity: row ? toActivity(row) : null };
  }

  /** What was just used becomes a recent action, unless it names nothing at all. */
  private async recordRecent(
    tx: Tx,
    access: WorkspaceAccess,
    details: ActivityDetailValues,
    usedAt: Date,
  ): Promise<void> {
    const { idProject, idTask, idCategory, tags, description } = details;
    if (!idProject && !idTask && !idCategory && tags.length === 0 && !description) return;
    await this.recentActions.record(
      {
        idWorkspace: access.workspace.id,
        idUser: access.member.idUser,
        idProject,
        idTask,
        idCategory,
        idTags: tags,
        description,
      },
      usedAt,
      RECENT_ACTIONS_LIMIT,
      tx,
    );
  }
}

/** Activities are created in the caller's active workspace; naming another is 404. */
function requireActiveWorkspace(access: WorkspaceAccess, idWorkspace: string | undefined): void {
  if (idWorkspace !== undefined && idWorkspace.toLowerCase() !== access.workspace.id) {
    throw notFound(ErrorKey.WorkspaceNotFound, 'Activities are recorded in your active workspace.');
  }
}
