import type { ReportPeriod } from '@punchcard/shared';
import { type Sql, sql } from '#src/database/sql/index.js';
import {
  bucketStart,
  isLocalMidnight,
  type LocalFrame,
  localDayPieces,
  localMidnight,
  meetsFrame,
  secondsBetween,
} from '#src/database/sql/local-days.js';
import { retained } from '#src/database/sql/retained.js';
import { scheduleDays } from '#src/database/sql/schedule-days.js';
import { spanMeets } from '#src/database/sql/time-spans.js';
import { LIVE_MONTHS, monthCtes, outsideStored } from './attendance-months.sql.js';

/** What an attendance statement reads: one workspace, cut in its zone, within its retention. */
export interface AttendanceWindow {
  idWorkspace: string;
  frame: LocalFrame;
  /** Entries starting earlier are beyond the plan's retention. */
  cutoff: Date | null;
}

/**
 * Which schedule the statement measures against: none (the canonical digest, which must not move
 * when a schedule is edited), or the members' schedules, read for `idUsers` (null: every live
 * member of the workspace, then joined to the report's members).
 */
export type ScheduleUse = { kind: 'none' } | { kind: 'members'; idUsers: string[] | null };

/**
 * How the time tables are read for the members `rm` selects. `few`: each member's rows through
 * the (id_workspace, id_user, ...) indexes, right for a page of members. `all`: the workspace's
 * window read once and kept to the members by a hash semi-join afterwards; for a whole workspace
 * a thousand index probes per table cost several times one range read (build/bench/reports.ts).
 */
export type MemberReach = 'few' | 'all';

/** Up to this many members a read probes per member; more read the workspace's window once. */
export const FEW_MEMBERS = 100;

/**
 * The CTE list (without `WITH`) every attendance read starts from, ending in `daily`: one row per
 * (member, local day) that has time, an open request or scheduled hours, for the members
 * `rm(id_user)` selects. Columns, all seconds whole:
 *
 *   id_user, day, workspace_time, break_time, activity_time, worked, number_of_breaks,
 *   number_of_drafts, pending_requests, scheduled, overtime, early_in, late_out,
 *   first_in, last_out (timestamptz), is_open, sched_start, sched_end
 *
 * Every source is cut into local-day pieces and the pieces of all sources are stacked (UNION ALL)
 * and summed once per day, so the statement reads each table once whatever the member count.
 * Breaks are found through the workspace times they belong to (their GiST index serves the
 * window), and subtracted once per day: worked = workspace time - breaks.
 */
