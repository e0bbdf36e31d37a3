import { Injectable } from '@nestjs/common';
import { Database, type Sql, sql } from '#src/database/sql/index.js';
import { localDayPieces, localMidnight, secondsBetween } from '#src/database/sql/local-days.js';
import { retained } from '#src/database/sql/retained.js';
import { scheduleDays } from '#src/database/sql/schedule-days.js';
import type { ReportWindow } from './report-window.js';
import {
  activitySpans,
  breakSpans,
  clippedSeconds,
  frameDays,
  type MemberSpanScope,
  workspaceTimeSpans,
} from './member-spans.sql.js';

/** One local day of a member's time, seconds. */
export interface SummaryDayRow {
  date: string;
  start: number;
  work: number;
  break: number;
  activity: number;
}

/** A member's figures over a window (and the totals of the window just before it). */
export interface SummaryFiguresRow {
  workspace_time: number;
  break_time: number;
  activity_time: number;
  previous_workspace_time: number;
  previous_break_time: number;
  days_present: number;
  /** Null without a scheduled day that has a clock-in (or clock-out). */
  average_early_in: number | null;
  average_late_out: number | null;
  scheduled: number;
  overtime: number;
  number_of_breaks: number;
  number_of_activities: number;
  number_of_drafts: number;
  /** Every local day of the window, oldest first. */
  days: SummaryDayRow[];
}

export interface LabelTotalRow {
  kind: 'project' | 'category';
  id: string | null;
  name: string | null;
  color: string | null;
  duration: number;
}

/** The window just before `window`, of the same length. */
export interface PreviousWindow {
  from: Date;
  to: Date;
}

const PIECE_SECONDS = secondsBetween(sql`piece_start`, sql`piece_end`);

/**
 * A member's summary report as SQL aggregates: the figures in one statement (days cut in the
 * workspace's zone and joined to the schedule in force on each), the projects and categories in
 * another. The cost is that of the member's rows in the window.
 */
@Injectable()
export class MemberSummaryRepository {
  constructor(private readonly db: Database) {}

  figures(
    window: ReportWindow,
    idUser: string,
    previous: PreviousWindow,
  ): Promise<SummaryFiguresRow> {
    const { frame } = window;
    const scope: MemberSpanScope = {
      idWorkspace: window.idWorkspace,
      idUsers: [idUser],
      cutoff: window.cutoff,
    };
    return this.db.one<SummaryFiguresRow>(
      sql`WITH fd AS (${frameDays(frame, frame.timeZone)}),
          wt AS (${localDayPieces(workspaceTimeSpans(scope, frame), frame)}),
          br AS (${localDayPieces(breakSpans(scope, frame), frame)}),
          ac AS (${localDayPieces(activitySpans(scope, frame), frame)}),
          wt_day AS (
            -- A first clock-in is a span starting that day; a last clock-out one ending that day
            -- (a night shift's morning has neither, and an open span has no clock-out yet).
            SELECT day, sum(${PIECE_SECONDS}) AS work,
                   min(start_at) FILTER (WHERE piece_start = start_at) AS first_in,
                   max(end_at) FILTER (WHERE piece_end = end_at) AS last_out
              FROM wt GROUP BY day),
          br_day AS (SELECT day, sum(${PIECE_SECONDS}) AS brk FROM br GROUP BY day),
          ac_day AS (SELECT day, sum(${PIECE_SECONDS}) AS act FROM ac GROUP BY day),
          sched AS (${scheduleDays({ idWorkspace: window.idWorkspace, idUsers: [idUser] }, frame)}),
          days AS (
            SELECT fd.day,
                   GREATEST(${localMidnight(sql`fd.day`, frame.timeZone)},
                            ${frame.from}::timestamptz) AS start,
                   COALESCE(w.work, 0) AS work, COALESCE(b.brk, 0) AS brk,
                   COALESCE(a.act, 0) AS act, w.first_in, w.last_out,
                   s.sched_start, s.sched_end, COALESCE(s.scheduled, 0) AS scheduled
              FROM fd
              LEFT JOIN wt_day w ON w.day = fd.day
              LEFT JOIN br_day b ON b.day = fd.day
              LEFT JOIN ac_day a ON a.day = fd.day
              LEFT JOIN sched s ON s.day = fd.day)
          SELECT COALESCE(sum(work), 0)::float8 AS workspace_time,
                 COALESCE(sum(brk), 0)::float8 AS break_time,
                 COALESCE(sum(act), 0)::float8 AS activity_time,
                 (count(*) FILTER (WHERE work > 0))::int AS days_present,
                 (avg(extract(epoch FROM sched_start - first_in))
                    FILTER (WHERE sched_start IS NOT NULL AND first_in IS NOT NULL))::float8
                   AS average_early_in,
                 (avg(extract(epoch FROM last_out - sched_end))
                    FILTER (WHERE sched_end IS NOT NULL AND last_out IS NOT NULL))::float8
                   AS average_late_out,
                 COALESCE(sum(scheduled), 0)::float8 AS scheduled,
                 COALESCE(sum(GREATEST(work - brk - scheduled, 0)) FILTER (WHERE work > 0), 0)::float8
                   AS overtime,
                 (SELECT count(DISTINCT id) FROM br)::int AS number_of_breaks,
                 (SELECT count(DISTINCT id) FROM ac)::int AS number_of_activities,
                 ${drafts(window, idUser)} AS number_of_drafts,
                 ${previousTotal(workspaceTimeSpans(scope, previous), previous, frame.now)}
                   AS previous_workspace_time,
                 ${previousTotal(breakSpans(scope, previous), previous, frame.now)}
                   AS previous_break_time,
                 json_agg(json_build_object(
                   'date', to_char(day, 'YYYY-MM-DD'),
                   'start', floor(extract(epoch FROM start)),
                   'work', work, 'break', brk, 'activity', act) ORDER BY day) AS days
            FROM days`,
    );
  }

