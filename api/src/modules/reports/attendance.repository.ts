import { Injectable } from '@nestjs/common';
import type { ReportPeriod } from '@punchcard/shared';
import { Database, type Sql, sql, type WorkerStatement } from '#src/database/sql/index.js';
import { spanMeets } from '#src/database/sql/time-spans.js';
import type { Tx } from '#src/database/transactions.js';
import {
  attendanceDays,
  type AttendanceWindow,
  FEW_MEMBERS,
  type MemberReach,
  BUCKET_FIGURES,
  bucketOf,
  isSummarised,
} from './attendance-days.sql.js';
import {
  filteredMembers,
  MEMBER_ORDER,
  type MemberFilter,
  type MemberRow,
} from './attendance-members.sql.js';
import { MERGED_FIGURES, mergedMonths, sumFigures } from './attendance-months.sql.js';

/** The figures of one bucket as the statements answer them (seconds, counts, unix seconds). */
export interface FiguresRow {
  worked: number;
  workspace_time: number;
  break_time: number;
  activity_time: number;
  number_of_breaks: number;
  number_of_drafts: number;
  pending_requests: number;
  scheduled: number;
  overtime: number;
  early_in_days: number;
  late_out_days: number;
  days_present: number;
  early_in: number;
  late_out: number;
  first_in: number | null;
  last_out: number | null;
  is_open: boolean;
}

export interface BucketRow extends FiguresRow {
  id_user: string;
  date: string;
  bucket_start: number;
  bucket_end: number;
}

export interface SummaryRow extends FiguresRow {
  date: string;
  bucket_start: number;
  bucket_end: number;
  members_present: number;
}

/** The bucket figures a file shows (the export reads no other: a year is 365k rows). */
export const EXPORT_FIGURES = [
  'id_user',
  'date',
  'worked',
  'break_time',
  'activity_time',
  'number_of_breaks',
  'scheduled',
  'overtime',
  'early_in',
  'late_out',
  'days_present',
  'number_of_drafts',
  'pending_requests',
  'is_open',
] as const satisfies readonly (keyof BucketRow)[];

/** A row of an export: the member's names beside the bucket, clock times as local text. */
export interface ExportRow extends Pick<BucketRow, (typeof EXPORT_FIGURES)[number]> {
  name: string;
  email: string;
  first_in_local: string | null;
  last_out_local: string | null;
}

/** One member's day as the canonical digest reads it: only what stored time determines. */
export interface CanonicalRow {
  id_user: string;
  date: string;
  first_in_local: string | null;
  last_out_local: string | null;
  worked: number;
  workspace_time: number;
  break_time: number;
  activity_time: number;
  number_of_breaks: number;
}

/** How the report is cut into rows. */
export interface Bucketing {
  period: ReportPeriod;
  weekStart: number;
}

/**
 * Local clock times of a bucket's first clock-in and last clock-out. A day's own are HH:MM:SS (a
 * piece that runs to the next local midnight ends at 24:00:00, as payroll writes it); a week's or
 * a month's carry their date.
 */
function localClocks(window: AttendanceWindow, period: ReportPeriod): Sql {
  const tz = sql`${window.frame.timeZone}::text`;
  if (period !== 'Daily') {
    return sql`to_char(min(d.first_in) AT TIME ZONE ${tz}, 'YYYY-MM-DD HH24:MI:SS') AS first_in_local,
               to_char(max(d.last_out) AT TIME ZONE ${tz}, 'YYYY-MM-DD HH24:MI:SS') AS last_out_local`;
  }
  return sql`to_char(min(d.first_in) AT TIME ZONE ${tz}, 'HH24:MI:SS') AS first_in_local,
             CASE WHEN (max(d.last_out) AT TIME ZONE ${tz})::date > bk.bucket THEN '24:00:00'
                  ELSE to_char(max(d.last_out) AT TIME ZONE ${tz}, 'HH24:MI:SS') END
               AS last_out_local`;
}

/** A filter naming a few members reads them one by one; any other reads the workspace once. */
function reachOf(filter: MemberFilter): MemberReach {
  return filter.idMembers !== null && filter.idMembers.length <= FEW_MEMBERS ? 'few' : 'all';
}

/**
 * Whether a read takes whole past months from member_months: a monthly read of many members over
 * whole local days. A page of members reads its few rows live as fast.
 */
function storesMonths(window: AttendanceWindow, bucketing: Bucketing, reach: MemberReach): boolean {
  return bucketing.period === 'Monthly' && reach === 'all' && isSummarised(window);
}

/** The bucket a `merged` row (alias m) stands for, as bucketOf's lateral names it. */
const MERGED_BUCKET = sql`CROSS JOIN LATERAL (SELECT m.bucket AS bucket) bk`;

