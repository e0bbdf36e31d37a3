import { Injectable } from '@nestjs/common';
import type { ProjectActivityLabel, ProjectTaskTotalKind } from '@punchcard/shared';
import {
  beforePosition,
  type KeysetPosition,
  type Positioned,
} from '#src/common/http/keyset-page.js';
import { epoch } from '#src/database/sql/epoch.js';
import { Database, type Sql, sql } from '#src/database/sql/index.js';
import { retained } from '#src/database/sql/retained.js';
import { spanMeets } from '#src/database/sql/time-spans.js';
import { memberNameSql } from '#src/modules/members/index.js';

/** Which of a project's activities a read covers. */
export interface ProjectTimeWindow {
  idWorkspace: string;
  idProject: string;
  from: Date;
  to: Date;
  /** A running activity counts up to now. */
  now: Date;
  /** Entries starting earlier are beyond the plan's retention. */
  cutoff: Date | null;
  /** Only this member's activities; null for everyone's. */
  idUser: string | null;
}

/** How totals price an hour. */
export interface ProjectRatePolicy {
  /** The plan has member rates: a member's own rate wins over the project's. */
  memberRates: boolean;
}

/** The name columns every member row carries, for the guest rule of `visibleName`. */
export interface NamedRow {
  name: string;
  email: string;
  /** Whether `name` is a name rather than the e-mail address it falls back to. */
  named: boolean;
}

export interface MemberTotalRow extends NamedRow {
  id_user: string;
  is_member: boolean;
  duration: number;
  /** numeric text */
  hourly_rate: string;
  /** numeric text, rounded to the cent */
  cost: string;
}

export interface TaskTotalRow {
  kind: ProjectTaskTotalKind;
  id_task: string | null;
  name: string | null;
  duration: number;
  cost: string;
}

export interface ProjectActivityRow extends NamedRow {
  id: string;
  id_user: string;
  id_task: string | null;
  task_name: string | null;
  is_task_hidden: boolean;
  category: (ProjectActivityLabel & { color: string }) | null;
  tags: ProjectActivityLabel[];
  description: string | null;
  start: number;
  end: number | null;
}

const NAME = memberNameSql('wm', 'u');

/** The display name, the address and whether the name is more than the address. */
const NAME_COLUMNS = sql`${NAME} AS name, u.email, ${NAME} IS DISTINCT FROM u.email AS named`;

/** Live activities of the project meeting the window (the GiST index of activities_no_overlap). */
function projectActivities(window: ProjectTimeWindow): Sql {
  return sql`a.id_workspace = ${window.idWorkspace} AND a.id_project = ${window.idProject}
         AND a.deleted_at IS NULL AND ${spanMeets('a', window)}
         AND ${retained(window.cutoff, 'a.start_at')}
         AND (${window.idUser}::uuid IS NULL OR a.id_user = ${window.idUser}::uuid)`;
}

/**
 * Each activity's whole seconds inside the window (a running one up to now) with the rate its
 * member's hour costs: `spans(id_user, id_task, seconds, rate)`.
 */
function spans(window: ProjectTimeWindow, rates: ProjectRatePolicy): Sql {
  return sql`spans AS (
    SELECT a.id_user, a.id_task,
           floor(extract(epoch FROM
             least(COALESCE(a.end_at, ${window.now}::timestamptz), ${window.to}::timestamptz)
             - greatest(a.start_at, ${window.from}::timestamptz)))::numeric AS seconds,
           CASE WHEN ${rates.memberRates}::boolean THEN COALESCE(pm.hourly_rate, p.hourly_rate)
                ELSE p.hourly_rate END AS rate
      FROM activities a
      JOIN projects p ON p.id = a.id_project
      LEFT JOIN project_members pm ON pm.id_project = a.id_project AND pm.id_user = a.id_user
     WHERE ${projectActivities(window)})`;
}

/**
 * Time on a project as SQL aggregates over the activities meeting a window: seconds clipped to
 * the window, money in numeric (exact), rounded once per line to the cent.
 */
@Injectable()
export class ProjectTimeRepository {
  constructor(private readonly db: Database) {}

