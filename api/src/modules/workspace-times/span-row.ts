import type { TimeMetadata } from '@punchcard/shared';
import type { SpanColumns } from '#src/database/sql/time-spans.js';

/**
 * A workspace time or break as the time repositories answer it. They write with single
 * statements (`INSERT ... RETURNING`, data-modifying CTEs) so the database decides every race;
 * their rows come back in column names, not as entities.
 */
export type SpanRow = SpanColumns;

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