/**
 * The attendance statements: every read is one statement over `attendanceDays` (plus one for a
 * page of members), so the count of queries never grows with the members or the days.
 */
@Injectable()
export class AttendanceRepository {
  constructor(private readonly db: Database) {}

  /** A page of the filtered members by name then id, and how many there are in all. */
  async memberPage(
    filter: MemberFilter,
    page: number,
    item: number,
  ): Promise<{ total: number; members: MemberRow[] }> {
    // A page past the last still answers the total: its one row has no member.
    const rows = await this.db.rows<{ total: number } & (MemberRow | { id_user: null })>(
      sql`WITH f AS (${filteredMembers(filter)})
          SELECT t.total, p.* FROM (SELECT count(*)::int AS total FROM f) t
            LEFT JOIN LATERAL (SELECT * FROM f ORDER BY ${MEMBER_ORDER}
                                LIMIT ${item} OFFSET ${(page - 1) * item}) p ON true`,
    );
    return {
      total: rows[0]?.total ?? 0,
      members: rows.filter((row): row is { total: number } & MemberRow => row.id_user !== null),
    };
  }

  /**
   * Recomputes the workspace's days that writes marked since the last read (member_days, which a
   * frame cut at local midnights reads): every read below settles first.
   */
  private async settle(idWorkspace: string, tx?: Tx): Promise<void> {
    await this.db.execute(sql`SELECT punchcard_flush_member_days(${idWorkspace}::uuid)`, tx);
  }

  /** The buckets of these members, by member then bucket. */
  async memberBuckets(
    window: AttendanceWindow,
    bucketing: Bucketing,
    idUsers: string[],
  ): Promise<BucketRow[]> {
    if (idUsers.length === 0) return [];
    await this.settle(window.idWorkspace);
    const members = sql`SELECT unnest(${idUsers}::uuid[]) AS id_user`;
    const bucket = bucketOf(window.frame, bucketing.period, bucketing.weekStart);
    const reach = idUsers.length <= FEW_MEMBERS ? 'few' : 'all';
    const schedule = { kind: 'members', idUsers } as const;
    if (storesMonths(window, bucketing, reach)) {
      return this.db.rows<BucketRow>(
        sql`WITH ${attendanceDays(window, members, schedule, reach, true)},
            ${mergedMonths(window.idWorkspace, window.frame, BUCKET_FIGURES)}
            SELECT m.id_user, ${bucket.columns}, ${MERGED_FIGURES}
              FROM merged m ${MERGED_BUCKET}
             ORDER BY m.id_user, bk.bucket`,
      );
    }
    return this.db.rows<BucketRow>(
      sql`WITH ${attendanceDays(window, members, schedule, reach)}
          SELECT d.id_user, ${bucket.columns}, ${BUCKET_FIGURES}
            FROM daily d ${bucket.lateral}
           GROUP BY d.id_user, bk.bucket
           ORDER BY d.id_user, bk.bucket`,
    );
  }

  /** Every filtered member's figures summed per bucket, and how many members the filters keep. */
  async summary(
    window: AttendanceWindow,
    bucketing: Bucketing,
    filter: MemberFilter,
  ): Promise<{ totalMembers: number; buckets: SummaryRow[] }> {
    await this.settle(window.idWorkspace);
    const bucket = bucketOf(window.frame, bucketing.period, bucketing.weekStart);
    const reach = reachOf(filter);
    const months = storesMonths(window, bucketing, reach);
    const days = attendanceDays(
      window,
      filteredMembers(filter),
      { kind: 'members', idUsers: null },
      reach,
      months,
    );
    // Per member and month first (a member is present in a month with any workspace time).
    const buckets = months
      ? sql`${mergedMonths(window.idWorkspace, window.frame, BUCKET_FIGURES)},
          buckets AS (
            SELECT ${bucket.columns}, ${sumFigures('m')},
                   count(*) FILTER (WHERE m.workspace_time > 0)::int AS members_present
              FROM merged m ${MERGED_BUCKET}
             GROUP BY bk.bucket)`
      : sql`buckets AS (
            SELECT ${bucket.columns}, ${BUCKET_FIGURES},
                   count(DISTINCT d.id_user) FILTER (WHERE d.workspace_time > 0)::int
                     AS members_present
              FROM daily d ${bucket.lateral}
             GROUP BY bk.bucket)`;
    // No bucket at all still answers how many members the filters keep: one row without one.
    const rows = await this.db.rows<{ total_members: number } & (SummaryRow | { date: null })>(
      sql`WITH ${days}, ${buckets}
          SELECT (SELECT count(*) FROM rm)::int AS total_members, b.*
            FROM (SELECT 1) one LEFT JOIN buckets b ON true
           ORDER BY b.date`,
    );
    return {
      totalMembers: rows[0]?.total_members ?? 0,
      buckets: rows.filter(
        (row): row is { total_members: number } & SummaryRow => row.date !== null,
      ),
    };
  }