  /** One row per member with time in the window (former members too), by name. */
  memberTotals(window: ProjectTimeWindow, rates: ProjectRatePolicy): Promise<MemberTotalRow[]> {
    return this.db.rows<MemberTotalRow>(
      sql`WITH ${spans(window, rates)},
          per_member AS (
            SELECT id_user, rate, sum(seconds) AS seconds FROM spans
             WHERE seconds > 0 GROUP BY id_user, rate)
          SELECT m.id_user, ${NAME_COLUMNS},
                 (pm.id_user IS NOT NULL AND wm.deleted_at IS NULL) AS is_member,
                 m.seconds::float8 AS duration, m.rate::text AS hourly_rate,
                 round(m.seconds * m.rate / 3600, 2)::text AS cost
            FROM per_member m
            JOIN users u ON u.id = m.id_user
            LEFT JOIN workspace_members wm
              ON wm.id_workspace = ${window.idWorkspace} AND wm.id_user = m.id_user
            LEFT JOIN project_members pm
              ON pm.id_project = ${window.idProject} AND pm.id_user = m.id_user
           ORDER BY lower(${NAME}), m.id_user`,
    );
  }

  /**
   * Time per task, longest first. Another member's personal task is theirs to name, so all such
   * time is one `hidden` line.
   */
  taskTotals(
    window: ProjectTimeWindow,
    rates: ProjectRatePolicy,
    idViewer: string,
  ): Promise<TaskTotalRow[]> {
    return this.db.rows<TaskTotalRow>(
      sql`WITH ${spans(window, rates)},
          keyed AS (
            SELECT CASE WHEN s.id_task IS NULL THEN 'no_task'
                        WHEN t.is_personal AND t.id_user <> ${idViewer} THEN 'hidden'
                        ELSE 'task' END AS kind,
                   t.id AS id_task, t.name, s.seconds, s.rate
              FROM spans s LEFT JOIN tasks t ON t.id = s.id_task
             WHERE s.seconds > 0)
          SELECT kind,
                 CASE WHEN kind = 'task' THEN id_task END AS id_task,
                 CASE WHEN kind = 'task' THEN name END AS name,
                 sum(seconds)::float8 AS duration,
                 round(sum(seconds * rate) / 3600, 2)::text AS cost
            FROM keyed
           GROUP BY 1, 2, 3
           ORDER BY sum(seconds) DESC, lower(CASE WHEN kind = 'task' THEN name END), 2`,
    );
  }

  /** Newest first, `limit + 1` rows from the cursor on (the extra one tells a page follows). */
  activities(
    window: ProjectTimeWindow,
    idViewer: string,
    before: KeysetPosition | null,
    limit: number,
  ): Promise<Positioned<ProjectActivityRow>[]> {
    return this.db.rows<Positioned<ProjectActivityRow>>(
      sql`SELECT a.id, a.id_user, ${NAME_COLUMNS},
                 CASE WHEN t.is_personal AND t.id_user <> ${idViewer} THEN NULL ELSE t.id END
                   AS id_task,
                 CASE WHEN t.is_personal AND t.id_user <> ${idViewer} THEN NULL ELSE t.name END
                   AS task_name,
                 COALESCE(t.is_personal AND t.id_user <> ${idViewer}, false) AS is_task_hidden,
                 CASE WHEN c.id IS NULL THEN NULL
                      ELSE json_build_object('id', c.id, 'name', c.name, 'color', c.color) END
                   AS category,
                 COALESCE((SELECT json_agg(json_build_object('id', g.id, 'name', g.name)
                                           ORDER BY lower(g.name), g.id)
                             FROM activity_tags at
                             JOIN tags g ON g.id = at.id_tag AND g.deleted_at IS NULL
                            WHERE at.id_activity = a.id), '[]'::json) AS tags,
                 a.description, ${epoch('a.start_at')} AS start, ${epoch('a.end_at')} AS "end",
                 (extract(epoch FROM a.start_at) * 1000000)::bigint::text AS cursor_micros
            FROM activities a
            JOIN users u ON u.id = a.id_user
            LEFT JOIN workspace_members wm
              ON wm.id_workspace = a.id_workspace AND wm.id_user = a.id_user
            LEFT JOIN tasks t ON t.id = a.id_task
            LEFT JOIN categories c ON c.id = a.id_category
           WHERE ${projectActivities(window)}
             AND ${beforePosition(sql`a.start_at`, sql`a.id`, before)}
           ORDER BY a.start_at DESC, a.id DESC
           LIMIT ${limit + 1}`,
    );
  }
}
