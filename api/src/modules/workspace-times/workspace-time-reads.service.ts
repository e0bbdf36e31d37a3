import { Injectable } from '@nestjs/common';
import {
  type ClockStatus,
  ErrorKey,
  fromUnixSeconds,
  WORKSPACE_TIME_RANGE_MAX_DAYS,
  type WorkspaceTime,
  WorkStatus,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { badRequest, notFound } from '#src/common/errors/app.exception.js';
import { type BreakRow, toBreak } from './break.mapper.js';
import type { SpanRow } from './span-row.js';
import { TimePolicy } from './time-policy.service.js';
import type { WorkspaceTimeListQueryDto } from './workspace-times.dto.js';
import { WorkspaceTimeReadsRepository } from './workspace-time-reads.repository.js';
import { toOpenActivity, toWorkspaceTime } from './workspace-time.mapper.js';

const RANGE_MAX_SECONDS = WORKSPACE_TIME_RANGE_MAX_DAYS * 24 * 60 * 60;

/** Reads of workspace time: the clock screen's current state and lists by range. */
@Injectable()
export class WorkspaceTimeReadsService {
  constructor(
    private readonly reads: WorkspaceTimeReadsRepository,
    private readonly policy: TimePolicy,
  ) {}

  /**
   * The caller's state right now. The present is not history: an open span shows whatever the
   * plan's retention, consistent with what clocking in and out act on.
   */
  async status(access: WorkspaceAccess): Promise<ClockStatus> {
    const idWorkspace = access.workspace.id;
    const idUser = access.member.idUser;
    const [open, activity] = await Promise.all([
      this.reads.openWorkspaceTime(idWorkspace, idUser),
      this.reads.openActivity(idWorkspace, idUser),
    ]);
    const breaks = open ? await this.reads.breaksOf([open.id]) : [];
    const openBreak = breaks.find((row) => row.end_at === null);
    return {
      work_status: openBreak ? WorkStatus.Break : open ? WorkStatus.Working : WorkStatus.NotWorking,
      workspace_time: open ? toWorkspaceTime(open, breaks) : null,
      break: openBreak ? toBreak(openBreak) : null,
      activity: activity ? toOpenActivity(activity) : null,
    };
  }

  /** Workspace times meeting [start, end), by start, hiding what the plan no longer keeps. */
  async list(access: WorkspaceAccess, query: WorkspaceTimeListQueryDto): Promise<WorkspaceTime[]> {
    if (query.end <= query.start || query.end - query.start > RANGE_MAX_SECONDS) {
      throw badRequest(
        ErrorKey.BadRequest,
        `end must be after start and at most ${WORKSPACE_TIME_RANGE_MAX_DAYS} days later.`,
      );
    }
    const idUser = query.id_user ?? access.member.idUser;
    this.policy.requireView(access, idUser);
    if (
      idUser !== access.member.idUser &&
      !(await this.reads.isMemberOf(access.workspace.id, idUser))
    ) {
      throw notFound(ErrorKey.MemberNotFound, 'No such member in this workspace.');
    }
    const rows = await this.reads.listForMember(access.workspace.id, idUser, {
      from: fromUnixSeconds(query.start),
      to: fromUnixSeconds(query.end),
      cutoff: this.policy.cutoff(access),
    });
    return this.withBreaks(rows);
  }

  /** One workspace time in its wire shape, with its breaks. */
  async describe(row: SpanRow): Promise<WorkspaceTime> {
    const [described] = await this.withBreaks([row]);
    if (!described) throw new Error('A described workspace time vanished');
    return described;
  }

  private async withBreaks(rows: SpanRow[]): Promise<WorkspaceTime[]> {
    const breaks = await this.reads.breaksOf(rows.map((row) => row.id));
    const byParent = new Map<string, BreakRow[]>();
    for (const row of breaks) {
      const list = byParent.get(row.id_workspace_time) ?? [];
      list.push(row);
      byParent.set(row.id_workspace_time, list);
    }
    return rows.map((row) => toWorkspaceTime(row, byParent.get(row.id) ?? []));
  }
}
