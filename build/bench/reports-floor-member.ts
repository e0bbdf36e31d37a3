import { dailyCtes } from './reports-floor-daily.js';

/**
 * The SQL floors of the member summary report and the project member report, written by hand
 * for the same numbers as the API's answers.
 */

const clipped = (alias: string) =>
  `GREATEST(extract(epoch FROM LEAST(COALESCE(${alias}.end_at, $5::timestamptz), $4::timestamptz)
                     - GREATEST(${alias}.start_at, $3::timestamptz))::float8, 0)`;
const meets = (alias: string) =>
  `${alias}.start_at < $4::timestamptz AND (${alias}.end_at IS NULL OR ${alias}.end_at > $3::timestamptz)`;

/**
 * The member's days of the range (the attendance floor's `daily` for one member, $6 = {id},
 * $7 = 1, $8 = 0): totals, averages against the schedule, and the work vs break days.
 */
export function memberDaysFloor(): string {
  return `${dailyCtes()}
  SELECT sum(workspace_time)::float8 AS total_workspace_time,
         sum(break_time)::float8 AS total_break_time,
         sum(worked)::float8 AS total_worked,
         sum(number_of_breaks)::int AS number_of_breaks,
         sum(number_of_drafts)::int AS number_of_drafts,
         sum(activity_time)::float8 AS tracked_duration,
         count(*) FILTER (WHERE workspace_time > 0)::int AS days_present,
         avg(extract(epoch FROM sched_start - first_in)::float8)
           FILTER (WHERE sched_start IS NOT NULL AND first_in IS NOT NULL) AS average_early_in,
         avg(extract(epoch FROM last_out - sched_end)::float8)
           FILTER (WHERE sched_end IS NOT NULL AND last_out IS NOT NULL) AS average_late_out,
         json_agg(json_build_object('date', day, 'work', workspace_time, 'break', break_time,
                                    'activity', activity_time) ORDER BY day) AS days
    FROM daily`;
}

/** Workspace and break seconds of one member ($2) in [$3, $4) (the previous period). */
export const MEMBER_PREVIOUS_FLOOR = `SELECT
  (SELECT COALESCE(sum(${clipped('w')}), 0) FROM workspace_times w
    WHERE w.id_workspace = $1 AND w.id_user = $2 AND w.deleted_at IS NULL AND ${meets('w')})
    AS previous_workspace_time,
  (SELECT COALESCE(sum(${clipped('b')}), 0) FROM breaks b
    WHERE b.id_workspace = $1 AND b.id_user = $2 AND b.deleted_at IS NULL AND ${meets('b')})
    AS previous_break_time`;

/** Every project's and category's seconds of one member's activities, and their count. */
export const MEMBER_LABELS_FLOOR = `WITH a AS (
    SELECT a.id_project, a.id_category, ${clipped('a')} AS seconds
      FROM activities a
     WHERE a.id_workspace = $1 AND a.id_user = $2 AND a.deleted_at IS NULL AND ${meets('a')})
  SELECT 'project' AS kind, p.id, p.name, NULL AS color, sum(a.seconds)::float8 AS duration,
         count(*)::int AS activities
    FROM a LEFT JOIN projects p ON p.id = a.id_project GROUP BY p.id, p.name
  UNION ALL
  SELECT 'category', c.id, c.name, c.color, sum(a.seconds)::float8, count(*)::int
    FROM a LEFT JOIN categories c ON c.id = a.id_category GROUP BY c.id, c.name, c.color
  ORDER BY 1, 5 DESC, 3`;

/**
 * GET /v1/projects/members/reports/pages by hand: one project's activities in [$3, $4) cut into
 * local days of zone $9 (so a row never mixes two days, weeks or months), grouped by member (and
 * the bucket when `bucket` is given) and rate, whole seconds, cost rounded per row, by name, with
 * the total count and totals of all rows. $2 project, $5 now, $6 limit, $7 offset, $8 member
 * rates on.
 */
export function projectFloor(bucket: 'day' | 'week' | 'month' | null): string {
  const key =
    bucket === null
      ? 'NULL::date'
      : bucket === 'day'
        ? 'd.day::date'
        : `date_trunc('${bucket}', d.day)::date`;
  return `WITH spans AS (
    SELECT a.id_user, ${key} AS bucket, a.start_at, COALESCE(a.end_at, $5::timestamptz) AS end_at,
           extract(epoch FROM
             LEAST(COALESCE(a.end_at, $5::timestamptz), $4::timestamptz,
                   (d.day::date + 1)::timestamp AT TIME ZONE $9::text)
             - GREATEST(a.start_at, $3::timestamptz, (d.day::date)::timestamp AT TIME ZONE $9::text))
             AS seconds,
           CASE WHEN $8::boolean THEN COALESCE(pm.hourly_rate, p.hourly_rate)
                ELSE p.hourly_rate END AS rate
      FROM activities a
      JOIN projects p ON p.id = a.id_project
      LEFT JOIN project_members pm ON pm.id_project = a.id_project AND pm.id_user = a.id_user
     CROSS JOIN LATERAL generate_series(
                (GREATEST(a.start_at, $3::timestamptz) AT TIME ZONE $9::text)::date,
                ((LEAST(COALESCE(a.end_at, $5::timestamptz), $4::timestamptz)
                  - interval '1 microsecond') AT TIME ZONE $9::text)::date,
                interval '1 day') AS d(day)
     WHERE a.id_workspace = $1 AND a.id_project = $2 AND a.deleted_at IS NULL AND ${meets('a')}),
  grouped AS (
    SELECT id_user, bucket, rate, floor(sum(seconds))::numeric AS seconds,
           min(start_at) AS first_start, max(end_at) AS last_end
      FROM spans WHERE seconds > 0 GROUP BY 1, 2, 3),
  named AS (
    SELECT g.*, COALESCE(NULLIF(wm.nickname, ''),
                         NULLIF(concat_ws(' ', COALESCE(wm.first_name, u.first_name),
                                          COALESCE(wm.last_name, u.last_name)), ''), u.email)
                  AS name, u.email,
           round(g.seconds * g.rate / 3600, 2) AS cost
      FROM grouped g JOIN users u ON u.id = g.id_user
      LEFT JOIN workspace_members wm ON wm.id_workspace = $1 AND wm.id_user = g.id_user)
  SELECT id_user, name, email, bucket, rate::text, seconds::float8 AS duration, cost::text,
         first_start, last_end, count(*) OVER () AS total_items,
         (sum(seconds) OVER ())::float8 AS total_duration, (sum(cost) OVER ())::text AS total_cost
    FROM named ORDER BY lower(name), id_user, bucket LIMIT $6::int OFFSET $7::int`;
}
