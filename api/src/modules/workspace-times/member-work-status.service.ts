import { Injectable } from '@nestjs/common';
import { type MemberWorkStatus, toUnixSecondsOrNull, WorkStatus } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import {
  MemberWorkStatusRepository,
  type MemberWorkStatusRow,
} from './member-work-status.repository.js';

function toMemberWorkStatus(row: MemberWorkStatusRow): MemberWorkStatus {
  const clockedInAt = toUnixSecondsOrNull(row.clocked_in_at);
  const breakSince = toUnixSecondsOrNull(row.break_since);
  return {
    id_user: row.id_user,
    work_status:
      breakSince !== null
        ? WorkStatus.Break
        : clockedInAt !== null
          ? WorkStatus.Working
          : WorkStatus.NotWorking,
    since: breakSince ?? clockedInAt,
    clocked_in_at: clockedInAt,
    location: row.location_in,
    started_by: row.started_by,
  };
}

/**
 * Where the team stands right now (the route needs VIEW_MEMBER_TIMESTAMPS). Like the caller's own
 * status, the present is not history: an open span shows whatever the plan's retention.
 */
@Injectable()
export class MemberWorkStatusService {
  constructor(private readonly statuses: MemberWorkStatusRepository) {}

  async list(access: WorkspaceAccess): Promise<MemberWorkStatus[]> {
    const rows = await this.statuses.forWorkspace(access.workspace.id);
    return rows.map(toMemberWorkStatus);
  }
}
