import { Injectable } from '@nestjs/common';
import type { ModificationSwitches } from '@punchcard/shared';
import { Database, sql, type TableRow } from '#src/database/sql/index.js';
import { retained } from '#src/database/sql/retained.js';
import { spanColumns, spanMeets, spanRunning } from '#src/database/sql/time-spans.js';
import type { BreakRow } from './break.mapper.js';
import type { SpanRow } from './span-row.js';

/** The running activity's columns the clock screen needs. */
export type OpenActivityRow = Pick<
  TableRow<'activities'>,
  'id' | 'id_workspace_time' | 'id_project' | 'id_task' | 'id_category' | 'description' | 'start_at'
> & { tags: string[] };

/** The timestamp settings' switches the shared modification rules read. */
export type TimeSettingsRow = Omit<ModificationSwitches, 'workspaceApprovalRequired'>;

/** What the time screens read: lists by range and the member's current state. */
@Injectable()
export class WorkspaceTimeReadsRepository {
  constructor(private readonly db: Database) {}

  /**
   * A member's live workspace times meeting [from, to), by start, none starting before the cutoff.
   * Served by the GiST index of workspace_times_no_overlap (see `spanMeets`).
   */
  listForMember(
    idWorkspace: string,
    idUser: string,
    range: { from: Date; to: Date; cutoff: Date | null },
  ): Promise<SpanRow[]> {
    return this.db.rows<SpanRow>(
      sql`SELECT ${spanColumns('w')} FROM workspace_times w
           WHERE w.id_workspace = ${idWorkspace} AND w.id_user = ${idUser}
             AND w.deleted_at IS NULL AND ${spanMeets('w', range)}
             AND ${retained(range.cutoff, 'w.start_at')}
           ORDER BY w.start_at, w.id`,
    );
  }

  /**
   * The breaks that belong with these workspace times, by start: the live ones of a live workspace
   * time, the ones deleted with it (same timestamp) of a deleted one. Served by
   * breaks_id_workspace_time_idx.
   */
  breaksOf(idWorkspaceTimes: string[]): Promise<BreakRow[]> {
    if (idWorkspaceTimes.length === 0) return Promise.resolve([]);
    return this.db.rows<BreakRow>(
      sql`SELECT ${spanColumns('b', ['id_workspace_time'])} FROM breaks b
            JOIN workspace_times w ON w.id = b.id_workspace_time
           WHERE b.id_workspace_time = ANY(${idWorkspaceTimes}::uuid[])
             AND b.deleted_at IS NOT DISTINCT FROM w.deleted_at
           ORDER BY b.start_at, b.id`,
    );
  }

  /** The member's open workspace time (at most one: a unique index). */
  openWorkspaceTime(idWorkspace: string, idUser: string): Promise<SpanRow | undefined> {
    return this.db.maybeOne<SpanRow>(
      sql`SELECT ${spanColumns()} FROM workspace_times
           WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser}
             AND end_at IS NULL AND deleted_at IS NULL`,
    );
  }

  /**
   * The member's running activity, read here rather than through the activities module (which
   * depends on workspace times). The newest if several run. Found through activities_no_overlap
   * (see `spanRunning`).
   */
  openActivity(idWorkspace: string, idUser: string): Promise<OpenActivityRow | undefined> {
    return this.db.maybeOne<OpenActivityRow>(
      sql`SELECT a.id, a.id_workspace_time, a.id_project, a.id_task, a.id_category, a.description,
                 a.start_at,
                 COALESCE((SELECT json_agg(t.id_tag ORDER BY t.id_tag) FROM activity_tags t
                            WHERE t.id_activity = a.id), '[]'::json) AS tags
            FROM activities a
           WHERE a.id_workspace = ${idWorkspace} AND a.id_user = ${idUser}
             AND a.deleted_at IS NULL AND ${spanRunning('a')}
           ORDER BY a.start_at DESC
           LIMIT 1`,
    );
  }

  /** Whether the user has (or had) a membership of the workspace, whatever its state. */
  async isMemberOf(idWorkspace: string, idUser: string): Promise<boolean> {
    const rows = await this.db.rows(
      sql`SELECT 1 FROM workspace_members m
            JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL
           WHERE m.id_workspace = ${idWorkspace} AND m.id_user = ${idUser}`,
    );
    return rows.length > 0;
  }

  /** Every workspace gets its settings row at creation. */
  async timeSettings(idWorkspace: string): Promise<TimeSettingsRow> {
    const row = await this.db.maybeOne<TimeSettingsRow>(
      sql`SELECT is_approval_required AS "isApprovalRequired",
                 is_permission_required AS "isPermissionRequired",
                 is_time_modification_allowed AS "isTimeModificationAllowed",
                 is_detail_modification_allowed AS "isDetailModificationAllowed"
            FROM timestamp_settings WHERE id_workspace = ${idWorkspace}`,
    );
    if (!row) throw new Error(`Workspace ${idWorkspace} has no timestamp settings`);
    return row;
  }
}
