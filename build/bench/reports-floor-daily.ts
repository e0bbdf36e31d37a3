/**
 * The SQL floor of the attendance reports: what a person fluent in SQL would write by hand for
 * the same numbers, one statement per report, run with bare node-postgres. Every floor starts
 * from the same common table expressions (`dailyCtes`): the members of the page, the schedule in
 * force on each of their local days, and their time cut at the zone's local midnights.
 *
 * Parameters shared by every statement built here:
 *   $1 workspace id, $2 IANA zone, $3 from, $4 to (timestamptz), $5 now (open spans end there),
 *   $6 user ids (uuid[], null for every member), $7 members per page (null for all), $8 offset.
 * Members are the workspace's active ones with the role Member (the API is asked `roles=Member`:
 * exactly the seeded 1,000, one page of the largest size).
 */

const seconds = (from: string, to: string) => `extract(epoch FROM ${to} - ${from})::float8`;

/**
 * A live span (`alias`) meets [$3, $4): written as the exclusion constraints' GiST indexes
 * (id_workspace, id_user, tstzrange) serve it, so a month reads a month, not the history.
 */
export function overlaps(alias: string): string {
  return `tstzrange(${alias}.start_at, COALESCE(${alias}.end_at, 'infinity'::timestamptz), '[)')
          && tstzrange($3::timestamptz, $4::timestamptz, '[)')`;
}

/**
 * The live spans of `table` meeting the frame (of the members asked for, $6), then the part of
 * each inside every local day it touches, for the members of the page. The spans are read
 * workspace-wide first (MATERIALIZED): one index scan for the frame rather than one per member.
 */
function pieces(table: string, name: string): string {
  const clippedStart = `GREATEST(x.start_at, $3::timestamptz)`;
  const clippedEnd = `LEAST(COALESCE(x.end_at, $5::timestamptz), $4::timestamptz)`;
  return `${name}_spans AS MATERIALIZED (
    SELECT x.id_user, x.start_at, x.end_at FROM ${table} x
     WHERE x.id_workspace = $1 AND x.deleted_at IS NULL AND ${overlaps('x')}
       AND ($6::uuid[] IS NULL OR x.id_user = ANY($6::uuid[]))),
  ${name} AS (
    SELECT x.id_user, l.day, x.start_at, x.end_at, p.piece_start, p.piece_end,
           ${seconds('p.piece_start', 'p.piece_end')} AS seconds
      FROM ${name}_spans x
     CROSS JOIN LATERAL generate_series((${clippedStart} AT TIME ZONE $2::text)::date,
                ((${clippedEnd} - interval '1 microsecond') AT TIME ZONE $2::text)::date,
                interval '1 day') AS d(at),
           LATERAL (SELECT d.at::date AS day) AS l,
           LATERAL (SELECT
             GREATEST(${clippedStart}, l.day::timestamp AT TIME ZONE $2::text) AS piece_start,
             LEAST(${clippedEnd}, (l.day + 1)::timestamp AT TIME ZONE $2::text) AS piece_end) AS p
     WHERE x.id_user IN (SELECT id_user FROM members) AND ${clippedEnd} > ${clippedStart})`;
}

/**
 * members (the page, by name then id, with the count of all), days (the local dates of the
 * frame), sched (each member's scheduled start and end on each day: their latest version unless
 * it follows the workspace, else the workspace's latest, else Monday to Friday 09:00-18:00),
 * and daily: one row per member and day with every figure of the report.
 */
