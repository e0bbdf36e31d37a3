import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivitiesModule } from '#src/modules/activities/activities.module.js';
import { BreaksModule } from '#src/modules/breaks/breaks.module.js';
import { WorkspaceTimesModule } from '#src/modules/workspace-times/workspace-times.module.js';
import { ActivityRequestsController } from './activity-requests.controller.js';
import { RequestAccess } from './request-access.service.js';
import { RequestReadsController } from './request-reads.controller.js';
import { RequestsRepository } from './requests.repository.js';
import { TimeRequestEntity } from './time-request.entity.js';
import { WorkspaceRequestsController } from './workspace-requests.controller.js';

/**
 * Requests to add, edit or delete recorded time, and their review. Registered last: none of its
 * paths can be captured by the parameterised routes of the modules before it, while importing
 * ActivitiesModule earlier would register `/activities/{id}` before `/activities/settings`.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([TimeRequestEntity]),
    WorkspaceTimesModule,
    BreaksModule,
    ActivitiesModule,
  ],
  controllers: [WorkspaceRequestsController, ActivityRequestsController, RequestReadsController],
  providers: [
    RequestsRepository,
    RequestAccess,
    // Workspace time and break requests: filing, drafts, withdrawal, review.
    // Activity requests: filing, withdrawal, review.
    // Reads (lists, preview, summaries, pending) and reviewer e-mails.
  ],
})
export class RequestsModule {}
