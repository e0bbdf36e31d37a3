import { Injectable } from '@nestjs/common';
import { ProjectReportGroup, type ProjectTaskTotalKind } from '@punchcard/shared';
import { epoch } from '#src/database/sql/epoch.js';
import { Database, type Sql, sql } from '#src/database/sql/index.js';
import { bucketStart, localDayPieces, meetsFrame } from '#src/database/sql/local-days.js';
import { retained } from '#src/database/sql/retained.js';
import { memberNameSql } from '#src/modules/members/index.js';
import type { ProjectReportScope } from './project-report-scope.js';

/** One row of the report as read: the member, the group, and the time and money it holds. */
export interface ProjectReportRecord {
  id_user: string;
  name: string;
  /** '' where the caller may not see the address (a guest looking at someone else). */
  email: string;
  avatar: string | null;
  task_kind: ProjectTaskTotalKind | null;
  group_key: string | null;
  group_label: string | null;
  /** numeric text */
  rate: string;
  duration: number;
  /** numeric text, rounded to the cent */
  cost: string;
  start: number;
  end: number;
  /** "YYYY-MM-DD HH:mm" of start and end in the report's zone (files only; null on pages). */
  start_local: string;
  end_local: string;
}

/** The report's totals, how many rows the caller's view lists, and its times in local time. */
export interface ProjectReportTotals {
  total_items: number;
  total_seconds: number;
  /** numeric text, the sum of the rows' rounded costs */
  total_cost: string;
  /** "YYYY-MM-DD HH:mm" of the window's ends and of now in the report's zone. */
  from_local: string;
  to_local: string;
  now_local: string;
}

type PageRecord = ProjectReportTotals & {
  [K in keyof ProjectReportRecord]: ProjectReportRecord[K] | null;
};

const NAME = memberNameSql('wm', 'u');
const CALENDAR: Partial<Record<ProjectReportGroup, 'Daily' | 'Weekly' | 'Monthly'>> = {
  [ProjectReportGroup.Day]: 'Daily',
  [ProjectReportGroup.Week]: 'Weekly',
  [ProjectReportGroup.Month]: 'Monthly',
};

/** Whose spans the statement reads at all: PERSONAL only the caller's, DETAILS the filter's. */
function readMembers(scope: ProjectReportScope): readonly string[] | null {
  if (scope.view === 'PERSONAL') return [scope.idViewer];
  return scope.view === 'DETAILS' ? scope.members : null;
}

/** The project's live activities meeting the window, each with the rate its member's hour costs. */
function spans(scope: ProjectReportScope): Sql {
  const only = readMembers(scope);
  return sql`SELECT a.id_user, a.id_task, a.start_at, a.end_at,
           CASE WHEN ${scope.memberRates}::boolean THEN COALESCE(pm.hourly_rate, p.hourly_rate)
                ELSE p.hourly_rate END AS rate
      FROM activities a
      JOIN projects p ON p.id = a.id_project
      LEFT JOIN project_members pm ON pm.id_project = a.id_project AND pm.id_user = a.id_user
     WHERE a.id_workspace = ${scope.idWorkspace} AND a.id_project = ${scope.idProject}
       AND a.deleted_at IS NULL AND ${meetsFrame('a', scope)}
       AND ${retained(scope.cutoff, 'a.start_at')}
       AND (${only}::uuid[] IS NULL OR a.id_user = ANY(${only}::uuid[]))`;
}

/**
 * The spans cut as the grouping needs: at the zone's local midnights for day, week and month
 * (a span across midnight counts on both sides), else only clipped to the window.
 */
function pieces(scope: ProjectReportScope): Sql {
  if (CALENDAR[scope.groups]) {
    return localDayPieces(spans(scope), {
      timeZone: scope.zone,
      from: scope.from,
      to: scope.to,
      now: scope.now,
    });
  }
  return sql`SELECT s.*, NULL::date AS day,
           GREATEST(s.start_at, ${scope.from}::timestamptz) AS piece_start,
           LEAST(COALESCE(s.end_at, ${scope.now}::timestamptz), ${scope.to}::timestamptz) AS piece_end
      FROM (${spans(scope)}) s`;
}

