import { Module } from '@nestjs/common';
import { MembersModule } from '#src/modules/members/index.js';
import { PermissionsModule } from '#src/modules/permissions/index.js';
import { RecentActionsRepository } from './recent-actions.repository.js';
import { TimestampSettingsController } from './timestamp-settings.controller.js';
import { WorkspaceSettingsController } from './workspace-settings.controller.js';
import { WorkspaceSettingsService } from './workspace-settings.service.js';
import { WorkspacesController } from './workspaces.controller.js';
import { WorkspacesRepository } from './workspaces.repository.js';
import { WorkspacesService } from './workspaces.service.js';

@Module({
  imports: [MembersModule, PermissionsModule],
  // Static `/workspaces/<word>` routes before `/workspaces/{id}`: express matches in order.
  controllers: [WorkspaceSettingsController, TimestampSettingsController, WorkspacesController],
  providers: [
    WorkspacesRepository,
    WorkspacesService,
    RecentActionsRepository,
    WorkspaceSettingsService,
  ],
  exports: [WorkspacesService, RecentActionsRepository, WorkspaceSettingsService],
})
export class WorkspacesModule {}
