import { type Sql, sql } from '#src/database/sql/index.js';
import { meetsFrame } from '#src/database/sql/local-days.js';
import { retained } from '#src/database/sql/retained.js';
import { spanMeets } from '#src/database/sql/time-spans.js';

/**
 * The live time of some members of a workspace meeting a window, as the subqueries that
 * `localDayPieces` cuts into local days. Each reads through the GiST index of its table's
 * exclusion constraint (`spanMeets`), so a read costs what the window holds, not the members'
 * whole history. Retention hides a row by the start of the workspace time it belongs to, so a
 * break is never shown without its workspace time (worked = workspace time - breaks holds).
 */
export interface MemberSpanScope {
  idWorkspace: string;
  idUsers: readonly string[];
  /** Rows starting earlier are beyond the plan's retention; null keeps everything. */
  cutoff: Date | null;
}

type Window = { from: Date; to: Date };

/** Workspace times: id, id_user, start_at, end_at. */
export function workspaceTimeSpans(scope: MemberSpanScope, window: Window): Sql {
  return sql`SELECT w.id, w.id_user, w.start_at, w.end_at
      FROM workspace_times w
     WHERE w.id_workspace = ${scope.idWorkspace}::uuid AND w.id_user = ANY(${scope.idUsers}::uuid[])
       AND w.deleted_at IS NULL AND ${spanMeets('w', window)}
       AND ${retained(scope.cutoff, 'w.start_at')}`;
}

/**
 * Breaks of live workspace times: id, id_user, start_at, end_at. Reached through the workspace
 * times meeting the window (a break lies inside its workspace time): the breaks' own exclusion
 * index is keyed by workspace time, so a window over the whole workspace's breaks would read
 * every member's (measured on the seeded year: 275 ms for one member, a few ms this way).
 */
export function breakSpans(scope: MemberSpanScope, window: Window): Sql {
  return sql`SELECT b.id, w.id_user, b.start_at, b.end_at
      FROM workspace_times w
      JOIN breaks b ON b.id_workspace_time = w.id AND b.deleted_at IS NULL
     WHERE w.id_workspace = ${scope.idWorkspace}::uuid AND w.id_user = ANY(${scope.idUsers}::uuid[])
       AND w.deleted_at IS NULL AND ${spanMeets('w', window)}
       AND ${retained(scope.cutoff, 'w.start_at')}
       AND ${meetsFrame('b', window)}`;
}

/** Activities: id, id_user, id_project, id_category, start_at, end_at. */
export function activitySpans(scope: MemberSpanScope, window: Window): Sql {
  return sql`SELECT a.id, a.id_user, a.id_project, a.id_category, a.start_at, a.end_at
      FROM activities a
     WHERE a.id_workspace = ${scope.idWorkspace}::uuid AND a.id_user = ANY(${scope.idUsers}::uuid[])
       AND a.deleted_at IS NULL AND ${spanMeets('a', window)}
       AND ${retained(scope.cutoff, 'a.start_at')}`;
}

/**
 * Seconds of `alias`'s span inside [from, to), an open one counted up to `now`; never negative.
 * For totals that need no cut into days.
 */
export function clippedSeconds(alias: string, window: Window, now: Date): Sql {
  const start = sql.raw(`${alias}.start_at`);
  const end = sql.raw(`${alias}.end_at`);
  return sql`GREATEST(extract(epoch FROM
      LEAST(COALESCE(${end}, ${now}::timestamptz), ${window.to}::timestamptz)
      - GREATEST(${start}, ${window.from}::timestamptz))::float8, 0)`;
}

/** The local dates [from, to) touches in `timeZone`: one row per `day`. */
export function frameDays(window: Window, timeZone: string): Sql {
  const tz = sql`${timeZone}::text`;
  return sql`SELECT d::date AS day
      FROM generate_series((${window.from}::timestamptz AT TIME ZONE ${tz})::date,
                           ((${window.to}::timestamptz - interval '1 microsecond')
                              AT TIME ZONE ${tz})::date,
                           interval '1 day') AS d`;
}
