import { Module } from '@nestjs/common';
import { ProjectAccessService } from './project-access.service.js';
import { ProjectMembersRepository } from './project-members.repository.js';
import { ProjectMembersService } from './project-members.service.js';
import { ProjectsController } from './projects.controller.js';
import { ProjectsRepository } from './projects.repository.js';
import { ProjectsService } from './projects.service.js';

@Module({
  controllers: [ProjectsController],
  providers: [
    ProjectsRepository,
    ProjectMembersRepository,
    ProjectAccessService,
    ProjectsService,
    ProjectMembersService,
  ],
  exports: [ProjectAccessService],
})
export class ProjectsModule {}
