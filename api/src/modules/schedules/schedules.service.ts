import { Injectable } from '@nestjs/common';
import {
  ErrorKey,
  type IsoWeekday,
  type MemberScheduleOverride,
  type MemberScheduleView,
  Permission,
  toUnixSeconds,
  type WorkspaceScheduleView,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { Transactions, type Tx } from '#src/database/transactions.js';
import {
  DEFAULT_SCHEDULE,
  inForce,
  localToday,
  toWorkSchedule,
  workingHoursOf,
  workspaceScheduleOn,
} from './schedule-rules.js';
import type { UpdateMemberScheduleDto, UpdateWorkspaceScheduleDto } from './schedules.dto.js';
import { type NamedScheduleVersion, SchedulesRepository } from './schedules.repository.js';

/**
 * The workspace's weekly schedule and members' own. A change is a new version from a local date
 * (today unless told); writing the same date again replaces that version, so earlier days keep
 * the schedule they had and last year's reports do not move.
 */
@Injectable()
export class SchedulesService {
  constructor(
    private readonly schedules: SchedulesRepository,
    private readonly access: WorkspaceAccessService,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  async workspaceView(
    access: WorkspaceAccess,
    weekStart?: IsoWeekday,
  ): Promise<WorkspaceScheduleView> {
    const { id, timeZone } = access.workspace;
    const today = this.today(access);
    const [versions, memberVersions] = await Promise.all([
      this.schedules.workspaceVersions(id),
      this.schedules.memberVersionsFrom(id, today),
    ]);
    return {
      time_zone: timeZone,
      week_start: weekStart ?? (access.workspace.weekStart as IsoWeekday),
      current: workspaceScheduleOn(versions, today),
      history: [
        ...versions.map((version) => toWorkSchedule(version.effectiveFrom, version.days)),
        DEFAULT_SCHEDULE,
      ],
      overrides: overridesFrom(memberVersions),
    };
  }

  async updateWorkspace(
    access: WorkspaceAccess,
    dto: UpdateWorkspaceScheduleDto,
  ): Promise<WorkspaceScheduleView> {
    const days = workingHoursOf(dto.days);
    const effectiveFrom = dto.effective_from ?? this.today(access);
    await this.transactions.run(async (tx) => {
      await this.schedules.saveVersion(
        {
          idWorkspace: access.workspace.id,
          idUser: null,
          effectiveFrom,
          followsWorkspace: false,
          createdBy: access.member.idUser,
          days,
        },
        tx,
      );
      if (dto.week_start !== undefined) {
        await this.schedules.setWeekStart(access.workspace.id, dto.week_start, tx);
      }
    });
    return this.workspaceView(access, dto.week_start);
  }

  /** The member themself, or someone who may see members' time (else 403). */
  async memberView(access: WorkspaceAccess, idUser: string): Promise<MemberScheduleView> {
    if (idUser !== access.member.idUser)
      this.access.require(access, Permission.ViewMemberTimestamps);
    await this.requireMember(access, idUser);
    return this.memberScheduleOf(access, idUser);
  }

  async updateMember(
    access: WorkspaceAccess,
    idUser: string,
    dto: UpdateMemberScheduleDto,
  ): Promise<MemberScheduleView> {
    const days = workingHoursOf(dto.days);
    await this.saveMemberVersion(access, idUser, dto.effective_from, false, days);
    return this.memberScheduleOf(access, idUser);
  }

  /** The member follows the workspace's schedule again from `effectiveFrom` (default today). */
  async returnToWorkspace(
    access: WorkspaceAccess,
    idUser: string,
    effectiveFrom?: string,
  ): Promise<MemberScheduleView> {
    await this.saveMemberVersion(access, idUser, effectiveFrom, true, []);
    return this.memberScheduleOf(access, idUser);
  }

  private async saveMemberVersion(
    access: WorkspaceAccess,
    idUser: string,
    effectiveFrom: string | undefined,
    followsWorkspace: boolean,
    days: ReturnType<typeof workingHoursOf>,
  ): Promise<void> {
    await this.transactions.run(async (tx) => {
      await this.requireMember(access, idUser, tx);
      await this.schedules.saveVersion(
        {
          idWorkspace: access.workspace.id,
          idUser,
          effectiveFrom: effectiveFrom ?? this.today(access),
          followsWorkspace,
          createdBy: access.member.idUser,
          days,
        },
        tx,
      );
    });
  }

  private async memberScheduleOf(
    access: WorkspaceAccess,
    idUser: string,
  ): Promise<MemberScheduleView> {
    const today = this.today(access);
    const [own, workspace] = await Promise.all([
      this.schedules.memberVersions(access.workspace.id, idUser),
      this.schedules.workspaceVersions(access.workspace.id),
    ]);
    const current = inForce(own, today);
    const isCustom = current !== undefined && !current.followsWorkspace;
    const latest = own[0];
    return {
      id_user: idUser,
      is_custom: isCustom,
      current: isCustom
        ? toWorkSchedule(current.effectiveFrom, current.days)
        : workspaceScheduleOn(workspace, today),
      updated_at: latest ? toUnixSeconds(latest.createdAt) : null,
    };
  }

  private async requireMember(access: WorkspaceAccess, idUser: string, tx?: Tx): Promise<void> {
    if (!(await this.schedules.isMember(access.workspace.id, idUser, tx))) {
      throw notFound(ErrorKey.MemberNotFound, 'No such member in this workspace.');
    }
  }

  private today(access: WorkspaceAccess): string {
    return localToday(this.clock.now(), access.workspace.timeZone);
  }
}

/**
 * Per member (versions oldest first, starting with the one in force today): their own schedule in
 * force today, else the first of their own still to come. Members who follow the workspace's
 * throughout are left out.
 */
function overridesFrom(versions: readonly NamedScheduleVersion[]): MemberScheduleOverride[] {
  const chosen = new Map<string, MemberScheduleOverride>();
  for (const version of versions) {
    const idUser = version.idUser;
    if (idUser === null || chosen.has(idUser) || version.followsWorkspace) continue;
    chosen.set(idUser, {
      id_user: idUser,
      name: version.name,
      schedule: toWorkSchedule(version.effectiveFrom, version.days),
    });
  }
  return [...chosen.values()];
}
