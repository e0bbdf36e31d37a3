import { Module } from '@nestjs/common';
import { ActivitiesModule } from '#src/modules/activities/index.js';
import { BreaksModule } from '#src/modules/breaks/index.js';
import { WorkspaceTimesModule } from '#src/modules/workspace-times/index.js';
import { BreakRequestsService } from './break-requests.service.js';
import { ActivityRequestChecksRepository } from './activity-request-checks.repository.js';
import { ActivityRequestProposals } from './activity-request-proposals.service.js';
import { ActivityRequestReviewsService } from './activity-request-reviews.service.js';
import { ActivityRequestsController } from './activity-requests.controller.js';
import { ActivityRequestsService } from './activity-requests.service.js';
import { RequestAccess } from './request-access.service.js';
import { RequestDecisionMailsRepository } from './request-decision-mails.repository.js';
import { RequestDecisionMails } from './request-decision-mails.service.js';
import { RequestPreviewService } from './request-preview.service.js';
import { RequestReadsController } from './request-reads.controller.js';
import { RequestReadsRepository } from './request-reads.repository.js';
import { RequestReadsService } from './request-reads.service.js';
import { RequestTargetsRepository } from './request-targets.repository.js';
import { RequestsRepository } from './requests.repository.js';
import { SpanRequestChecksRepository } from './span-request-checks.repository.js';
import { ReviewerNotificationsRepository } from './reviewer-notifications.repository.js';
import { ReviewerNotificationsService } from './reviewer-notifications.service.js';
import { WorkspaceRequestsController } from './workspace-requests.controller.js';
import { WorkspaceRequestFiling } from './workspace-request-filing.service.js';
import { WorkspaceRequestReviews } from './workspace-request-reviews.service.js';
import { WorkspaceRequestTargets } from './workspace-request-targets.service.js';
import { WorkspaceRequestWithdrawals } from './workspace-request-withdrawals.service.js';
import { WorkspaceTimeRequestsService } from './workspace-time-requests.service.js';

/**
 * Requests to add, edit or delete recorded time, and their review.
 */
@Module({
  imports: [WorkspaceTimesModule, BreaksModule, ActivitiesModule],
  controllers: [WorkspaceRequestsController, ActivityRequestsController, RequestReadsController],
  providers: [
    RequestsRepository,
    RequestAccess,
    // Workspace time and break requests: filing, drafts, withdrawal, review.
    SpanRequestChecksRepository,
    WorkspaceRequestTargets,
    WorkspaceRequestFiling,
    WorkspaceTimeRequestsService,
    BreakRequestsService,
    WorkspaceRequestWithdrawals,
    WorkspaceRequestReviews,
    // Activity requests: filing, withdrawal, review.
    ActivityRequestChecksRepository,
    ActivityRequestProposals,
    ActivityRequestsService,
    ActivityRequestReviewsService,
    // Reads (lists, preview, summaries, pending) and reviewer e-mails.
    RequestReadsRepository,
    RequestTargetsRepository,
    RequestReadsService,
    RequestPreviewService,
    ReviewerNotificationsRepository,
    ReviewerNotificationsService,
    // The member's e-mail about each decision.
    RequestDecisionMailsRepository,
    RequestDecisionMails,
  ],
  // A kiosk punch closing a forgotten clock-out files its edit request with the same statement.
  exports: [RequestsRepository],
})
export class RequestsModule {}
