import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { queryRows } from '#src/database/transactions.js';
import type { BreakRow } from '#src/modules/breaks/break.mapper.js';
import { type SpanRow, spanColumns } from './span-row.js';
import { WorkspaceTimeEntity } from './workspace-time.entity.js';

/** The running activity's columns the clock screen needs. */
export interface OpenActivityRow {
  id: string;
  id_workspace_time: string | null;
  id_project: string | null;
  id_task: string | null;
  id_category: string | null;
  tags: string[];
  description: string | null;
  start_at: Date;
}

/** The timestamp settings that decide whether members may change their past time directly. */
export interface TimeSettingsRow {
  is_permission_required: boolean;
  is_approval_required: boolean;
  is_time_modification_allowed: boolean;
}

/** What the time screens read: lists by range and the member's current state. */
@Injectable()
export class WorkspaceTimeReadsRepository {
  constructor(
    @InjectRepository(WorkspaceTimeEntity)
    private readonly times: Repository<WorkspaceTimeEntity>,
  ) {}

  private rows<T>(sql: string, params: unknown[]): Promise<T[]> {
    return queryRows<T>(this.times.manager, sql, params);
  }

  /**
   * A member's live workspace times meeting [from, to), by start, none starting before the cutoff.
   * Served by workspace_times_member_start_idx.
   */
  listForMember(
    idWorkspace: string,
    idUser: string,
    range: { from: Date; to: Date; cutoff: Date | null },
  ): Promise<SpanRow[]> {
    return this.rows<SpanRow>(
      `SELECT ${spanColumns()} FROM workspace_times
        WHERE id_workspace = $1 AND id_user = $2 AND deleted_at IS NULL
          AND start_at < $4 AND (end_at IS NULL OR end_at > $3)
          AND ($5::timestamptz IS NULL OR start_at >= $5)
        ORDER BY start_at, id`,
      [idWorkspace, idUser, range.from, range.to, range.cutoff],
    );
  }

  /**
   * The breaks that belong with these workspace times, by start: the live ones of a live workspace
   * time, the ones deleted with it (same timestamp) of a deleted one.
   */
  breaksOf(idWorkspaceTimes: string[]): Promise<BreakRow[]> {
    if (idWorkspaceTimes.length === 0) return Promise.resolve([]);
    return this.rows<BreakRow>(
      `SELECT ${spanColumns('b', ['id_workspace_time'])} FROM breaks b
         JOIN workspace_times w ON w.id = b.id_workspace_time
        WHERE b.id_workspace_time = ANY($1::uuid[])
          AND b.deleted_at IS NOT DISTINCT FROM w.deleted_at
        ORDER BY b.start_at, b.id`,
      [idWorkspaceTimes],
    );
  }

  /** The member's open workspace time (at most one: a unique index). */
  async openWorkspaceTime(idWorkspace: string, idUser: string): Promise<SpanRow | undefined> {
    const [row] = await this.rows<SpanRow>(
      `SELECT ${spanColumns()} FROM workspace_times
        WHERE id_workspace = $1 AND id_user = $2 AND end_at IS NULL AND deleted_at IS NULL`,
      [idWorkspace, idUser],
    );
    return row;
  }

  /**
   * The member's running activity, read here rather than through the activities module (which
   * depends on workspace times). The newest if several run.
   */
  async openActivity(idWorkspace: string, idUser: string): Promise<OpenActivityRow | undefined> {
    const [row] = await this.rows<OpenActivityRow>(
      `SELECT a.id, a.id_workspace_time, a.id_project, a.id_task, a.id_category, a.description,
              a.start_at,
              COALESCE((SELECT json_agg(t.id_tag ORDER BY t.id_tag) FROM activity_tags t
                         WHERE t.id_activity = a.id), '[]'::json) AS tags
         FROM activities a
        WHERE a.id_workspace = $1 AND a.id_user = $2 AND a.end_at IS NULL AND a.deleted_at IS NULL
        ORDER BY a.start_at DESC
        LIMIT 1`,
      [idWorkspace, idUser],
    );
    return row;
  }

  /** Whether the user has (or had) a membership of the workspace, whatever its state. */
  async isMemberOf(idWorkspace: string, idUser: string): Promise<boolean> {
    const rows = await this.rows(
      `SELECT 1 FROM workspace_members m JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL
        WHERE m.id_workspace = $1 AND m.id_user = $2`,
      [idWorkspace, idUser],
    );
    return rows.length > 0;
  }

  /** Every workspace gets its settings row at creation. */
  async timeSettings(idWorkspace: string): Promise<TimeSettingsRow> {
    const [row] = await this.rows<TimeSettingsRow>(
      `SELECT is_permission_required, is_approval_required, is_time_modification_allowed
         FROM timestamp_settings WHERE id_workspace = $1`,
      [idWorkspace],
    );
    if (!row) throw new Error(`Workspace ${idWorkspace} has no timestamp settings`);
    return row;
  }
}