export function dailyCtes(): string {
  return `WITH members AS (
    SELECT m.id_user, m.role, m.status, u.email,
           COALESCE(NULLIF(m.nickname, ''),
                    NULLIF(concat_ws(' ', COALESCE(m.first_name, u.first_name),
                                     COALESCE(m.last_name, u.last_name)), ''), u.email) AS name,
           count(*) OVER () AS total_members
      FROM workspace_members m JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL
     WHERE m.id_workspace = $1 AND m.deleted_at IS NULL AND m.status = 'ACTIVE'
       AND m.role = 'Member'
       AND ($6::uuid[] IS NULL OR m.id_user = ANY($6::uuid[]))
     ORDER BY name, m.id_user LIMIT $7::int OFFSET $8::int),
  days AS (
    SELECT d::date AS day FROM generate_series(($3::timestamptz AT TIME ZONE $2::text)::date,
           (($4::timestamptz - interval '1 microsecond') AT TIME ZONE $2::text)::date,
           interval '1 day') AS d),
  versions AS (
    SELECT s.id, s.id_user, s.follows_workspace, s.effective_from,
           lead(s.effective_from) OVER (PARTITION BY s.id_user ORDER BY s.effective_from) AS until
      FROM work_schedules s WHERE s.id_workspace = $1),
  workspace_days AS (
    SELECT d.day, v.id AS id_schedule FROM days d
      LEFT JOIN versions v ON v.id_user IS NULL AND d.day >= v.effective_from
                          AND (v.until IS NULL OR d.day < v.until)),
  plan AS (
    SELECT m.id_user, w.day,
           CASE WHEN v.id IS NOT NULL AND NOT v.follows_workspace THEN v.id ELSE w.id_schedule END
             AS id_schedule
      FROM members m CROSS JOIN workspace_days w
      LEFT JOIN versions v ON v.id_user = m.id_user AND w.day >= v.effective_from
                          AND (v.until IS NULL OR w.day < v.until)),
  sched AS (
    SELECT p.id_user, p.day,
           (p.day + t.start_time) AT TIME ZONE $2::text AS sched_start,
           (p.day + t.end_time) AT TIME ZONE $2::text AS sched_end
      FROM plan p
      LEFT JOIN work_schedule_days sd
        ON sd.id_schedule = p.id_schedule AND sd.weekday = extract(isodow FROM p.day)
     CROSS JOIN LATERAL (
       SELECT CASE WHEN p.id_schedule IS NOT NULL THEN sd.start_time
                   WHEN extract(isodow FROM p.day) <= 5 THEN time '09:00' END AS start_time,
              CASE WHEN p.id_schedule IS NOT NULL THEN sd.end_time
                   WHEN extract(isodow FROM p.day) <= 5 THEN time '18:00' END AS end_time) t
     WHERE t.start_time IS NOT NULL),
  ${pieces('workspace_times', 'wt')},
  ${pieces('breaks', 'br')},
  ${pieces('activities', 'ac')},
  facts AS (
    SELECT id_user, day, NULL::timestamptz AS sched_start, NULL::timestamptz AS sched_end,
           seconds AS workspace_time, 0::float8 AS break_time, 0::float8 AS activity_time,
           0 AS breaks, 0 AS pending, 0 AS drafts,
           CASE WHEN piece_start = start_at THEN start_at END AS first_in,
           CASE WHEN piece_end = end_at THEN end_at END AS last_out, end_at IS NULL AS is_open
      FROM wt
    UNION ALL
    SELECT id_user, day, NULL, NULL, 0, seconds, 0, 1, 0, 0, NULL, NULL, false FROM br
    UNION ALL
    SELECT id_user, day, NULL, NULL, 0, 0, seconds, 0, 0, 0, NULL, NULL, false FROM ac
    UNION ALL
    SELECT r.id_user, (r.start_at AT TIME ZONE $2::text)::date, NULL, NULL, 0, 0, 0, 0,
           (NOT r.is_draft)::int, (r.is_draft AND r.kind IN ('workspace_time', 'break'))::int,
           NULL, NULL, false
      FROM time_requests r
     WHERE r.id_workspace = $1 AND r.deleted_at IS NULL AND r.reviewed_at IS NULL
       AND r.start_at >= $3::timestamptz AND r.start_at < $4::timestamptz
       AND r.id_user IN (SELECT id_user FROM members)
    UNION ALL
    SELECT id_user, day, sched_start, sched_end, 0, 0, 0, 0, 0, 0, NULL, NULL, false FROM sched),
  days_of AS (
    SELECT id_user, day, max(sched_start) AS sched_start, max(sched_end) AS sched_end,
           min(first_in) AS first_in, max(last_out) AS last_out, bool_or(is_open) AS is_open,
           COALESCE(${seconds('max(sched_start)', 'max(sched_end)')}, 0) AS scheduled,
           sum(workspace_time) AS workspace_time, sum(break_time) AS break_time,
           sum(activity_time) AS activity_time, sum(breaks) AS number_of_breaks,
           sum(pending) AS pending_requests, sum(drafts) AS number_of_drafts
      FROM facts GROUP BY id_user, day),
  daily AS (SELECT *, workspace_time - break_time AS worked FROM days_of)`;
}

