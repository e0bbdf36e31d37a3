import { Module } from '@nestjs/common';
import { MembersModule } from '#src/modules/members/index.js';
import { FeedbackThrottlerGuard, SupportThrottlerGuard } from './feedback-throttle.js';
import { FeedbackController } from './feedback.controller.js';
import { FeedbackRepository } from './feedback.repository.js';
import { FeedbackService } from './feedback.service.js';

/** POST /v1/accounts/feedback and /v1/accounts/support. Mail comes from the global MailModule. */
@Module({
  imports: [MembersModule],
  controllers: [FeedbackController],
  providers: [FeedbackRepository, FeedbackService, FeedbackThrottlerGuard, SupportThrottlerGuard],
})
export class FeedbackModule {}
