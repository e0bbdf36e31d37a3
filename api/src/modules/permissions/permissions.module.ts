import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PermissionEntity } from './permission.entity.js';
import { PermissionsController } from './permissions.controller.js';
import { PermissionsRepository } from './permissions.repository.js';
import { PermissionsService } from './permissions.service.js';
import { WorkspacePermissionEntity } from './workspace-permission.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([PermissionEntity, WorkspacePermissionEntity])],
  controllers: [PermissionsController],
  providers: [PermissionsRepository, PermissionsService],
  exports: [PermissionsRepository],
})
export class PermissionsModule {}
