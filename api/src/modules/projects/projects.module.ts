import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProjectAccessService } from './project-access.service.js';
import { ProjectMemberEntity } from './project-member.entity.js';
import { ProjectMembersRepository } from './project-members.repository.js';
import { ProjectMembersService } from './project-members.service.js';
import { ProjectEntity } from './project.entity.js';
import { ProjectsController } from './projects.controller.js';
import { ProjectsRepository } from './projects.repository.js';
import { ProjectsService } from './projects.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ProjectEntity, ProjectMemberEntity])],
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
