import { Injectable } from '@nestjs/common';
import { Database, sql } from '#src/database/sql/index.js';
import { retained } from '#src/database/sql/retained.js';
import { activityColumns, spanColumns } from '#src/database/sql/time-spans.js';
import type { ActivityRow } from '#src/modules/activities/index.js';
import type { BreakRow, SpanRow } from '#src/modules/workspace-times/index.js';

/**
 * The live entries requests point at, read for the preview in the same wire rows the time
 * modules map (a deleted target, or one beyond retention, is gone: no row).
 */
@Injectable()
export class RequestTargetsRepository {
  constructor(private readonly db: Database) {}

  activity(idWorkspace: string, id: string, cutoff: Date | null): Promise<ActivityRow | undefined> {
    return this.db.maybeOne<ActivityRow>(
      sql`SELECT ${activityColumns('t')} FROM activities t
           WHERE t.id = ${id} AND t.id_workspace = ${idWorkspace} AND t.deleted_at IS NULL
             AND ${retained(cutoff, 't.start_at')}`,
    );
  }

  workspaceTime(
    idWorkspace: string,
    id: string,
    cutoff: Date | null,
  ): Promise<SpanRow | undefined> {
    return this.db.maybeOne<SpanRow>(
      sql`SELECT ${spanColumns('t')} FROM workspace_times t
           WHERE t.id = ${id} AND t.id_workspace = ${idWorkspace} AND t.deleted_at IS NULL
             AND ${retained(cutoff, 't.start_at')}`,
    );
  }

  break(idWorkspace: string, id: string, cutoff: Date | null): Promise<BreakRow | undefined> {
    return this.db.maybeOne<BreakRow>(
      sql`SELECT ${spanColumns('t', ['id_workspace_time'])} FROM breaks t
           WHERE t.id = ${id} AND t.id_workspace = ${idWorkspace} AND t.deleted_at IS NULL
             AND ${retained(cutoff, 't.start_at')}`,
    );
  }
}
