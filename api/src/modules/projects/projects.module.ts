import { Module } from '@nestjs/common';
import { ProjectAccessService } from './project-access.service.js';
import { ProjectMembersRepository } from './project-members.repository.js';
import { ProjectMembersService } from './project-members.service.js';
import { ProjectTimeController } from './project-time.controller.js';
import { ProjectTimeRepository } from './project-time.repository.js';
import { ProjectTimeService } from './project-time.service.js';
import { ProjectsController } from './projects.controller.js';
import { ProjectsRepository } from './projects.repository.js';
import { ProjectsService } from './projects.service.js';

@Module({
  controllers: [ProjectsController, ProjectTimeController],
  providers: [
    ProjectsRepository,
    ProjectMembersRepository,
    ProjectAccessService,
    ProjectsService,
    ProjectMembersService,
    ProjectTimeRepository,
    ProjectTimeService,
  ],
  exports: [ProjectAccessService],
})
export class ProjectsModule {}
