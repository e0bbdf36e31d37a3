import { Injectable } from '@nestjs/common';
import { Database, sql } from '#src/database/sql/index.js';
import { localDayPieces, localMidnight, secondsBetween } from '#src/database/sql/local-days.js';
import { activitySpans, clippedSeconds, type MemberSpanScope } from './member-spans.sql.js';
import type { ReportWindow } from './report-window.js';

/** One group of a member's activities: their total, a project, a category or a local day. */
export interface ActivityGroupRow {
  id_user: string;
  kind: 'total' | 'project' | 'category' | 'day';
  /** The project or category (null: time without one); null for totals and days. */
  id: string | null;
  name: string | null;
  color: string | null;
  /** Day groups: the local date and its first instant inside the window. */
  day: string | null;
  start: number | null;
  duration: number;
  number_of_activities: number;
}

export interface ActivityTagRow {
  id_user: string;
  id: string;
  name: string;
  duration: number;
}

/**
 * The activity report of many members in two statements whatever their number: one groups
 * every member's activities (cut into the workspace's local days) by member, project, category
 * and day at once (GROUPING SETS); tags, which an activity holds several of, get their own.
 */
@Injectable()
export class ActivityReportRepository {
  constructor(private readonly db: Database) {}

  groups(window: ReportWindow, idUsers: readonly string[]): Promise<ActivityGroupRow[]> {
    const { frame } = window;
    const scope: MemberSpanScope = {
      idWorkspace: window.idWorkspace,
      idUsers,
      cutoff: window.cutoff,
    };
    return this.db.rows<ActivityGroupRow>(
      sql`WITH ac AS (${localDayPieces(activitySpans(scope, frame), frame)}),
          g AS (
            SELECT id_user, GROUPING(id_project) = 0 AS by_project,
                   GROUPING(id_category) = 0 AS by_category, GROUPING(day) = 0 AS by_day,
                   id_project, id_category, day,
                   sum(${secondsBetween(sql`piece_start`, sql`piece_end`)}) AS duration,
                   count(DISTINCT id) AS n
              FROM ac
             GROUP BY GROUPING SETS ((id_user), (id_user, id_project), (id_user, id_category),
                                     (id_user, day)))
          SELECT g.id_user,
                 CASE WHEN by_project THEN 'project' WHEN by_category THEN 'category'
                      WHEN by_day THEN 'day' ELSE 'total' END AS kind,
                 CASE WHEN by_project THEN g.id_project WHEN by_category THEN g.id_category END
                   AS id,
                 CASE WHEN by_project THEN p.name WHEN by_category THEN c.name END AS name,
                 CASE WHEN by_category THEN c.color END AS color,
                 to_char(g.day, 'YYYY-MM-DD') AS day,
                 CASE WHEN by_day THEN floor(extract(epoch FROM GREATEST(
                   ${localMidnight(sql`g.day`, frame.timeZone)}, ${frame.from}::timestamptz)))::float8
                 END AS start,
                 g.duration::float8 AS duration, g.n::int AS number_of_activities
            FROM g
            LEFT JOIN projects p ON by_project AND p.id = g.id_project
            LEFT JOIN categories c ON by_category AND c.id = g.id_category
           ORDER BY g.id_user, 2, g.day, g.duration DESC,
                    lower(CASE WHEN by_project THEN p.name WHEN by_category THEN c.name END),
                    3 NULLS LAST`,
    );
  }

  /** Seconds per live tag of each member's activities, longest first. */
  tags(window: ReportWindow, idUsers: readonly string[]): Promise<ActivityTagRow[]> {
    const { frame } = window;
    const scope: MemberSpanScope = {
      idWorkspace: window.idWorkspace,
      idUsers,
      cutoff: window.cutoff,
    };
    return this.db.rows<ActivityTagRow>(
      sql`WITH ac AS (
            SELECT s.id, s.id_user, ${clippedSeconds('s', frame, frame.now)} AS seconds
              FROM (${activitySpans(scope, frame)}) s)
          SELECT ac.id_user, g.id, g.name, sum(ac.seconds)::float8 AS duration
            FROM ac
            JOIN activity_tags at ON at.id_activity = ac.id
            JOIN tags g ON g.id = at.id_tag AND g.deleted_at IS NULL
           GROUP BY ac.id_user, g.id, g.name
           ORDER BY ac.id_user, sum(ac.seconds) DESC, lower(g.name), g.id`,
    );
  }
}
