import { Injectable } from '@nestjs/common';
import { type Break, ErrorKey } from '@punchcard/shared';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { conflict, notFound, preconditionFailed } from '#src/common/errors/app.exception.js';
import type { ClientMetadata } from '#src/common/http/client-meta.decorator.js';
import { Clock } from '#src/common/time/clock.js';
import {
  type BreakRow,
  type ClockAction,
  editedEnd,
  keptMoment,
  memberNotFound,
  pastMoment,
  spanMetadata,
  timeNotFound,
  TimePolicy,
  toBreak,
  translateViolations,
  WorkspaceTimesRepository,
} from '#src/modules/workspace-times/index.js';
import type { AddBreakDto, EditBreakDto } from './breaks.dto.js';
import { BreaksRepository } from './breaks.repository.js';

const breakNotFound = () => notFound(ErrorKey.BreakNotFound, 'No such break in this workspace.');
const openBreakNotFound = () => notFound(ErrorKey.OpenBreakNotFound, 'No break is running.');
const updateConflict = () =>
  conflict(
    ErrorKey.BreakUpdateConflict,
    'The break would overlap another break or fall outside its workspace time.',
  );

/**
 * Breaks: starting and ending them live (the member, or a manager for a member), and changes to
 * recorded breaks under the same rules as workspace time.
 */
@Injectable()
export class BreaksService {
  constructor(
    private readonly plans: PlanRules,
    private readonly breaks: BreaksRepository,
    private readonly times: WorkspaceTimesRepository,
    private readonly policy: TimePolicy,
    private readonly clock: Clock,
  ) {}

  /**
   * Starts a break now in the open workspace time of `idUser`. `forMember`: a manager acting
   * through the member-clocking routes (their error keys, ACTIVE members only).
   */
  async start(
    access: WorkspaceAccess,
    client: ClientMetadata,
    idUser: string,
    forMember: boolean,
  ): Promise<Break> {
    const failed = forMember
      ? () =>
          preconditionFailed(
            ErrorKey.MemberStartBreakFailed,
            'The member is not clocked in or is on a break already.',
          )
      : () =>
          preconditionFailed(
            ErrorKey.StartBreakFailed,
            'You are not clocked in or are on a break already.',
          );
    const row = await translateViolations(
      this.breaks.start(this.action(access, client, idUser), forMember),
      // A racing clock-out closing the workspace time makes the trigger refuse at the end.
      { openBreak: failed, breakOverlap: failed, breakOutside: failed },
    );
    if (row) return toBreak(row);
    if (forMember && !(await this.times.isActiveMember(access.workspace.id, idUser))) {
      throw memberNotFound();
    }
    throw failed();
  }

  async end(
    access: WorkspaceAccess,
    client: ClientMetadata,
    idUser: string,
    forMember: boolean,
  ): Promise<Break> {
    const row = await translateViolations(
      this.breaks.end(this.action(access, client, idUser), forMember),
      { breakOutside: openBreakNotFound },
    );
    if (row) return toBreak(row);
    if (forMember && !(await this.times.isActiveMember(access.workspace.id, idUser))) {
      throw memberNotFound();
    }
    throw openBreakNotFound();
  }

  /** A past break inside one of the owner's workspace times. */
  async add(access: WorkspaceAccess, dto: AddBreakDto): Promise<Break> {
    const cutoff = this.policy.cutoff(access);
    const parent = await this.times.find({
      idWorkspace: access.workspace.id,
      id: dto.id_workspace_time,
      deleted: false,
      cutoff,
    });
    if (!parent) throw timeNotFound();
    await this.policy.requireChange(access, parent.id_user);
    const now = this.clock.now();
    const addConflict = () =>
      conflict(
        ErrorKey.BreakAddConflict,
        'The break would overlap another break or fall outside its workspace time.',
      );
    const row = await translateViolations(
      this.breaks.add({
        idWorkspace: access.workspace.id,
        idUser: parent.id_user,
        idWorkspaceTime: parent.id,
        start: pastMoment(dto.start, now, cutoff, 'start'),
        end: pastMoment(dto.end, now, cutoff, 'end'),
        now,
      }),
      { breakOverlap: addConflict, breakOutside: addConflict },
    );
    return toBreak(row);
  }

  async edit(access: WorkspaceAccess, id: string, dto: EditBreakDto): Promise<Break> {
    const current = await this.found(access, id, false);
    await this.policy.requireChange(access, current.id_user);
    const now = this.clock.now();
    const cutoff = this.policy.cutoff(access);
    const row = await translateViolations(
      this.breaks.edit(access.workspace.id, id, {
        start: keptMoment(current.start_at, dto.start, (seconds) =>
          pastMoment(seconds, now, cutoff, 'start'),
        ),
        end: editedEnd(current.end_at, dto.end, (seconds) =>
          pastMoment(seconds, now, cutoff, 'end'),
        ),
        wasOpen: current.end_at === null,
        now,
      }),
      { breakOverlap: updateConflict, breakOutside: updateConflict },
    );
    if (!row) throw updateConflict();
    return toBreak(row);
  }

  async remove(access: WorkspaceAccess, id: string): Promise<Break> {
    const current = await this.found(access, id, false);
    await this.policy.requireDelete(access, current);
    const row = await this.breaks.setDeletedAt(access.workspace.id, id, this.clock.now());
    if (!row) throw breakNotFound();
    return toBreak(row);
  }

  /** Undoes a soft delete; refused while its workspace time is deleted or another break took its place. */
  async restore(access: WorkspaceAccess, id: string): Promise<Break> {
    const current = await this.found(access, id, true);
    await this.policy.requireChange(access, current.id_user);
    const row = await translateViolations(this.breaks.setDeletedAt(access.workspace.id, id, null), {
      openBreak: updateConflict,
      breakOverlap: updateConflict,
      breakOutside: updateConflict,
    });
    if (!row) throw breakNotFound();
    return toBreak(row);
  }

  private action(access: WorkspaceAccess, client: ClientMetadata, idUser: string): ClockAction {
    return {
      idWorkspace: access.workspace.id,
      idUser,
      actor: access.member.idUser,
      now: this.clock.now(),
      metadata: spanMetadata(this.plans, client, access, 'workspace_time', {}),
    };
  }

  private async found(access: WorkspaceAccess, id: string, deleted: boolean): Promise<BreakRow> {
    const row = await this.breaks.find({
      idWorkspace: access.workspace.id,
      id,
      deleted,
      cutoff: this.policy.cutoff(access),
    });
    if (!row) throw breakNotFound();
    return row;
  }
}
