import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProjectsModule } from '#src/modules/projects/projects.module.js';
import { TasksModule } from '#src/modules/tasks/tasks.module.js';
import { RecentActionEntity } from '#src/modules/workspaces/recent-action.entity.js';
import { RecentActionsRepository } from '#src/modules/workspaces/recent-actions.repository.js';
import { ActivitiesController } from './activities.controller.js';
import { ActivitiesRepository } from './activities.repository.js';
import { ActivitiesService } from './activities.service.js';
import { ActivityAccessService } from './activity-access.service.js';
import { ActivityEditsService } from './activity-edits.service.js';
import { ActivityInputs } from './activity-inputs.service.js';
import { ActivityRefsRepository } from './activity-refs.repository.js';
import { ActivityEntity, ActivityTagEntity } from './activity.entity.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([ActivityEntity, ActivityTagEntity, RecentActionEntity]),
    ProjectsModule,
    TasksModule,
  ],
  controllers: [ActivitiesController],
  providers: [
    ActivitiesRepository,
    ActivityRefsRepository,
    // Recording recent actions is part of starting an activity; the repository is stateless, so
    // this module holds its own instance rather than reaching into WorkspacesModule.
    RecentActionsRepository,
    ActivityAccessService,
    ActivityInputs,
    ActivitiesService,
    ActivityEditsService,
  ],
})
export class ActivitiesModule {}