  /**
   * Every filtered member's buckets for an export, members by name then id, each member's
   * buckets oldest first, in batches through a server-side cursor (memory holds one batch).
   */
  async *exportBatches(
    window: AttendanceWindow,
    bucketing: Bucketing,
    filter: MemberFilter,
    size: number,
  ): AsyncGenerator<ExportRow[]> {
    await this.settle(window.idWorkspace);
    yield* this.db.batches<ExportRow>(this.exportQuery(window, bucketing, filter), size);
  }

  /**
   * The export statement for a worker thread to read itself (Database.forWorker); undefined on
   * embedded PGlite, where exportBatches reads it in this thread.
   */
  async exportForWorker(
    window: AttendanceWindow,
    bucketing: Bucketing,
    filter: MemberFilter,
  ): Promise<WorkerStatement | undefined> {
    await this.settle(window.idWorkspace);
    return this.db.forWorker(this.exportQuery(window, bucketing, filter));
  }

  /** How many rows the export will write: a PDF numbers its pages "n of m" as it draws them. */
  async exportRowCount(
    window: AttendanceWindow,
    bucketing: Bucketing,
    filter: MemberFilter,
  ): Promise<number> {
    await this.settle(window.idWorkspace);
    const query = this.exportQuery(window, bucketing, filter);
    const row = await this.db.one<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM (${query}) e`,
    );
    return row.count;
  }

  private exportQuery(window: AttendanceWindow, bucketing: Bucketing, filter: MemberFilter): Sql {
    const bucket = bucketOf(window.frame, bucketing.period, bucketing.weekStart);
    const days = attendanceDays(
      window,
      filteredMembers(filter),
      { kind: 'members', idUsers: null },
      reachOf(filter),
    );
    return sql`WITH ${days},
          bucket_rows AS (
            SELECT d.id_user, bk.bucket, ${bucket.columns}, ${BUCKET_FIGURES},
                   ${localClocks(window, bucketing.period)}
              FROM daily d ${bucket.lateral}
             GROUP BY d.id_user, bk.bucket)
          SELECT rm.name, rm.email, ${sql.raw(EXPORT_FIGURES.map((key) => `r.${key}`).join(', '))},
                 r.first_in_local, r.last_out_local
            FROM bucket_rows r JOIN rm ON rm.id_user = r.id_user
           ORDER BY rm.sort_name, rm.id_user, r.bucket`;
  }

  /**
   * Each day with time of everyone who has time in the workspace in the window (members or not:
   * a sealed period covers all stored time), by user then day, without schedules or requests.
   */
  async canonicalDays(window: AttendanceWindow, tx?: Tx): Promise<CanonicalRow[]> {
    const { idWorkspace, frame } = window;
    await this.settle(idWorkspace, tx);
    const withTime = sql`
      SELECT w.id_user FROM workspace_times w
       WHERE w.id_workspace = ${idWorkspace}::uuid AND w.deleted_at IS NULL
         AND ${spanMeets('w', frame)}
      UNION
      SELECT a.id_user FROM activities a
       WHERE a.id_workspace = ${idWorkspace}::uuid AND a.deleted_at IS NULL
         AND ${spanMeets('a', frame)}`;
    const bucket = bucketOf(frame, 'Daily', 1);
    return this.db.rows<CanonicalRow>(
      sql`WITH ${attendanceDays(window, withTime, { kind: 'none' }, 'all')}
          SELECT d.id_user, to_char(d.day, 'YYYY-MM-DD') AS date,
                 ${localClocks(window, 'Daily')},
                 sum(d.worked)::float8 AS worked, sum(d.workspace_time)::float8 AS workspace_time,
                 sum(d.break_time)::float8 AS break_time,
                 sum(d.activity_time)::float8 AS activity_time,
                 sum(d.number_of_breaks)::int AS number_of_breaks
            FROM daily d ${bucket.lateral}
           GROUP BY d.id_user, d.day, bk.bucket
           ORDER BY d.id_user, d.day`,
      tx,
    );
  }

  /**
   * The live seal covering exactly [from, to), if any. Seals are A1's table, read here (not through
   * the seals module, which depends on this one for its digest) only to label an export.
   */
  liveSeal(
    idWorkspace: string,
    from: Date,
    to: Date,
  ): Promise<{ id: string; digest: string } | undefined> {
    return this.db.maybeOne<{ id: string; digest: string }>(
      sql`SELECT id, digest FROM payroll_seals
           WHERE id_workspace = ${idWorkspace}::uuid AND reopened_at IS NULL
             AND start_at = ${from}::timestamptz AND end_at = ${to}::timestamptz`,
    );
  }
}
