export { WorkspacesModule } from './workspaces.module.js';
export { WorkspaceDto } from './workspaces.dto.js';
export { WorkspacesService } from './workspaces.service.js';
// Starting an activity records the member's recent action: one upsert, nothing to narrow.
export { RecentActionsRepository } from './recent-actions.repository.js';
