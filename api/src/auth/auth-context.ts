import type { PermissionGrant, Role } from '@punchcard/shared';
import type { Request } from 'express';
import type { TableRecord } from '#src/database/sql/index.js';
import type { SessionRecord } from './sessions.repository.js';

/** The caller's standing in the workspace a route acts on. */
export interface WorkspaceAccess {
  workspace: TableRecord<'workspaces'>;
  member: TableRecord<'workspace_members'>;
  role: Role;
  grants: readonly PermissionGrant[];
}

/** Who is calling and through which credential. */
export interface AuthContext {
  user: TableRecord<'users'>;
  /** Set for cookie sessions. */
  session: SessionRecord | null;
  /** Set for API-key calls: the key belongs to one membership and acts only in its workspace. */
  apiKeyMember: TableRecord<'workspace_members'> | null;
  /** The API key's workspace as loaded with the key: its access needs no second query. */
  apiKeyWorkspace: TableRecord<'workspaces'> | null;
  /** Set by the guard for routes that act on a workspace. */
  access: WorkspaceAccess | null;
}

export type AuthedRequest = Request & { auth?: AuthContext };

/** The one membership an API-key call may see (undefined for a session). */
export function apiKeyMembership(
  auth: AuthContext,
): { member: TableRecord<'workspace_members'>; workspace: TableRecord<'workspaces'> } | undefined {
  const { apiKeyMember: member, apiKeyWorkspace: workspace } = auth;
  return member && workspace ? { member, workspace } : undefined;
}
