import { Injectable } from '@nestjs/common';
import type { IsoWeekday } from '@punchcard/shared';
import { Database, sql } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';
import { memberNameSql } from '#src/modules/members/index.js';

/** A working weekday of a version, wall-clock HH:MM. */
export interface WorkingHours {
  weekday: IsoWeekday;
  start: string;
  end: string;
}

/** One stored version of a weekly schedule: the workspace's (idUser null) or a member's. */
export interface ScheduleVersion {
  id: string;
  idUser: string | null;
  /** Local date, YYYY-MM-DD. */
  effectiveFrom: string;
  followsWorkspace: boolean;
  createdAt: Date;
  /** Working days only, Monday first. */
  days: WorkingHours[];
}

export interface NamedScheduleVersion extends ScheduleVersion {
  name: string;
}

interface VersionRow {
  id: string;
  id_user: string | null;
  effective_from: string;
  follows_workspace: boolean;
  created_at: Date;
  days: WorkingHours[];
  name?: string;
}

export interface NewScheduleVersion {
  idWorkspace: string;
  idUser: string | null;
  effectiveFrom: string;
  followsWorkspace: boolean;
  createdBy: string;
  days: WorkingHours[];
}

/** Versions with their working days as one JSON array, so a read is one statement. */
const VERSION_COLUMNS = sql`
  v.id, v.id_user, to_char(v.effective_from, 'YYYY-MM-DD') AS effective_from,
  v.follows_workspace, v.created_at,
  COALESCE((SELECT json_agg(json_build_object(
                    'weekday', d.weekday,
                    'start', to_char(d.start_time, 'HH24:MI'),
                    'end', to_char(d.end_time, 'HH24:MI')) ORDER BY d.weekday)
              FROM work_schedule_days d WHERE d.id_schedule = v.id), '[]'::json) AS days`;

const toVersion = (row: VersionRow): ScheduleVersion => ({
  id: row.id,
  idUser: row.id_user,
  effectiveFrom: row.effective_from,
  followsWorkspace: row.follows_workspace,
  createdAt: row.created_at,
  days: row.days,
});

/**
 * Schedule versions are written whole: a version is replaced only by one with the same owner and
 * effective_from (the partial unique indexes arbitrate racing writers), never edited in place.
 */
@Injectable()
export class SchedulesRepository {
  constructor(private readonly db: Database) {}

  /** The workspace's own versions, newest first. */
  async workspaceVersions(idWorkspace: string): Promise<ScheduleVersion[]> {
    const rows = await this.db.rows<VersionRow>(
      sql`SELECT ${VERSION_COLUMNS} FROM work_schedules v
           WHERE v.id_workspace = ${idWorkspace} AND v.id_user IS NULL
           ORDER BY v.effective_from DESC`,
    );
    return rows.map(toVersion);
  }

  /** One member's versions, newest first. */
  async memberVersions(idWorkspace: string, idUser: string): Promise<ScheduleVersion[]> {
    const rows = await this.db.rows<VersionRow>(
      sql`SELECT ${VERSION_COLUMNS} FROM work_schedules v
           WHERE v.id_workspace = ${idWorkspace} AND v.id_user = ${idUser}
           ORDER BY v.effective_from DESC`,
    );
    return rows.map(toVersion);
  }

  /**
   * The versions of live members that matter from `today` on: the one in force today and any
   * later one, oldest first per member, with the member's display name.
   */
  async memberVersionsFrom(idWorkspace: string, today: string): Promise<NamedScheduleVersion[]> {
    const rows = await this.db.rows<VersionRow & { name: string }>(
      sql`SELECT ${VERSION_COLUMNS}, ${memberNameSql('m', 'u')} AS name
            FROM work_schedules v
            JOIN workspace_members m
              ON m.id_workspace = v.id_workspace AND m.id_user = v.id_user AND m.deleted_at IS NULL
            JOIN users u ON u.id = v.id_user
           WHERE v.id_workspace = ${idWorkspace} AND v.id_user IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM work_schedules later
                              WHERE later.id_workspace = v.id_workspace
                                AND later.id_user = v.id_user
                                AND later.effective_from > v.effective_from
                                AND later.effective_from <= ${today}::date)
           ORDER BY name, v.id_user, v.effective_from`,
    );
    return rows.map((row) => ({ ...toVersion(row), name: row.name }));
  }

  /** Whether `idUser` is a live member of the workspace (any status). */
  async isMember(idWorkspace: string, idUser: string, tx?: Tx): Promise<boolean> {
    const row = await this.db.maybeOne<{ found: boolean }>(
      sql`SELECT true AS found FROM workspace_members
           WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser} AND deleted_at IS NULL`,
      tx,
    );
    return row !== undefined;
  }

  /** Writes a version, replacing the owner's version of the same effective_from with its days. */
  async saveVersion(version: NewScheduleVersion, tx: Tx): Promise<void> {
    const conflictTarget =
      version.idUser === null
        ? sql`(id_workspace, effective_from) WHERE id_user IS NULL`
        : sql`(id_workspace, id_user, effective_from) WHERE id_user IS NOT NULL`;
    const { id } = await this.db.one<{ id: string }>(
      sql`INSERT INTO work_schedules
            (id_workspace, id_user, effective_from, follows_workspace, created_by)
          VALUES (${version.idWorkspace}, ${version.idUser}, ${version.effectiveFrom}::date,
                  ${version.followsWorkspace}, ${version.createdBy})
          ON CONFLICT ${conflictTarget} DO UPDATE
            SET follows_workspace = EXCLUDED.follows_workspace,
                created_by = EXCLUDED.created_by, created_at = now()
          RETURNING id`,
      tx,
    );
    await this.db.execute(sql`DELETE FROM work_schedule_days WHERE id_schedule = ${id}`, tx);
    if (version.days.length === 0) return;
    await this.db.execute(
      sql`INSERT INTO work_schedule_days (id_schedule, weekday, start_time, end_time)
          SELECT ${id}, w, s, e
            FROM unnest(${version.days.map((d) => d.weekday)}::int[],
                        ${version.days.map((d) => d.start)}::time[],
                        ${version.days.map((d) => d.end)}::time[]) AS t(w, s, e)`,
      tx,
    );
  }

  async setWeekStart(idWorkspace: string, weekStart: IsoWeekday, tx: Tx): Promise<void> {
    await this.db.execute(
      sql`UPDATE workspaces SET week_start = ${weekStart} WHERE id = ${idWorkspace}`,
      tx,
    );
  }
}
