import type { TimeMetadata } from '@punchcard/shared';
import type { SpanMetadata } from './span-metadata.js';

/**
 * A workspace time or break as raw SQL returns it. The time repositories write with single
 * statements (`INSERT ... RETURNING`, data-modifying CTEs) so the database decides every race;
 * their rows come back in column names, not as entities.
 */
export interface SpanRow {
  id: string;
  id_workspace: string;
  id_user: string;
  start_at: Date;
  end_at: Date | null;
  started_by: string | null;
  stopped_by: string | null;
  location_in: string | null;
  latitude_in: number | null;
  longitude_in: number | null;
  user_agent_in: string | null;
  ip_address_in: string | null;
  location_out: string | null;
  latitude_out: number | null;
  longitude_out: number | null;
  user_agent_out: string | null;
  ip_address_out: string | null;
  added_at: Date | null;
  edited_at: Date | null;
  deleted_at: Date | null;
}

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
] as const satisfies readonly (keyof SpanRow)[];

/** The select list of a SpanRow, qualified by `alias` where a statement joins tables. */
export function spanColumns(alias?: string, extra: readonly string[] = []): string {
  return [...SPAN_COLUMNS, ...extra]
    .map((column) => (alias ? `${alias}.${column}` : column))
    .join(', ');
}

/** One end's metadata as query parameters, in column order (location, latitude, longitude, agent, ip). */
export function metadataParams(metadata: SpanMetadata): unknown[] {
  return [
    metadata.location,
    metadata.latitude,
    metadata.longitude,
    metadata.userAgent,
    metadata.ipAddress,
  ];
}

export function metadataIn(row: SpanRow): TimeMetadata {
  return {
    location: row.location_in,
    latitude: row.latitude_in,
    longitude: row.longitude_in,
    user_agent: row.user_agent_in,
    ip_address: row.ip_address_in,
  };
}

export function metadataOut(row: SpanRow): TimeMetadata {
  return {
    location: row.location_out,
    latitude: row.latitude_out,
    longitude: row.longitude_out,
    user_agent: row.user_agent_out,
    ip_address: row.ip_address_out,
  };
}
