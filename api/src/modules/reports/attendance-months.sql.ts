import { type Sql, sql } from '#src/database/sql/index.js';
import type { LocalFrame } from '#src/database/sql/local-days.js';

/** The member of a mark that stands for every member (migration MemberMonths). */
const ALL_MEMBERS = '00000000-0000-0000-0000-000000000000';

/**
 * Whole past months from member_months (migration MemberMonths): a whole-workspace monthly read
 * takes each member's complete local months that lie before the current one from there, computes
 * everything else live (the frame's partial first and last months, the current month, the months
 * it finds missing or stale) and stores what it computed for next time, in the same statement.
 *
 * Not stored, so always live: drafts and pending requests (they change without touching time),
 * and every month of a member with an open span that began before the month's end (an open span
 * grows with the clock). The CTEs below follow `rm` in attendanceDays' list:
 *
 *   mc_bounds (first_day, c_from, c_to): the frame's first local day and the stored range of
 *     months [c_from, c_to), empty when c_from = c_to;
 *   mc_state (version): the workspace's version as this statement's snapshot sees it;
 *   mc_open (id_user, since): members with open spans and the local day the first began;
 *   mc_members (id_user, since): the read's members, with it;
 *   mc_hit: the stored rows this read may use; mc_live (id_user, month, storable): the stored
 *     range's pairs it must compute, and whether it may store them.
 *
 * Every member_months, member_month_marks and member_days row is reached by its key, member by
 * member (LATERAL), never by a join the planner could turn around: those tables change in bulk
 * between ANALYZEs (autovacuum may be off, and embedded PGlite has none), and a plan built on a
 * stale estimate of one row went quadratic (0.25 s -> 0.7 s on a year of a thousand members).
 */
export function monthCtes(idWorkspace: string, frame: LocalFrame): Sql {
  const tz = sql`${frame.timeZone}::text`;
  const ws = sql`${idWorkspace}::uuid`;
  const open = (table: string) =>
    sql`SELECT id_user, start_at FROM ${sql.raw(table)}
         WHERE id_workspace = ${ws} AND end_at IS NULL AND deleted_at IS NULL`;
  return sql`
    mc_bounds AS MATERIALIZED (
      SELECT b.first_day, b.c_from, GREATEST(b.c_from, LEAST(b.frame_months, b.now_month)) AS c_to
        FROM (SELECT d.first_day,
                     CASE WHEN d.first_day = date_trunc('month', d.first_day)::date THEN d.first_day
                          ELSE (date_trunc('month', d.first_day) + interval '1 month')::date
                     END AS c_from,
                     date_trunc('month', d.end_day)::date AS frame_months,
                     date_trunc('month', (${frame.now}::timestamptz AT TIME ZONE ${tz})::date)::date
                       AS now_month
                FROM (SELECT (${frame.from}::timestamptz AT TIME ZONE ${tz})::date AS first_day,
                             (${frame.to}::timestamptz AT TIME ZONE ${tz})::date AS end_day) d) b
    ),
    mc_state AS MATERIALIZED (
      SELECT COALESCE(max(s.version), 0) AS version
        FROM member_month_state s WHERE s.id_workspace = ${ws}
    ),
    mc_open AS MATERIALIZED (
      SELECT o.id_user, (min(o.start_at) AT TIME ZONE ${tz})::date AS since
        FROM (${open('workspace_times')} UNION ALL ${open('breaks')}
              UNION ALL ${open('activities')}) o
       GROUP BY o.id_user
    ),
    mc_members AS MATERIALIZED (
      SELECT r.id_user, o.since
        FROM (SELECT DISTINCT id_user FROM rm) r LEFT JOIN mc_open o ON o.id_user = r.id_user
    ),
    mc_hit AS MATERIALIZED (
      SELECT mm.*, r.since
        FROM mc_members r
        CROSS JOIN mc_bounds b
        CROSS JOIN LATERAL (
          SELECT mm.* FROM member_months mm
           WHERE mm.id_workspace = ${ws} AND mm.id_user = r.id_user
             AND mm.month >= b.c_from AND mm.month < b.c_to AND mm.time_zone = ${tz}
             AND ${storable('r.since', 'mm.month')}
             AND NOT EXISTS (SELECT 1 FROM member_month_marks k
                              WHERE k.id_workspace = ${ws} AND k.id_user = mm.id_user
                                AND k.month = mm.month AND k.version > mm.version)
             AND NOT EXISTS (SELECT 1 FROM member_month_marks k
                              WHERE k.id_workspace = ${ws} AND k.id_user = ${ALL_MEMBERS}::uuid
                                AND k.month = mm.month AND k.version > mm.version)
          OFFSET 0
        ) mm
    ),
    mc_live AS MATERIALIZED (
      SELECT p.id_user, p.month, ${storable('p.since', 'p.month')} AS storable
        FROM (SELECT r.id_user, m.month::date AS month, r.since
                FROM mc_members r
                CROSS JOIN mc_bounds b
                CROSS JOIN LATERAL generate_series(b.c_from::timestamp, (b.c_to - 1)::timestamp,
                                                   interval '1 month') AS m(month)
              EXCEPT
              SELECT id_user, month, since FROM mc_hit) p
    ),`;
}

