import type { PermissionGrant, Role } from '@punchcard/shared';
import type { Request } from 'express';
import type { UserEntity } from '#src/modules/accounts/user.entity.js';
import type { WorkspaceMemberEntity } from '#src/modules/members/workspace-member.entity.js';
import type { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';
import type { SessionEntity } from './session.entity.js';

/** The caller's standing in the workspace a route acts on. */
export interface WorkspaceAccess {
  workspace: WorkspaceEntity;
  member: WorkspaceMemberEntity;
  role: Role;
  grants: PermissionGrant[];
}

/** Who is calling and through which credential. */
export interface AuthContext {
  user: UserEntity;
  /** Set for cookie sessions. */
  session: SessionEntity | null;
  /** Set for API-key calls: the key belongs to one membership and acts only in its workspace. */
  apiKeyMember: WorkspaceMemberEntity | null;
  /** The API key's workspace as loaded with the key: its access needs no second query. */
  apiKeyWorkspace: WorkspaceEntity | null;
  /** Set by the guard for routes that act on a workspace. */
  access: WorkspaceAccess | null;
}

export type AuthedRequest = Request & { auth?: AuthContext };