export function attendanceDays(
  window: AttendanceWindow,
  members: Sql,
  schedule: ScheduleUse,
  reach: MemberReach,
  /** Leave the stored whole months out (attendance-months.sql.ts); only where the repository's `storesMonths`. */
  months = false,
): Sql {
  const { frame, idWorkspace, cutoff } = window;
  const ofMembers = (alias: string) =>
    reach === 'few' ? sql`AND ${sql.raw(alias)}.id_user IN (SELECT id_user FROM rm)` : sql.empty;
  const keptToMembers =
    reach === 'all' ? sql`WHERE id_user IN (SELECT id_user FROM rm)` : sql.empty;
  const summarised = isSummarised(window);
  const onlyOpen = (alias: string) =>
    summarised ? sql`AND ${sql.raw(alias)}.end_at IS NULL` : sql.empty;
  const edge = sql`LEAST(${frame.now}::timestamptz, ${frame.to}::timestamptz)`;
  const wtPieces = localDayPieces(sql`SELECT id, id_user, start_at, end_at FROM wt`, frame);
  const breakPieces = localDayPieces(
    sql`SELECT b.id_user, b.start_at, b.end_at
          FROM breaks b JOIN wt ON wt.id = b.id_workspace_time
         WHERE b.id_workspace = ${idWorkspace}::uuid AND b.deleted_at IS NULL
           AND ${meetsFrame('b', frame)} ${onlyOpen('b')}`,
    frame,
  );
  const activityPieces = localDayPieces(
    sql`SELECT a.id_user, a.start_at, a.end_at FROM activities a
         WHERE a.id_workspace = ${idWorkspace}::uuid AND a.deleted_at IS NULL
           AND ${spanMeets('a', frame)} AND ${retained(cutoff, 'a.start_at')}
           ${ofMembers('a')} ${onlyOpen('a')}`,
    frame,
  );
  const seconds = secondsBetween(sql`p.piece_start`, sql`p.piece_end`);
  // A break counts once, on the first day of the frame it touches (a break across midnight is
  // one break, not two).
  const firstPiece = sql`p.piece_start = GREATEST(p.start_at, ${frame.from}::timestamptz)`;
  return sql`
    rm AS (${members}),
    ${months ? monthCtes(idWorkspace, frame) : sql.empty}
    wt AS MATERIALIZED (
      SELECT w.id, w.id_user, w.start_at, w.end_at FROM workspace_times w
       WHERE w.id_workspace = ${idWorkspace}::uuid AND w.deleted_at IS NULL
         AND ${spanMeets('w', frame)} AND ${retained(cutoff, 'w.start_at')}
         ${ofMembers('w')} ${onlyOpen('w')}
    ),
    facts AS (
      SELECT p.id_user, p.day, ${seconds} AS workspace_time, 0::float8 AS break_time,
             0::float8 AS activity_time, 0 AS breaks, 0 AS drafts, 0 AS pending,
             p.piece_start AS first_in,
             CASE WHEN p.end_at IS NOT NULL OR p.piece_end < ${edge} THEN p.piece_end END
               AS last_out,
             p.end_at IS NULL AS is_open,
             NULL::timestamptz AS sched_start, NULL::timestamptz AS sched_end,
             0::float8 AS scheduled
        FROM (${wtPieces}) p
      UNION ALL
      SELECT p.id_user, p.day, 0, ${seconds}, 0, CASE WHEN ${firstPiece} THEN 1 ELSE 0 END, 0, 0,
             NULL, NULL, false, NULL, NULL, 0
        FROM (${breakPieces}) p
      UNION ALL
      SELECT p.id_user, p.day, 0, 0, ${seconds}, 0, 0, 0, NULL, NULL, false, NULL, NULL, 0
        FROM (${activityPieces}) p
      UNION ALL
      ${summarised ? closedDays(window, ofMembers('m'), months) : sql.empty}
      ${openRequests(window)}
      ${scheduleFacts(window, schedule, months)}
    ),
    days AS (
      SELECT id_user, day,
             round(sum(workspace_time))::float8 AS workspace_time,
             round(sum(break_time))::float8 AS break_time,
             round(sum(activity_time))::float8 AS activity_time,
             sum(breaks)::int AS number_of_breaks, sum(drafts)::int AS number_of_drafts,
             sum(pending)::int AS pending_requests,
             min(first_in) AS first_in, max(last_out) AS last_out, bool_or(is_open) AS is_open,
             min(sched_start) AS sched_start, max(sched_end) AS sched_end,
             round(max(scheduled))::float8 AS scheduled
        FROM facts ${keptToMembers} GROUP BY id_user, day
    ),
    daily AS (
      SELECT d.*, d.workspace_time - d.break_time AS worked,
             GREATEST(0, d.workspace_time - d.break_time - d.scheduled) AS overtime,
             CASE WHEN d.first_in < d.sched_start
                  THEN round(${secondsBetween(sql`d.first_in`, sql`d.sched_start`)}) ELSE 0
             END::float8 AS early_in,
             CASE WHEN d.last_out > d.sched_end
                  THEN round(${secondsBetween(sql`d.sched_end`, sql`d.last_out`)}) ELSE 0
             END::float8 AS late_out
        FROM days d
    )`;
}

/**
 * Whether the frame is cut at local midnights: then closed time comes from member_days, whole
 * days, and only open spans are cut; any other frame (or one under a retention cutoff) cuts
 * everything.
 */
export function isSummarised({ frame, cutoff }: AttendanceWindow): boolean {
  return (
    cutoff === null &&
    isLocalMidnight(frame.from, frame.timeZone) &&
    isLocalMidnight(frame.to, frame.timeZone)
  );
}

/**
 * Closed time of the frame's whole local days from member_days (migration MemberDays). A break
 * that began before the frame counts on its first day, as the cut pieces count it. With the
 * stored months left out: the days outside them by range, and the months to compute by member.
 */
function closedDays(
  { idWorkspace, frame }: AttendanceWindow,
  ofMembers: Sql,
  months: boolean,
): Sql {
  const tz = sql`${frame.timeZone}::text`;
  const firstDay = sql`(${frame.from}::timestamptz AT TIME ZONE ${tz})::date`;
  const select = sql`
      SELECT m.id_user, m.day, m.workspace_time, m.break_time, m.activity_time,
             m.number_of_breaks + CASE WHEN m.day = ${firstDay} THEN m.carried_breaks ELSE 0 END,
             0, 0, m.first_in, m.last_out, false, NULL, NULL, 0`;
  const inFrame = sql`m.id_workspace = ${idWorkspace}::uuid
         AND m.day >= ${firstDay}
         AND m.day < (${frame.to}::timestamptz AT TIME ZONE ${tz})::date`;
  if (!months) return sql`${select} FROM member_days m WHERE ${inFrame} ${ofMembers} UNION ALL`;
  return sql`
      ${select} FROM member_days m
       WHERE ${inFrame} AND ${outsideStored(sql`m.day`)} ${ofMembers}
      UNION ALL
      -- Member by member through the key (OFFSET 0 keeps the planner from turning it around on
      -- a stale estimate, attendance-months.sql.ts).
      ${select} FROM (${LIVE_MONTHS}) lm
        CROSS JOIN LATERAL (
          SELECT * FROM member_days m
           WHERE m.id_workspace = ${idWorkspace}::uuid AND m.id_user = lm.id_user
             AND m.day >= lm.month AND m.day < (lm.month + interval '1 month')::date
          OFFSET 0) m
       WHERE ${inFrame}
      UNION ALL`;
}

