import type { Activity } from '@punchcard/shared';
import type { ActivityRow } from './activities.repository.js';

/** The wire shape of an activity (time-tracking-spec section 3). */
export function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    id_workspace: row.id_workspace,
    id_user: row.id_user,
    id_workspace_time: row.id_workspace_time,
    id_project: row.id_project,
    id_task: row.id_task,
    id_category: row.id_category,
    tags: row.tags,
    description: row.description,
    note: row.note,
    feedback: row.feedback,
    start: row.start,
    end: row.end,
    metadata_in: {
      location: row.location_in,
      latitude: row.latitude_in,
      longitude: row.longitude_in,
      user_agent: row.user_agent_in,
      ip_address: row.ip_address_in,
    },
    metadata_out: {
      location: row.location_out,
      latitude: row.latitude_out,
      longitude: row.longitude_out,
      user_agent: row.user_agent_out,
      ip_address: row.ip_address_out,
    },
    deleted_at: row.deleted_at,
  };
}