/** The first local date of the bucket a `day` falls in. */
export function bucketOf(day: string, period: 'Daily' | 'Weekly' | 'Monthly', weekStart: number) {
  if (period === 'Daily') return day;
  if (period === 'Monthly') return `date_trunc('month', ${day})::date`;
  return `(${day} - ((extract(isodow FROM ${day})::int - ${String(weekStart)} + 7) % 7))`;
}

/** AttendanceFigures summed over the rows of `daily` a GROUP BY keeps. */
export const FIGURES = `sum(worked)::float8 AS worked, sum(workspace_time)::float8 AS workspace_time,
       sum(break_time)::float8 AS break_time, sum(activity_time)::float8 AS activity_time,
       sum(number_of_breaks)::int AS number_of_breaks, sum(number_of_drafts)::int AS number_of_drafts,
       sum(pending_requests)::int AS pending_requests, sum(scheduled)::float8 AS scheduled,
       sum(GREATEST(worked - scheduled, 0))::float8 AS overtime,
       count(*) FILTER (WHERE first_in < sched_start)::int AS early_in_days,
       count(*) FILTER (WHERE last_out > sched_end)::int AS late_out_days,
       count(*) FILTER (WHERE workspace_time > 0)::int AS days_present`;

/**
 * GET /v1/workspaces/reports/attendance by hand: per member and bucket, and per member over the
 * whole range (GROUPING SETS), only buckets with time, requests or a schedule, by name.
 */
export function attendanceFloor(period: 'Daily' | 'Weekly' | 'Monthly', weekStart: number) {
  const bucket = bucketOf('d.day', period, weekStart);
  return `${dailyCtes()},
  cut AS (
    SELECT d.id_user, ${bucket} AS bucket, ${FIGURES},
           min(first_in) AS first_in, max(last_out) AS last_out, bool_or(is_open) AS is_open,
           sum(GREATEST(${seconds('first_in', 'sched_start')}, 0))::float8 AS early_in,
           sum(GREATEST(${seconds('sched_end', 'last_out')}, 0))::float8 AS late_out
      FROM daily d
     GROUP BY GROUPING SETS ((d.id_user, ${bucket}), (d.id_user))
    HAVING sum(scheduled) > 0 OR sum(workspace_time) > 0
        OR sum(pending_requests + number_of_drafts) > 0)
  SELECT m.name, m.email, m.role, m.status, m.total_members, c.*
    FROM cut c JOIN members m ON m.id_user = c.id_user
   ORDER BY m.name, m.id_user, c.bucket NULLS FIRST`;
}

/** GET /v1/workspaces/reports/attendance/summary by hand: per bucket over members, and overall. */
export function summaryFloor(period: 'Daily' | 'Weekly' | 'Monthly', weekStart: number) {
  const bucket = bucketOf('d.day', period, weekStart);
  return `${dailyCtes()}
  SELECT ${bucket} AS bucket, ${FIGURES},
         count(DISTINCT d.id_user) FILTER (WHERE workspace_time > 0)::int AS members_present,
         min(first_in) AS first_in, max(last_out) AS last_out,
         (SELECT count(*) FROM members)::int AS total_members
    FROM daily d
   GROUP BY GROUPING SETS ((${bucket}), ())
   ORDER BY 1 NULLS FIRST`;
}

/** The CSV export by hand: every member's local days with time, names and all, by name. */
export function exportFloor(): string {
  return `${dailyCtes()}
  SELECT m.name, m.email, d.id_user, d.day, d.first_in, d.last_out, d.worked, d.workspace_time,
         d.break_time, d.activity_time, d.number_of_breaks, d.scheduled,
         GREATEST(d.worked - d.scheduled, 0) AS overtime,
         GREATEST(${seconds('d.first_in', 'd.sched_start')}, 0) AS early_in,
         GREATEST(${seconds('d.sched_end', 'd.last_out')}, 0) AS late_out
    FROM daily d JOIN members m ON m.id_user = d.id_user
   WHERE d.workspace_time > 0 OR d.scheduled > 0
   ORDER BY m.name, d.id_user, d.day`;
}
