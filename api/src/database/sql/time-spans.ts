import { epoch } from './epoch.js';
import type { TableRow } from './schema/index.js';
import { type Sql, sql } from './sql.js';

/**
 * Fragments of the time tables (workspace_times, breaks, activities), which share their span
 * columns: a start, an end, who started and stopped it, and the client metadata of each end.
 */

const SPAN_COLUMNS = [
  'id',
  'id_workspace',
  'id_user',
  'start_at',
  'end_at',
  'started_by',
  'stopped_by',
  'location_in',
  'latitude_in',
  'longitude_in',
  'user_agent_in',
  'ip_address_in',
  'location_out',
  'latitude_out',
  'longitude_out',
  'user_agent_out',
  'ip_address_out',
  'added_at',
  'edited_at',
  'deleted_at',
] as const satisfies readonly (keyof TableRow<'workspace_times'>)[];

/** A span as the time repositories answer it: every column but the bookkeeping timestamps. */
export type SpanColumns = Pick<TableRow<'workspace_times'>, (typeof SPAN_COLUMNS)[number]>;

/**
 * The select (or RETURNING) list of a span, qualified by `alias` where a statement joins tables;
 * `extra` adds a table's own columns (`id_workspace_time` of breaks).
 */
export function spanColumns(alias?: string, extra: readonly string[] = []): Sql {
  const columns = [...SPAN_COLUMNS, ...extra].map((column) =>
    alias ? `${alias}.${column}` : column,
  );
  return sql.raw(columns.join(', '));
}

/** Where one end of a span came from: what the client stated and what the request carried. */
export interface EndMetadata {
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  userAgent: string | null;
  ipAddress: string | null;
}

/**
 * One end's metadata as values in column order (location, latitude, longitude, user agent, IP),
 * typed: `INSERT ... SELECT` does not infer parameter types from the target columns.
 */
export function metadataValues(metadata: EndMetadata): Sql {
  return sql`${metadata.location}::text, ${metadata.latitude}::float8,
             ${metadata.longitude}::float8, ${metadata.userAgent}::text,
             ${metadata.ipAddress}::text`;
}

/** Assignments of the out-end's metadata columns, for the UPDATE that stops a span. */
export function metadataOutSet(metadata: EndMetadata): Sql {
  return sql`location_out = ${metadata.location}, latitude_out = ${metadata.latitude},
             longitude_out = ${metadata.longitude}, user_agent_out = ${metadata.userAgent},
             ip_address_out = ${metadata.ipAddress}`;
}

/**
 * The select list of an activity as the wire maps it, over `activities` aliased `alias`: times in
 * whole unix seconds, `tags` the ids of its live tags in order.
 */
export function activityColumns(alias: string): Sql {
  const a = (column: string) => sql.raw(`${alias}.${column}`);
  return sql`${a('id')}, ${a('id_workspace')}, ${a('id_user')}, ${a('id_workspace_time')},
         ${a('id_project')}, ${a('id_task')}, ${a('id_category')}, ${a('description')},
         ${a('note')}, ${a('feedback')},
         ${epoch(`${alias}.start_at`)} AS start, ${epoch(`${alias}.end_at`)} AS "end",
         ${a('location_in')}, ${a('latitude_in')}, ${a('longitude_in')}, ${a('user_agent_in')},
         ${a('ip_address_in')}, ${a('location_out')}, ${a('latitude_out')}, ${a('longitude_out')},
         ${a('user_agent_out')}, ${a('ip_address_out')},
         ${epoch(`${alias}.deleted_at`)} AS deleted_at,
         COALESCE((SELECT json_agg(g.id ORDER BY g.id)
                     FROM activity_tags at JOIN tags g ON g.id = at.id_tag AND g.deleted_at IS NULL
                    WHERE at.id_activity = ${a('id')}), '[]'::json) AS tags`;
}

/**
 * Whether a span of `alias` (code-chosen text naming a time table) meets [from, to), a running
 * one reaching forever: the overlap of its range with the window, written exactly as the
 * exclusion constraints (`*_no_overlap`) index live spans, so that GiST index serves the read
 * and it costs what the window holds, not the member's whole history before it. `from` must lie
 * before `to`; the statement must also ask for live rows (`deleted_at IS NULL`), as the index
 * covers only those.
 */
export function spanMeets(alias: string, window: { from: Date; to: Date }): Sql {
  const range = sql.raw(
    `tstzrange(${alias}.start_at, COALESCE(${alias}.end_at, 'infinity'::timestamptz), '[)')`,
  );
  return sql`${range} && tstzrange(${window.from}::timestamptz, ${window.to}::timestamptz, '[)')`;
}

/**
 * Whether a live span of `alias` is running (has no end yet), written so the exclusion
 * constraint's GiST index finds it among the spans that reach past now, instead of walking the
 * member's whole history backwards for the one row without an end (measured on the seeded year:
 * 26-43 ms for a member with nothing running, 4 ms this way). Closed spans end before now, so
 * the index hands over the running one or none. The statement must also ask for live rows.
 */
export function spanRunning(alias: string): Sql {
  return sql.raw(
    `${alias}.end_at IS NULL
     AND tstzrange(${alias}.start_at, COALESCE(${alias}.end_at, 'infinity'::timestamptz), '[)')
         && tstzrange(now(), NULL)`,
  );
}