/** Whether a member's month may be stored: no open span of theirs began before its end. */
function storable(since: string, month: string): Sql {
  return sql.raw(`(${since} IS NULL OR ${since} >= (${month} + interval '1 month')::date)`);
}

/** Whether a local day (a date expression) lies outside the stored range: always read live. */
export function outsideStored(day: Sql): Sql {
  return sql`(${day} < (SELECT c_from FROM mc_bounds) OR ${day} >= (SELECT c_to FROM mc_bounds))`;
}

/** The (id_user, month) pairs of the stored range this read computes. */
export const LIVE_MONTHS = sql`SELECT id_user, month FROM mc_live`;

/** The figure columns member_months stores, in its order, as `daily` buckets name them. */
const STORED = [
  'worked',
  'workspace_time',
  'break_time',
  'activity_time',
  'number_of_breaks',
  'scheduled',
  'overtime',
  'early_in_days',
  'late_out_days',
  'days_present',
  'early_in',
  'late_out',
  'first_in',
  'last_out',
] as const;

/**
 * CTEs after attendanceDays' (which must have been built with the months cut): `live_rows`, the
 * live buckets per (id_user, bucket) that `figures` (BUCKET_FIGURES over `daily d`) sums;
 * `stored`, which writes the computed pairs of the stored range; and `merged`, the live and the
 * stored figures per (id_user, bucket), as FiguresRow columns plus id_user and bucket.
 *
 * A stored month's breaks exclude those carried in from the previous day: they count on the
 * frame's first day only, so they are taken from member_days for the frame at hand.
 */
