export { WorkspacesModule } from './workspaces.module.js';
export { WorkspaceDto } from './workspaces.dto.js';
export { WorkspacesService } from './workspaces.service.js';
// Starting an activity records the member's recent action: one upsert, nothing to narrow.
export { RecentActionsRepository } from './recent-actions.repository.js';
// Billing applies the plan a subscription's status grants, with the same feature switch-off.
export { WorkspaceSettingsService } from './workspace-settings.service.js';
