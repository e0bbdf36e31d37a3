import { type SlackIntegration, toUnixSeconds } from '@punchcard/shared';
import type { SlackIntegrationRecord } from './slack-integrations.repository.js';

/** The wire shape: never the token, sealed or not. */
export function toSlackIntegration(record: SlackIntegrationRecord): SlackIntegration {
  return {
    id: record.id,
    id_workspace: record.idWorkspace,
    name: record.name,
    team_id: record.teamId,
    is_clock_on: record.isClockOn,
    is_location_on: record.isLocationOn,
    connected_at: toUnixSeconds(record.connectedAt),
  };
}
