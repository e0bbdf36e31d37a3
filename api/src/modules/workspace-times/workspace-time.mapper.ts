import {
  type ClockInResult,
  type ClockOutResult,
  type OpenActivity,
  toUnixSeconds,
  toUnixSecondsOrNull,
  type WorkspaceTime,
} from '@punchcard/shared';
import { type BreakRow, toBreak } from './break.mapper.js';
import { metadataIn, metadataOut, type SpanRow } from './span-row.js';
import type { OpenActivityRow } from './workspace-time-reads.repository.js';

/** The WorkspaceTime wire shape with the breaks given (already in order). */
export function toWorkspaceTime(row: SpanRow, breaks: readonly BreakRow[]): WorkspaceTime {
  return {
    id: row.id,
    id_user: row.id_user,
    id_workspace: row.id_workspace,
    start: toUnixSeconds(row.start_at),
    end: toUnixSecondsOrNull(row.end_at),
    is_break_time: false,
    started_by: row.started_by,
    stopped_by: row.stopped_by,
    added_at: toUnixSecondsOrNull(row.added_at),
    edited_at: toUnixSecondsOrNull(row.edited_at),
    metadata_in: metadataIn(row),
    metadata_out: metadataOut(row),
    deleted_at: toUnixSecondsOrNull(row.deleted_at),
    breaks: breaks.map(toBreak),
  };
}

export type ClockInRow = Pick<
  SpanRow,
  'id' | 'id_user' | 'id_workspace' | 'start_at' | 'user_agent_in' | 'ip_address_in'
>;

export type ClockOutRow = Pick<SpanRow, 'id' | 'user_agent_out' | 'ip_address_out'> & {
  end_at: Date;
};

/** Exactly the spec's clock-in answer. */
export function toClockIn(row: ClockInRow): ClockInResult {
  return {
    id: row.id,
    id_user: row.id_user,
    id_workspace: row.id_workspace,
    start: toUnixSeconds(row.start_at),
    user_agent_in: row.user_agent_in,
    ip_address_in: row.ip_address_in,
  };
}

/** Exactly the spec's clock-out answer. */
export function toClockOut(row: ClockOutRow): ClockOutResult {
  return {
    id: row.id,
    end: toUnixSeconds(row.end_at),
    user_agent_out: row.user_agent_out,
    ip_address_out: row.ip_address_out,
  };
}

export function toOpenActivity(row: OpenActivityRow): OpenActivity {
  return {
    id: row.id,
    id_workspace_time: row.id_workspace_time,
    id_project: row.id_project,
    id_task: row.id_task,
    id_category: row.id_category,
    tags: row.tags,
    description: row.description,
    start: toUnixSeconds(row.start_at),
  };
}
