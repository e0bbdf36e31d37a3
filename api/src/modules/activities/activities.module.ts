import { Module } from '@nestjs/common';
import { ProjectsModule } from '#src/modules/projects/index.js';
import { TasksModule } from '#src/modules/tasks/index.js';
import { WorkspacesModule } from '#src/modules/workspaces/index.js';
import { ActivitiesController } from './activities.controller.js';
import { ActivitiesRepository } from './activities.repository.js';
import { ActivitiesService } from './activities.service.js';
import { ActivityAccessService } from './activity-access.service.js';
import { ActivityEditsService } from './activity-edits.service.js';
import { ActivityInputs } from './activity-inputs.service.js';
import { ActivityRefsRepository } from './activity-refs.repository.js';

@Module({
  imports: [
    ProjectsModule,
    TasksModule,
    // Starting an activity records the member's recent action.
    WorkspacesModule,
  ],
  controllers: [ActivitiesController],
  providers: [
    ActivitiesRepository,
    ActivityRefsRepository,
    ActivityAccessService,
    ActivityInputs,
    ActivitiesService,
    ActivityEditsService,
  ],
  // Activity requests check what they propose, and approval applies it, with the same pieces.
  exports: [ActivitiesRepository, ActivityAccessService, ActivityInputs],
})
export class ActivitiesModule {}