/**
 * Drafts and requests awaiting review, on the local day of the time they propose (or, for a
 * deletion, of the entry they would delete).
 */
function openRequests({ idWorkspace, frame, cutoff }: AttendanceWindow): Sql {
  const moment = sql`COALESCE(r.start_at, CASE r.kind WHEN 'break' THEN b.start_at
                                               WHEN 'activity' THEN a.start_at
                                               ELSE w.start_at END)`;
  return sql`
      SELECT q.id_user, (q.moment AT TIME ZONE ${frame.timeZone}::text)::date, 0, 0, 0, 0,
             CASE WHEN q.is_draft THEN 1 ELSE 0 END, CASE WHEN q.is_draft THEN 0 ELSE 1 END,
             NULL, NULL, false, NULL, NULL, 0
        FROM (SELECT r.id_user, r.is_draft, ${moment} AS moment
                FROM time_requests r
                LEFT JOIN workspace_times w ON w.id = r.id_workspace_time
                LEFT JOIN breaks b ON b.id = r.id_break
                LEFT JOIN activities a ON a.id = r.id_activity
               WHERE r.id_workspace = ${idWorkspace}::uuid
                 AND r.reviewed_at IS NULL AND r.deleted_at IS NULL
                 AND r.id_user IN (SELECT id_user FROM rm)) q
       WHERE q.moment >= ${frame.from}::timestamptz AND q.moment < ${frame.to}::timestamptz
         AND ${retained(cutoff, 'q.moment')}`;
}

/** The scheduled hours of each member's day, or nothing when the read ignores schedules. */
function scheduleFacts(
  { idWorkspace, frame }: AttendanceWindow,
  schedule: ScheduleUse,
  months: boolean,
): Sql {
  if (schedule.kind === 'none') return sql.empty;
  const only = months ? { day: outsideStored, months: LIVE_MONTHS } : undefined;
  const days = scheduleDays({ idWorkspace, idUsers: schedule.idUsers, only }, frame);
  return sql`
      UNION ALL
      SELECT s.id_user, s.day, 0, 0, 0, 0, 0, 0, NULL, NULL, false,
             s.sched_start, s.sched_end, s.scheduled
        FROM (${days}) s
       WHERE s.id_user IN (SELECT id_user FROM rm)`;
}

/** The figures of a bucket, summed over `daily` rows grouped by the caller. */
export const BUCKET_FIGURES = sql`
  sum(d.worked)::float8 AS worked, sum(d.workspace_time)::float8 AS workspace_time,
  sum(d.break_time)::float8 AS break_time, sum(d.activity_time)::float8 AS activity_time,
  sum(d.number_of_breaks)::int AS number_of_breaks,
  sum(d.number_of_drafts)::int AS number_of_drafts,
  sum(d.pending_requests)::int AS pending_requests, sum(d.scheduled)::float8 AS scheduled,
  sum(d.overtime)::float8 AS overtime,
  count(*) FILTER (WHERE d.early_in > 0)::int AS early_in_days,
  count(*) FILTER (WHERE d.late_out > 0)::int AS late_out_days,
  count(*) FILTER (WHERE d.workspace_time > 0)::int AS days_present,
  sum(d.early_in)::float8 AS early_in, sum(d.late_out)::float8 AS late_out,
  floor(extract(epoch FROM min(d.first_in)))::float8 AS first_in,
  floor(extract(epoch FROM max(d.last_out)))::float8 AS last_out,
  COALESCE(bool_or(d.is_open), false) AS is_open`;

/**
 * The bucket a `daily` row (aliased `d`) falls in, as `bucket` (date), and its bounds clipped to
 * the frame as unix seconds `bucket_start`/`bucket_end`: a lateral subquery to join.
 */
export function bucketOf(
  frame: LocalFrame,
  period: ReportPeriod,
  weekStart: number,
): { lateral: Sql; columns: Sql } {
  const next =
    period === 'Daily'
      ? sql`bk.bucket + 1`
      : period === 'Weekly'
        ? sql`bk.bucket + 7`
        : sql`(bk.bucket + interval '1 month')::date`;
  return {
    lateral: sql`CROSS JOIN LATERAL (SELECT ${bucketStart(sql`d.day`, period, weekStart)} AS bucket) bk`,
    columns: sql`to_char(bk.bucket, 'YYYY-MM-DD') AS date,
      floor(extract(epoch FROM GREATEST(${localMidnight(sql`bk.bucket`, frame.timeZone)},
                                        ${frame.from}::timestamptz)))::float8 AS bucket_start,
      floor(extract(epoch FROM LEAST(${localMidnight(next, frame.timeZone)},
                                     ${frame.to}::timestamptz)))::float8 AS bucket_end`,
  };
}
