import { Injectable } from '@nestjs/common';
import {
  type ClockInResult,
  type ClockOutResult,
  ErrorKey,
  type WorkspaceTime,
} from '@punchcard/shared';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { conflict, notFound, preconditionFailed } from '#src/common/errors/app.exception.js';
import type { ClientMetadata } from '#src/common/http/client-meta.decorator.js';
import { Clock } from '#src/common/time/clock.js';
import { spanMetadata } from './span-metadata.js';
import type { SpanRow } from './span-row.js';
import { timeNotFound } from './time-errors.js';
import { editedEnd, keptMoment, pastMoment } from './time-input.js';
import { TimePolicy } from './time-policy.service.js';
import { translateViolations } from './time-violations.js';
import type {
  AddWorkspaceTimeDto,
  ClockInDto,
  ClockOutDto,
  EditWorkspaceTimeDto,
} from './workspace-times.dto.js';
import { WorkspaceTimeReadsService } from './workspace-time-reads.service.js';
import { toClockIn, toClockOut } from './workspace-time.mapper.js';
import { WorkspaceTimesRepository } from './workspace-times.repository.js';

const updateConflict = () =>
  conflict(
    ErrorKey.UpdateConflict,
    'That would overlap another workspace time or leave a break outside it.',
  );
const alreadyClockedIn = () =>
  preconditionFailed(ErrorKey.AlreadyClockedIn, 'You are already clocked in.');

/** The caller's own clocking, and changes to recorded workspace time (own, or anyone's to managers). */
@Injectable()
export class WorkspaceTimesService {
  constructor(
    private readonly plans: PlanRules,
    private readonly times: WorkspaceTimesRepository,
    private readonly reads: WorkspaceTimeReadsService,
    private readonly policy: TimePolicy,
    private readonly clock: Clock,
  ) {}

  /** Opens a workspace time now; the unique index refuses a second open one, even when racing. */
  async clockIn(
    access: WorkspaceAccess,
    client: ClientMetadata,
    dto: ClockInDto,
  ): Promise<ClockInResult> {
    const metadata = spanMetadata(this.plans, client, access, 'workspace_time', {
      location: dto.location_in,
      latitude: dto.latitude_in,
      longitude: dto.longitude_in,
    });
    const own = access.member.idUser;
    const row = await translateViolations(
      this.times.clockIn({
        idWorkspace: access.workspace.id,
        idUser: own,
        actor: own,
        now: this.clock.now(),
        metadata,
      }),
      // An overlap means a clock-out racing this clock-in recorded a later end: still clocked in.
      { openWorkspaceTime: alreadyClockedIn, workspaceTimeOverlap: alreadyClockedIn },
    );
    if (!row) throw new Error('Clock-in inserted nothing');
    return toClockIn(row);
  }

  /** Closes the open workspace time now, ending its open break in the same statement. */
  async clockOut(
    access: WorkspaceAccess,
    client: ClientMetadata,
    dto: ClockOutDto,
  ): Promise<ClockOutResult> {
    const metadata = spanMetadata(this.plans, client, access, 'workspace_time', {
      location: dto.location_out,
      latitude: dto.latitude_out,
      longitude: dto.longitude_out,
    });
    const own = access.member.idUser;
    const row = await translateViolations(
      this.times.clockOut({
        idWorkspace: access.workspace.id,
        idUser: own,
        actor: own,
        now: this.clock.now(),
        metadata,
      }),
      { breakOutside: updateConflict },
    );
    if (!row) throw notFound(ErrorKey.OpenTimeNotFound, 'You are not clocked in.');
    return toClockOut(row);
  }

  /** A past, closed workspace time of the caller, or of another member (`id_user`, managers). */
  async add(access: WorkspaceAccess, dto: AddWorkspaceTimeDto): Promise<WorkspaceTime> {
    const owner = dto.id_user?.toLowerCase() ?? access.member.idUser;
    await this.policy.requireChange(access, owner);
    await this.policy.requireMember(access, owner);
    const now = this.clock.now();
    const cutoff = this.policy.cutoff(access);
    const row = await translateViolations(
      this.times.add(
        access.workspace.id,
        owner,
        pastMoment(dto.start, now, cutoff, 'start'),
        pastMoment(dto.end, now, cutoff, 'end'),
        now,
      ),
      {
        workspaceTimeOverlap: () =>
          conflict(ErrorKey.AddConflict, 'It would overlap another workspace time.'),
      },
    );
    return this.reads.describe(row);
  }

  async edit(
    access: WorkspaceAccess,
    id: string,
    dto: EditWorkspaceTimeDto,
  ): Promise<WorkspaceTime> {
    const current = await this.found(access, id, false);
    await this.policy.requireChange(access, current.id_user);
    const now = this.clock.now();
    const cutoff = this.policy.cutoff(access);
    const start = keptMoment(current.start_at, dto.start, (seconds) =>
      pastMoment(seconds, now, cutoff, 'start'),
    );
    const end = editedEnd(current.end_at, dto.end, (seconds) =>
      pastMoment(seconds, now, cutoff, 'end'),
    );
    const row = await translateViolations(
      this.times.edit(access.workspace.id, id, {
        start,
        end,
        wasOpen: current.end_at === null,
        now,
      }),
      { workspaceTimeOverlap: updateConflict, breakOutside: updateConflict },
    );
    // Clocked out, reopened or deleted meanwhile: the edit was meant for another state.
    if (!row) throw updateConflict();
    return this.reads.describe(row);
  }

  /** Soft delete, with its live breaks. */
  async remove(access: WorkspaceAccess, id: string): Promise<WorkspaceTime> {
    const current = await this.found(access, id, false);
    await this.policy.requireDelete(access, current);
    const row = await this.times.softDelete(access.workspace.id, id, this.clock.now());
    if (!row) throw timeNotFound();
    return this.reads.describe(row);
  }

  /** Clears the end of the member's latest workspace time so it runs on. */
  async reopen(access: WorkspaceAccess, id: string): Promise<WorkspaceTime> {
    const current = await this.found(access, id, false);
    await this.policy.requireChange(access, current.id_user);
    if (current.end_at === null) throw alreadyClockedIn();
    const row = await translateViolations(
      this.times.reopen(access.workspace.id, id, this.clock.now()),
      {
        openWorkspaceTime: alreadyClockedIn,
        workspaceTimeOverlap: () =>
          conflict(ErrorKey.UpdateConflict, 'Only the latest workspace time can be reopened.'),
      },
    );
    if (!row) {
      if (await this.times.hasOpen(access.workspace.id, current.id_user)) throw alreadyClockedIn();
      throw updateConflict();
    }
    return this.reads.describe(row);
  }

  /** Undoes a soft delete, with the breaks deleted together with it. */
  async restore(access: WorkspaceAccess, id: string): Promise<WorkspaceTime> {
    const current = await this.found(access, id, true);
    await this.policy.requireChange(access, current.id_user);
    const row = await translateViolations(this.times.restore(access.workspace.id, id), {
      workspaceTimeOverlap: updateConflict,
      openWorkspaceTime: updateConflict,
      breakOverlap: updateConflict,
      breakOutside: updateConflict,
    });
    if (!row) throw timeNotFound();
    return this.reads.describe(row);
  }

  private async found(access: WorkspaceAccess, id: string, deleted: boolean): Promise<SpanRow> {
    const row = await this.times.find({
      idWorkspace: access.workspace.id,
      id,
      deleted,
      cutoff: this.policy.cutoff(access),
    });
    if (!row) throw timeNotFound();
    return row;
  }
}
