import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MembersModule } from '#src/modules/members/members.module.js';
import { PermissionsModule } from '#src/modules/permissions/permissions.module.js';
import { TimestampSettingsEntity } from './timestamp-settings.entity.js';
import { WorkspaceEntity } from './workspace.entity.js';
import { WorkspacesController } from './workspaces.controller.js';
import { WorkspacesRepository } from './workspaces.repository.js';
import { WorkspacesService } from './workspaces.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([WorkspaceEntity, TimestampSettingsEntity]),
    MembersModule,
    PermissionsModule,
  ],
  controllers: [WorkspacesController],
  providers: [WorkspacesRepository, WorkspacesService],
  exports: [WorkspacesService],
})
export class WorkspacesModule {}
