import type pg from 'pg';
import type { BenchMember } from './bench-support.js';
import { SEED_TIME_ZONE } from './seed-year.js';

/**
 * What the reports need beyond the year's seed (seed-year.ts): work schedules that change during
 * the year (a new workspace week 90 days ago, a tenth of the members on their own week, some of
 * those back on the workspace's), hourly rates on the projects and on some project members, and
 * the frames the benchmark reads.
 */

export interface Frame {
  start: number;
  end: number;
}

export interface ReportContext {
  idWorkspace: string;
  owner: BenchMember;
  timeZone: string;
  weekStart: number;
  /** The last whole local month, and the 365 local days before today: no open span in either. */
  month: Frame;
  year: Frame;
  /** Every member's user id, by id. */
  memberIds: string[];
  /** The member whose summary report is read: one with a week of their own. */
  idMember: string;
  /** A public project most members worked on. */
  idProject: string;
}

/** Adds the schedules and rates once (a reused database already has them). */
export async function prepareReports(pool: pg.Pool, idWorkspace: string, idOwner: string) {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM work_schedules WHERE id_workspace = $1`,
    [idWorkspace],
  );
  if ((rows[0]?.n ?? 0) > 0) return;
  const today = `(now() AT TIME ZONE '${SEED_TIME_ZONE}')::date`;
  // A version of the workspace's week, or of every tenth member's own week.
  const week = (from: string, days: string, perMember: boolean) =>
    pool.query(
      `WITH m AS (SELECT id_user, row_number() OVER (ORDER BY id_user) AS i FROM workspace_members
                   WHERE id_workspace = $1 AND role = 'Member'),
            v AS (INSERT INTO work_schedules (id_workspace, id_user, effective_from, created_by)
                  SELECT $1, ${perMember ? 'm.id_user' : 'NULL::uuid'}, ${from}, $2
                    FROM ${perMember ? 'm WHERE i % 10 = 0' : '(SELECT 1) AS one'}
                  RETURNING id)
       INSERT INTO work_schedule_days (id_schedule, weekday, start_time, end_time)
       SELECT v.id, d.weekday, d.start_time::time, d.end_time::time
         FROM v, (VALUES ${days}) AS d(weekday, start_time, end_time)`,
      [idWorkspace, idOwner],
    );
  const weekdays = (start: string, end: string, last: number) =>
    Array.from({ length: last }, (_, i) => `(${String(i + 1)}, '${start}', '${end}')`).join(', ');
  await week(`${today} - 400`, weekdays('09:00', '18:00', 5), false);
  await week(`${today} - 90`, `${weekdays('09:30', '18:30', 5)}, (6, '10:00', '14:00')`, false);
  await week(`${today} - 180`, weekdays('10:00', '19:00', 4), true);
  await pool.query(
    `WITH m AS (SELECT id_user, row_number() OVER (ORDER BY id_user) AS i FROM workspace_members
                 WHERE id_workspace = $1 AND role = 'Member')
     INSERT INTO work_schedules (id_workspace, id_user, effective_from, follows_workspace, created_by)
     SELECT $1, id_user, ${today} - 45, true, $2 FROM m WHERE i % 50 = 0`,
    [idWorkspace, idOwner],
  );
  await pool.query(
    `UPDATE projects SET hourly_rate = 4000 + (abs(hashtext(name)) % 5) * 500 WHERE id_workspace = $1`,
    [idWorkspace],
  );
  await pool.query(
    `WITH p AS (SELECT id FROM projects WHERE id_workspace = $1 AND is_public
                 ORDER BY name LIMIT 1),
          m AS (SELECT id_user, row_number() OVER (ORDER BY id_user) AS i FROM workspace_members
                 WHERE id_workspace = $1 AND role = 'Member')
     INSERT INTO project_members (id_project, id_user, hourly_rate)
     SELECT p.id, m.id_user, 6500 FROM p, m WHERE m.i % 20 = 0`,
    [idWorkspace],
  );
  await pool.query('ANALYZE work_schedules, work_schedule_days, projects, project_members');
}

export async function reportContext(
  pool: pg.Pool,
  idWorkspace: string,
  owner: BenchMember,
): Promise<ReportContext> {
  const { rows } = await pool.query<{
    week_start: number;
    today: string;
    month_start: string;
    month_end: string;
    year_start: string;
  }>(
    `SELECT w.week_start,
            extract(epoch FROM t.today::timestamp AT TIME ZONE w.time_zone)::bigint AS today,
            extract(epoch FROM (date_trunc('month', t.today::timestamp) - interval '1 month')
                                 AT TIME ZONE w.time_zone)::bigint AS month_start,
            extract(epoch FROM date_trunc('month', t.today::timestamp)
                                 AT TIME ZONE w.time_zone)::bigint AS month_end,
            extract(epoch FROM (t.today - 365)::timestamp AT TIME ZONE w.time_zone)::bigint
              AS year_start
       FROM workspaces w, LATERAL (SELECT (now() AT TIME ZONE w.time_zone)::date AS today) t
      WHERE w.id = $1`,
    [idWorkspace],
  );
  const frame = rows[0];
  if (!frame) throw new Error('the seeded workspace is gone');
  const { rows: members } = await pool.query<{ id_user: string }>(
    `SELECT id_user FROM workspace_members WHERE id_workspace = $1 AND role = 'Member'
      ORDER BY id_user`,
    [idWorkspace],
  );
  const { rows: projects } = await pool.query<{ id: string }>(
    `SELECT id FROM projects WHERE id_workspace = $1 AND is_public ORDER BY name LIMIT 1`,
    [idWorkspace],
  );
  const memberIds = members.map((row) => row.id_user);
  return {
    idWorkspace,
    owner,
    timeZone: SEED_TIME_ZONE,
    weekStart: frame.week_start,
    month: { start: Number(frame.month_start), end: Number(frame.month_end) },
    year: { start: Number(frame.year_start), end: Number(frame.today) },
    memberIds,
    // The tenth member by id (i % 10 = 0 above) has a week of their own.
    idMember: memberIds[9] ?? memberIds[0] ?? owner.idUser,
    idProject: projects[0]?.id ?? '',
  };
}