  /** Activity seconds per project and per category (null: none), longest first. */
  labels(window: ReportWindow, idUser: string): Promise<LabelTotalRow[]> {
    const { frame } = window;
    const scope: MemberSpanScope = {
      idWorkspace: window.idWorkspace,
      idUsers: [idUser],
      cutoff: window.cutoff,
    };
    return this.db.rows<LabelTotalRow>(
      sql`WITH ac AS (
            SELECT s.id_project, s.id_category,
                   ${clippedSeconds('s', frame, frame.now)} AS seconds
              FROM (${activitySpans(scope, frame)}) s),
          g AS (
            SELECT GROUPING(id_project) = 0 AS by_project, id_project, id_category,
                   sum(seconds) AS duration
              FROM ac GROUP BY GROUPING SETS ((id_project), (id_category)))
          SELECT CASE WHEN g.by_project THEN 'project' ELSE 'category' END AS kind,
                 CASE WHEN g.by_project THEN g.id_project ELSE g.id_category END AS id,
                 CASE WHEN g.by_project THEN p.name ELSE c.name END AS name,
                 CASE WHEN g.by_project THEN NULL ELSE c.color END AS color,
                 g.duration::float8 AS duration
            FROM g
            LEFT JOIN projects p ON g.by_project AND p.id = g.id_project
            LEFT JOIN categories c ON NOT g.by_project AND c.id = g.id_category
           WHERE g.duration > 0
           ORDER BY 1, g.duration DESC, lower(CASE WHEN g.by_project THEN p.name ELSE c.name END),
                    2 NULLS LAST`,
    );
  }
}

/** Seconds of the spans `spans` selects inside `previous`: the comparison period's total. */
function previousTotal(spans: Sql, previous: PreviousWindow, now: Date): Sql {
  return sql`(SELECT COALESCE(sum(${clippedSeconds('p', previous, now)}), 0)::float8
                FROM (${spans}) p)`;
}

/** Draft workspace-time and break requests (not yet sent) whose start lies in the window. */
function drafts(window: ReportWindow, idUser: string): Sql {
  const { from, to } = window.frame;
  return sql`(SELECT count(*)::int FROM time_requests r
               WHERE r.id_workspace = ${window.idWorkspace}::uuid AND r.id_user = ${idUser}::uuid
                 AND r.kind IN ('workspace_time', 'break') AND r.is_draft
                 AND r.deleted_at IS NULL
                 AND r.start_at >= ${from}::timestamptz AND r.start_at < ${to}::timestamptz
                 AND ${retained(window.cutoff, 'r.start_at')})`;
}
