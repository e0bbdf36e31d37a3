export { PermissionsModule } from './permissions.module.js';
export { WorkspacePermissionDto } from './permissions.dto.js';
// Workspace access reads grants on every call; a new workspace writes its defaults in its own
// transaction.
export { GRANTS_TOPIC, type GrantRow, PermissionsRepository } from './permissions.repository.js';
