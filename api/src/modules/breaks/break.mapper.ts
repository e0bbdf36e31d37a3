import { type Break, toUnixSeconds, toUnixSecondsOrNull } from '@punchcard/shared';
import { metadataIn, metadataOut, type SpanRow } from '#src/modules/workspace-times/span-row.js';

/** A break row: a span plus the workspace time it lies in. */
export interface BreakRow extends SpanRow {
  id_workspace_time: string;
}

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
