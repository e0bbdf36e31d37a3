import { SessionEntity } from '#src/auth/session.entity.js';
import { PasswordResetEntity } from '#src/modules/accounts/password-reset.entity.js';
import { SignupVerificationEntity } from '#src/modules/accounts/signup-verification.entity.js';
import { UserEntity } from '#src/modules/accounts/user.entity.js';
import { WorkspaceMemberEntity } from '#src/modules/members/workspace-member.entity.js';
import { PermissionEntity } from '#src/modules/permissions/permission.entity.js';
import { WorkspacePermissionEntity } from '#src/modules/permissions/workspace-permission.entity.js';
import { TimestampSettingsEntity } from '#src/modules/workspaces/timestamp-settings.entity.js';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';

/** Every entity of the schema; the migration drift check compares exactly these. */
export const ENTITIES = [
  UserEntity,
  SignupVerificationEntity,
  PasswordResetEntity,
  SessionEntity,
  WorkspaceEntity,
  TimestampSettingsEntity,
  WorkspaceMemberEntity,
  PermissionEntity,
  WorkspacePermissionEntity,
];
