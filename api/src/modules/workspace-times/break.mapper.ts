import { type Break, toUnixSeconds, toUnixSecondsOrNull } from '@punchcard/shared';
import type { TableRow } from '#src/database/sql/index.js';
import { metadataIn, metadataOut, type SpanRow } from './span-row.js';

/**
 * A break row: a span plus the workspace time it lies in. Here rather than in breaks because a
 * workspace time is read with its breaks, and breaks build on workspace times, not the reverse.
 */
export type BreakRow = SpanRow & Pick<TableRow<'breaks'>, 'id_workspace_time'>;

export function toBreak(row: BreakRow): Break {
  return {
    id: row.id,
    id_user: row.id_user,
    id_workspace: row.id_workspace,
    id_workspace_time: row.id_workspace_time,
    start: toUnixSeconds(row.start_at),
    end: toUnixSecondsOrNull(row.end_at),
    is_break_time: true,
    started_by: row.started_by,
    stopped_by: row.stopped_by,
    added_at: toUnixSecondsOrNull(row.added_at),
    edited_at: toUnixSecondsOrNull(row.edited_at),
    metadata_in: metadataIn(row),
    metadata_out: metadataOut(row),
    deleted_at: toUnixSecondsOrNull(row.deleted_at),
  };
}