/** `task_kind, group_key, group_label, group_sort` of a piece `p` (tasks joined as `t`). */
function groupColumns(scope: ProjectReportScope): Sql {
  const period = CALENDAR[scope.groups];
  if (period) {
    const bucket = bucketStart(sql`p.day`, period, scope.weekStart);
    const key = sql`to_char(${bucket}, 'YYYY-MM-DD')`;
    const label =
      period === 'Daily'
        ? key
        : period === 'Weekly'
          ? sql`${key} || ' – ' || to_char(${bucket} + 6, 'YYYY-MM-DD')`
          : sql`to_char(${bucket}, 'YYYY-MM')`;
    return sql`NULL::text AS task_kind, ${key} AS group_key, ${label} AS group_label,
               ${bucket} AS group_sort`;
  }
  if (scope.groups === ProjectReportGroup.Task) {
    // Another member's personal task is theirs to name: its time is one unnamed line.
    const kind = sql`CASE WHEN p.id_task IS NULL THEN 'no_task'
                          WHEN t.is_personal AND t.id_user <> ${scope.idViewer} THEN 'hidden'
                          ELSE 'task' END`;
    return sql`${kind} AS task_kind,
               CASE WHEN ${kind} = 'task' THEN t.id::text END AS group_key,
               CASE WHEN ${kind} = 'task' THEN t.name END AS group_label,
               CASE ${kind} WHEN 'task' THEN '0' || lower(t.name) || t.id::text
                            WHEN 'no_task' THEN '1' ELSE '2' END AS group_sort`;
  }
  return sql`NULL::text AS task_kind, NULL::text AS group_key, NULL::text AS group_label,
             NULL::text AS group_sort`;
}

/** Tasks are read only when rows are grouped by them. */
const taskJoin = (scope: ProjectReportScope): Sql =>
  scope.groups === ProjectReportGroup.Task ? sql`LEFT JOIN tasks t ON t.id = p.id_task` : sql.empty;

/**
 * `report_rows`: seconds (whole, per piece), first start, last end and cost (rounded once per
 * row) per member and group; `flagged`: each row marked `listed` (the caller's view and member
 * filter show it) and `totalled` (it counts in the totals: a SUMMARY viewer's totals are the
 * whole project's, whatever members they filter their own rows by).
 */
function reportRows(scope: ProjectReportScope): Sql {
  const listedMembers = scope.members;
  const seesAll = scope.view === 'DETAILS';
  return sql`report_rows AS (
      SELECT id_user, task_kind, group_key, group_label, group_sort, rate,
             sum(seconds) AS seconds, min(piece_start) AS first_start, max(piece_end) AS last_end,
             round(sum(seconds) * rate / 3600, 2) AS cost
        FROM (SELECT p.id_user, p.rate, p.piece_start, p.piece_end, ${groupColumns(scope)},
                     floor(extract(epoch FROM p.piece_end - p.piece_start))::numeric AS seconds
                FROM (${pieces(scope)}) p ${taskJoin(scope)}) keyed
       WHERE seconds > 0
       GROUP BY id_user, task_kind, group_key, group_label, group_sort, rate),
    flagged AS (
      SELECT r.*,
             (${seesAll}::boolean OR r.id_user = ${scope.idViewer}::uuid)
               AND (${listedMembers}::uuid[] IS NULL OR r.id_user = ANY(${listedMembers}::uuid[]))
               AS listed,
             (NOT ${seesAll}::boolean OR ${listedMembers}::uuid[] IS NULL
               OR r.id_user = ANY(${listedMembers}::uuid[])) AS totalled
        FROM report_rows r)`;
}

/**
 * `member_names`: each listed member once, named as the caller may see them (a guest looking at
 * someone else gets no address, and a name rather than one), ranked in the report's order, so
 * rows sort by a number rather than by collated text.
 */
function memberNames(scope: ProjectReportScope, showEmails: boolean): Sql {
  const shown = sql`(${showEmails}::boolean OR m.id_user = ${scope.idViewer}::uuid)`;
  return sql`member_names AS (
      SELECT m.id_user,
             CASE WHEN ${shown} OR ${NAME} IS DISTINCT FROM u.email THEN ${NAME}
                  ELSE split_part(u.email, '@', 1) END AS name,
             CASE WHEN ${shown} THEN u.email ELSE '' END AS email,
             wm.avatar,
             row_number() OVER (ORDER BY lower(${NAME}), m.id_user) AS member_rank
        FROM (SELECT DISTINCT id_user FROM flagged WHERE listed) m
        JOIN users u ON u.id = m.id_user
        LEFT JOIN workspace_members wm
          ON wm.id_workspace = ${scope.idWorkspace} AND wm.id_user = m.id_user)`;
}

