import { DEFAULT_SCHEDULE_DAYS } from '@punchcard/shared';
import type { LocalFrame } from './local-days.js';
import { type Sql, sql } from './sql.js';

/**
 * The expected working hours of each member on each local day: what "early in", "late out",
 * overtime and scheduled time are measured against. One rule, in one place:
 *
 * - a member's own latest version with effective_from <= day applies, unless it is a
 *   `follows_workspace` version (or there is none): then the workspace's latest version <= day;
 * - with no workspace version either, the default Monday to Friday 09:00-18:00 (shared's
 *   DEFAULT_SCHEDULE_DAYS, so the API and the screens agree on it);
 * - a weekday without hours in the version in force is a day off and yields no row.
 *
 * Wall-clock hours become instants in the frame's zone on that very date, so a DST day keeps
 * its 09:00 and 18:00 (the hour lost or gained shows in `scheduled`).
 */
export interface ScheduleScope {
  idWorkspace: string;
  /** Only these members; null or absent: every live member of the workspace. */
  idUsers?: readonly string[] | null;
  /**
   * Only some of the rows: every member's on the days `day` accepts, plus each (id_user, month)
   * pair `months` selects on every day of that month (a read that takes the other months from
   * member_months, attendance-months.sql.ts). Absent: every row of the frame.
   */
  only?: { day: (day: Sql) => Sql; months: Sql };
}

/** The key of the default hours among schedule ids (no version can have it: ids are random). */
const DEFAULT_KEY = '00000000-0000-0000-0000-000000000000';

/**
 * A SELECT with one row per (member, local day touched by [from, to)) that has scheduled hours:
 * `id_user` uuid, `day` date, `sched_start` and `sched_end` timestamptz, `scheduled` float8
 * seconds. Use it as a subquery or CTE and join on (id_user, day).
 *
 * Only the choice of a version is made per member and day, and by hash joins: the workspace's
 * version per day and every version's instants per day (wall clock to instant in the zone, the
 * costly part) are computed once per day, not once per member, so a year of a thousand members
 * (365k rows) costs little more than producing its rows.
 */
export function scheduleDays(
  scope: ScheduleScope,
  frame: Pick<LocalFrame, 'timeZone' | 'from' | 'to'>,
): Sql {
  const tz = sql`${frame.timeZone}::text`;
  const ids = scope.idUsers ?? null;
  const members =
    ids === null
      ? sql`SELECT m.id_user FROM workspace_members m
             WHERE m.id_workspace = ${scope.idWorkspace}::uuid AND m.deleted_at IS NULL`
      : sql`SELECT DISTINCT unnest(${ids}::uuid[]) AS id_user`;
  const inForce = (alias: string, day: string) =>
    sql.raw(
      `${alias}.effective_from <= ${day} AND (${alias}.until IS NULL OR ${day} < ${alias}.until)`,
    );
  return sql`
    WITH sd_days AS (
      SELECT d::date AS day, extract(isodow FROM d)::int AS weekday
        FROM generate_series(
          (${frame.from}::timestamptz AT TIME ZONE ${tz})::date,
          ((${frame.to}::timestamptz - interval '1 microsecond') AT TIME ZONE ${tz})::date,
          interval '1 day') AS d
    ),
    sd_versions AS (
      SELECT v.id, v.id_user, v.effective_from, v.follows_workspace,
             lead(v.effective_from) OVER (PARTITION BY v.id_user ORDER BY v.effective_from) AS until
        FROM work_schedules v
       WHERE v.id_workspace = ${scope.idWorkspace}::uuid
    ),
    sd_workspace_days AS MATERIALIZED (
      SELECT d.day, COALESCE(ws.id, ${DEFAULT_KEY}::uuid) AS id_schedule
        FROM sd_days d
        LEFT JOIN sd_versions ws ON ws.id_user IS NULL AND ${inForce('ws', 'd.day')}
    ),
    sd_instants AS MATERIALIZED (
      SELECT h.id_schedule, h.day,
             (h.day + h.start_time) AT TIME ZONE ${tz} AS sched_start,
             (h.day + h.end_time) AT TIME ZONE ${tz} AS sched_end,
             extract(epoch FROM ((h.day + h.end_time) AT TIME ZONE ${tz})
                              - ((h.day + h.start_time) AT TIME ZONE ${tz}))::float8 AS scheduled
        FROM (SELECT v.id AS id_schedule, d.day, wd.start_time, wd.end_time
                FROM sd_versions v
                JOIN sd_days d ON ${inForce('v', 'd.day')}
                JOIN work_schedule_days wd ON wd.id_schedule = v.id AND wd.weekday = d.weekday
               WHERE NOT v.follows_workspace
              UNION ALL
              SELECT ${DEFAULT_KEY}::uuid, d.day, dflt.start_time, dflt.end_time
                FROM sd_days d JOIN (${defaultHours()}) AS dflt ON dflt.weekday = d.weekday) h
    ),
    sd_members AS (${members}),
    sd_pairs AS (${memberDays(scope.only)}),
    sd_chosen AS MATERIALIZED (
      SELECT p.id_user, p.day,
             CASE WHEN own.id IS NOT NULL AND NOT own.follows_workspace THEN own.id
                  ELSE p.id_schedule END AS id_schedule
        FROM sd_pairs p
        LEFT JOIN sd_versions own ON own.id_user = p.id_user AND ${inForce('own', 'p.day')}
    )
    SELECT c.id_user, c.day, i.sched_start, i.sched_end, i.scheduled
      FROM sd_chosen c
      JOIN sd_instants i ON i.id_schedule = c.id_schedule AND i.day = c.day`;
}

/** The (member, day) pairs to choose a version for, with the workspace's version that day. */
function memberDays(only: ScheduleScope['only']): Sql {
  const all = sql`SELECT mb.id_user, w.day, w.id_schedule
                    FROM sd_members mb CROSS JOIN sd_workspace_days w`;
  if (!only) return all;
  return sql`${all} WHERE ${only.day(sql`w.day`)}
    UNION ALL
    SELECT mb.id_user, w.day, w.id_schedule
      FROM (${only.months}) om
      JOIN sd_members mb ON mb.id_user = om.id_user
      JOIN sd_workspace_days w ON date_trunc('month', w.day)::date = om.month
     WHERE NOT ${only.day(sql`w.day`)}`;
}

/** The default schedule's working weekdays as a VALUES list (weekday, start_time, end_time). */
function defaultHours(): Sql {
  const rows = DEFAULT_SCHEDULE_DAYS.filter((d) => d.start !== null && d.end !== null).map(
    (d) => sql`(${d.weekday}::int, ${d.start}::time, ${d.end}::time)`,
  );
  return sql`SELECT * FROM (VALUES ${sql.join(rows)}) AS v(weekday, start_time, end_time)`;
}
