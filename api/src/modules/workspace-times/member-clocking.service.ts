import { Injectable } from '@nestjs/common';
import { type ClockInResult, type ClockOutResult, ErrorKey } from '@punchcard/shared';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { conflict, notFound, preconditionFailed } from '#src/common/errors/app.exception.js';
import type { ClientMetadata } from '#src/common/http/client-meta.decorator.js';
import { Clock } from '#src/common/time/clock.js';
import { spanMetadata } from './span-metadata.js';
import { memberNotFound } from './time-errors.js';
import { translateViolations } from './time-violations.js';
import type { ClockInDto, ClockOutDto } from './workspace-times.dto.js';
import { toClockIn, toClockOut } from './workspace-time.mapper.js';
import { WorkspaceTimesRepository } from './workspace-times.repository.js';

/**
 * A manager clocking a member (`{id}` is the member's user id; the route needs
 * MANAGE_WORKSPACE_TIME_MODIFICATION). Only ACTIVE members can be clocked; the manager is recorded
 * as who started or stopped the time, and the metadata is the manager's request.
 */
@Injectable()
export class MemberClockingService {
  constructor(
    private readonly plans: PlanRules,
    private readonly times: WorkspaceTimesRepository,
    private readonly clock: Clock,
  ) {}

  async clockIn(
    access: WorkspaceAccess,
    idUser: string,
    client: ClientMetadata,
    dto: ClockInDto,
  ): Promise<ClockInResult> {
    const alreadyIn = () =>
      preconditionFailed(ErrorKey.MemberAlreadyClockedIn, 'The member is already clocked in.');
    const row = await translateViolations(
      this.times.clockIn(
        {
          idWorkspace: access.workspace.id,
          idUser,
          actor: access.member.idUser,
          now: this.clock.now(),
          metadata: spanMetadata(this.plans, client, access, 'workspace_time', {
            location: dto.location_in,
            latitude: dto.latitude_in,
            longitude: dto.longitude_in,
          }),
        },
        true,
      ),
      { openWorkspaceTime: alreadyIn, workspaceTimeOverlap: alreadyIn },
    );
    if (!row) throw memberNotFound();
    return toClockIn(row);
  }

  async clockOut(
    access: WorkspaceAccess,
    idUser: string,
    client: ClientMetadata,
    dto: ClockOutDto,
  ): Promise<ClockOutResult> {
    const row = await translateViolations(
      this.times.clockOut(
        {
          idWorkspace: access.workspace.id,
          idUser,
          actor: access.member.idUser,
          now: this.clock.now(),
          metadata: spanMetadata(this.plans, client, access, 'workspace_time', {
            location: dto.location_out,
            latitude: dto.latitude_out,
            longitude: dto.longitude_out,
          }),
        },
        true,
      ),
      {
        breakOutside: () =>
          conflict(ErrorKey.UpdateConflict, 'A break started meanwhile: try again.'),
      },
    );
    if (row) return toClockOut(row);
    if (!(await this.times.isActiveMember(access.workspace.id, idUser))) throw memberNotFound();
    throw notFound(ErrorKey.MemberOpenTimeNotFound, 'The member is not clocked in.');
  }
}