/** "YYYY-MM-DD HH:mm" of a timestamptz in the report's zone, as files print times. */
function localStamp(scope: ProjectReportScope, instant: Sql): Sql {
  return sql`to_char((${instant}) AT TIME ZONE ${scope.zone}::text, 'YYYY-MM-DD HH24:MI')`;
}

/**
 * The listed rows with their members' names (needs `member_names`); files also want local times,
 * which a page leaves out (formatting every row's times before LIMIT costs a year's report).
 */
function listedRows(scope: ProjectReportScope, localTimes: boolean): Sql {
  const local = localTimes
    ? sql`${localStamp(scope, sql`r.first_start`)} AS start_local,
          ${localStamp(scope, sql`r.last_end`)} AS end_local`
    : sql`NULL::text AS start_local, NULL::text AS end_local`;
  return sql`SELECT r.id_user, n.name, n.email, n.avatar, r.task_kind, r.group_key,
         r.group_label, r.rate::text AS rate, r.seconds::float8 AS duration, r.cost::text AS cost,
         ${epoch('r.first_start')} AS start, ${epoch('r.last_end')} AS "end", ${local},
         n.member_rank, r.group_sort
    FROM flagged r
    JOIN member_names n ON n.id_user = r.id_user
   WHERE r.listed`;
}

const ORDER = sql`ORDER BY member_rank, group_sort NULLS FIRST, group_key`;

/** The totals, and the window's ends and now in local time (what a file states first). */
function totalsOf(scope: ProjectReportScope): Sql {
  return sql`SELECT count(*) FILTER (WHERE listed)::int AS total_items,
         COALESCE(sum(seconds) FILTER (WHERE totalled), 0)::float8 AS total_seconds,
         COALESCE(sum(cost) FILTER (WHERE totalled), 0.00)::numeric(14, 2)::text AS total_cost,
         ${localStamp(scope, sql`${scope.from}::timestamptz`)} AS from_local,
         ${localStamp(scope, sql`${scope.to}::timestamptz`)} AS to_local,
         ${localStamp(scope, sql`${scope.now}::timestamptz`)} AS now_local
    FROM flagged`;
}

/**
 * Project member reports as SQL aggregates over the project's activities meeting the window: one
 * statement per page (rows and totals together), one for the totals of a file, and one cursor
 * for a file's rows.
 */
@Injectable()
export class ProjectReportsRepository {
  constructor(private readonly db: Database) {}

  /** One page of rows and the report's totals; an empty page still answers the totals. */
  async page(
    scope: ProjectReportScope,
    showEmails: boolean,
    page: { offset: number; limit: number },
  ): Promise<{ totals: ProjectReportTotals; rows: ProjectReportRecord[] }> {
    const records = await this.db.rows<PageRecord>(
      sql`WITH ${reportRows(scope)}, ${memberNames(scope, showEmails)}
          SELECT tot.*, pg.* FROM (${totalsOf(scope)}) tot
            LEFT JOIN LATERAL (SELECT * FROM (${listedRows(scope, false)}) l ${ORDER}
                                LIMIT ${page.limit} OFFSET ${page.offset}) pg ON true`,
    );
    const first = records[0];
    if (!first) throw new Error('The totals row is always there');
    const { total_items, total_seconds, total_cost, from_local, to_local, now_local } = first;
    const totals = { total_items, total_seconds, total_cost, from_local, to_local, now_local };
    const rows = records.filter(
      (row): row is PageRecord & ProjectReportRecord => row.id_user !== null,
    );
    return { totals, rows };
  }

  totals(scope: ProjectReportScope): Promise<ProjectReportTotals> {
    return this.db.one<ProjectReportTotals>(sql`WITH ${reportRows(scope)} ${totalsOf(scope)}`);
  }

  /** Every listed row in order, through a cursor in batches (a file of a year of days). */
  allRows(scope: ProjectReportScope, showEmails: boolean): AsyncGenerator<ProjectReportRecord[]> {
    return this.db.batches<ProjectReportRecord>(
      sql`WITH ${reportRows(scope)}, ${memberNames(scope, showEmails)}
          SELECT * FROM (${listedRows(scope, true)}) l ${ORDER}`,
      500,
    );
  }
}
