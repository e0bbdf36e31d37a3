import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MembersModule } from '#src/modules/members/members.module.js';
import { PermissionsModule } from '#src/modules/permissions/permissions.module.js';
import { RecentActionEntity } from './recent-action.entity.js';
import { RecentActionsRepository } from './recent-actions.repository.js';
import { TimestampSettingsController } from './timestamp-settings.controller.js';
import { TimestampSettingsEntity } from './timestamp-settings.entity.js';
import { WorkspaceSettingsController } from './workspace-settings.controller.js';
import { WorkspaceSettingsService } from './workspace-settings.service.js';
import { WorkspaceEntity } from './workspace.entity.js';
import { WorkspacesController } from './workspaces.controller.js';
import { WorkspacesRepository } from './workspaces.repository.js';
import { WorkspacesService } from './workspaces.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([WorkspaceEntity, TimestampSettingsEntity, RecentActionEntity]),
    MembersModule,
    PermissionsModule,
  ],
  // Static `/workspaces/<word>` routes before `/workspaces/{id}`: express matches in order.
  controllers: [WorkspaceSettingsController, TimestampSettingsController, WorkspacesController],
  providers: [
    WorkspacesRepository,
    WorkspacesService,
    RecentActionsRepository,
    WorkspaceSettingsService,
  ],
  exports: [WorkspacesService, RecentActionsRepository],
})
export class WorkspacesModule {}
