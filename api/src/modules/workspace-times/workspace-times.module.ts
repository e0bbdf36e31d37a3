import { Module } from '@nestjs/common';
import { MemberClockingController } from './member-clocking.controller.js';
import { MemberClockingService } from './member-clocking.service.js';
import { MemberWorkStatusController } from './member-work-status.controller.js';
import { MemberWorkStatusRepository } from './member-work-status.repository.js';
import { MemberWorkStatusService } from './member-work-status.service.js';
import { TimePolicy } from './time-policy.service.js';
import { WorkspaceTimeReadsRepository } from './workspace-time-reads.repository.js';
import { WorkspaceTimeReadsService } from './workspace-time-reads.service.js';
import { WorkspaceTimesController } from './workspace-times.controller.js';
import { WorkspaceTimesRepository } from './workspace-times.repository.js';
import { WorkspaceTimesService } from './workspace-times.service.js';

/**
 * Workspace time and member clocking; the breaks module imports this one for the shared time
 * policy.
 */
@Module({
  controllers: [WorkspaceTimesController, MemberClockingController, MemberWorkStatusController],
  providers: [
    WorkspaceTimesRepository,
    WorkspaceTimeReadsRepository,
    WorkspaceTimesService,
    WorkspaceTimeReadsService,
    MemberClockingService,
    MemberWorkStatusRepository,
    MemberWorkStatusService,
    TimePolicy,
  ],
  // The requests preview shows a workspace time with its breaks as these reads do.
  exports: [TimePolicy, WorkspaceTimesRepository, WorkspaceTimeReadsService],
})
export class WorkspaceTimesModule {}
