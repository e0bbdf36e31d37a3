import {
  parseRole,
  type Project,
  type ProjectDetails,
  type ProjectMember,
  Role,
} from '@punchcard/shared';
import type { ProjectMemberRow } from './project-members.repository.js';
import type { ProjectRow } from './projects.repository.js';
import type { ProjectViewer } from './project-viewer.js';

/** numeric(12,2) arrives as text; two decimals fit a double exactly enough to print back. */
export function money(value: string): number {
  return Number(value);
}

/** Money for a numeric(12,2) column, from a validated number of at most two decimals. */
export function toNumeric(value: number): string {
  return value.toFixed(2);
}

export function toProject(row: ProjectRow, viewer: ProjectViewer): Project {
  return {
    id: row.id,
    id_workspace: row.id_workspace,
    name: row.name,
    description: row.description,
    // The stored flag survives a downgrade, so privacy comes back with the plan.
    is_public: row.is_public || !viewer.privateProjects,
    hourly_rate: money(row.hourly_rate),
    archived_at: row.archived_at,
    created_at: row.created_at,
    is_favorite: row.is_favorite,
    total_members: row.total_members,
    clients: row.clients,
  };
}

export function toProjectDetails(row: ProjectRow, viewer: ProjectViewer): ProjectDetails {
  return { ...toProject(row, viewer), total_tasks: row.total_tasks };
}

/**
 * The name a caller may see: a guest looking at someone without a name gets the address's local
 * part, never the address (docs/decisions.md, "What a guest sees").
 */
export function visibleName(
  row: { name: string; email: string; named: boolean },
  showEmail: boolean,
): string {
  return showEmail || row.named ? row.name : (row.email.split('@')[0] ?? '');
}

/** `showEmail` is false where a guest looks at someone else. */
export function toProjectMember(
  row: ProjectMemberRow,
  showRate: boolean,
  showEmail: boolean,
): ProjectMember {
  return {
    id_user: row.id_user,
    name: visibleName(row, showEmail),
    email: showEmail ? row.email : null,
    role: parseRole(row.role) ?? Role.Guest,
    is_favorite: row.is_favorite,
    hourly_rate: showRate ? money(row.hourly_rate) : null,
    joined_at: row.joined_at,
  };
}