export function mergedMonths(idWorkspace: string, frame: LocalFrame, figures: Sql): Sql {
  const ws = sql`${idWorkspace}::uuid`;
  const carried = (alias: string) =>
    sql.raw(`CASE WHEN ${alias}.month_key = b.first_day THEN COALESCE(c.carried, 0) ELSE 0 END`);
  const columns = sql.raw(STORED.join(', '));
  const excluded = sql.raw(STORED.map((key) => `${key} = EXCLUDED.${key}`).join(', '));
  const hasTime = sql`(l.workspace_time > 0 OR l.break_time > 0 OR l.activity_time > 0
                       OR l.scheduled > 0 OR l.number_of_breaks > 0 OR l.first_in IS NOT NULL)`;
  return sql`
    live_rows AS MATERIALIZED (
      SELECT d.id_user, bk.bucket, bk.bucket AS month_key, ${figures}
        FROM daily d CROSS JOIN LATERAL (SELECT date_trunc('month', d.day)::date AS bucket) bk
       GROUP BY d.id_user, bk.bucket
    ),
    mc_carried AS (
      SELECT m.id_user, m.carried_breaks AS carried FROM member_days m, mc_bounds b
       WHERE m.id_workspace = ${ws} AND m.day = b.first_day AND m.carried_breaks > 0
    ),
    stored AS (
      INSERT INTO member_months AS mm
             (id_workspace, id_user, month, time_zone, version, ${columns})
      SELECT ${ws}, l.id_user, l.bucket, ${frame.timeZone}::text, st.version,
             l.worked, l.workspace_time, l.break_time, l.activity_time,
             l.number_of_breaks - ${carried('l')}, l.scheduled, l.overtime, l.early_in_days,
             l.late_out_days, l.days_present, l.early_in, l.late_out, l.first_in, l.last_out
        FROM live_rows l
        JOIN mc_live p ON p.id_user = l.id_user AND p.month = l.bucket
        CROSS JOIN mc_bounds b CROSS JOIN mc_state st
        LEFT JOIN mc_carried c ON c.id_user = l.id_user
       WHERE p.storable AND NOT l.is_open AND ${hasTime}
       -- One order for every read: two reads storing the same months wait, never deadlock.
       ORDER BY l.id_user, l.bucket
      ON CONFLICT (id_workspace, id_user, month) DO UPDATE
        SET time_zone = EXCLUDED.time_zone, version = EXCLUDED.version, ${excluded}
        WHERE mm.version < EXCLUDED.version OR mm.time_zone <> EXCLUDED.time_zone
      RETURNING 1
    ),
    merged AS (
      SELECT u.id_user, u.bucket, ${sumFigures('u')}
        FROM (SELECT l.id_user, l.bucket, l.worked, l.workspace_time, l.break_time,
                     l.activity_time, l.number_of_breaks, l.number_of_drafts, l.pending_requests,
                     l.scheduled, l.overtime, l.early_in_days, l.late_out_days, l.days_present,
                     l.early_in, l.late_out, l.first_in, l.last_out, l.is_open
                FROM live_rows l
              UNION ALL
              SELECT h.id_user, h.month, h.worked, h.workspace_time, h.break_time,
                     h.activity_time, h.number_of_breaks + ${carried('h')}, 0, 0,
                     h.scheduled, h.overtime, h.early_in_days, h.late_out_days, h.days_present,
                     h.early_in, h.late_out, h.first_in, h.last_out, false
                FROM (SELECT mc_hit.*, mc_hit.month AS month_key FROM mc_hit) h
                CROSS JOIN mc_bounds b
                LEFT JOIN mc_carried c ON c.id_user = h.id_user) u
       GROUP BY u.id_user, u.bucket
    )`;
}

/** The figures of FiguresRow summed over rows that already hold them (alias `alias`). */
export function sumFigures(alias: string): Sql {
  const a = (key: string) => `${alias}.${key}`;
  return sql.raw(`
    sum(${a('worked')})::float8 AS worked, sum(${a('workspace_time')})::float8 AS workspace_time,
    sum(${a('break_time')})::float8 AS break_time,
    sum(${a('activity_time')})::float8 AS activity_time,
    sum(${a('number_of_breaks')})::int AS number_of_breaks,
    sum(${a('number_of_drafts')})::int AS number_of_drafts,
    sum(${a('pending_requests')})::int AS pending_requests,
    sum(${a('scheduled')})::float8 AS scheduled, sum(${a('overtime')})::float8 AS overtime,
    sum(${a('early_in_days')})::int AS early_in_days,
    sum(${a('late_out_days')})::int AS late_out_days,
    sum(${a('days_present')})::int AS days_present, sum(${a('early_in')})::float8 AS early_in,
    sum(${a('late_out')})::float8 AS late_out, min(${a('first_in')}) AS first_in,
    max(${a('last_out')}) AS last_out, COALESCE(bool_or(${a('is_open')}), false) AS is_open`);
}

/** The FiguresRow columns of `merged` (alias m), for a SELECT list. */
export const MERGED_FIGURES = sql.raw(
  [...STORED, 'number_of_drafts', 'pending_requests', 'is_open']
    .map((key) => `m.${key}`)
    .join(', '),
);
