import { Body, Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Locale, MessageReceipt } from '@punchcard/shared';
import type { AuthContext } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAuth, OptionalAuth, Public } from '#src/auth/auth.decorators.js';
import { type ClientMetadata, ClientMeta } from '#src/common/http/client-meta.decorator.js';
import { RequestLocale } from '#src/common/http/request-locale.decorator.js';
import { Idempotent } from '#src/modules/idempotency/index.js';
import { FeedbackThrottle, SupportThrottle } from './feedback-throttle.js';
import { FeedbackDto, MessageReceiptDto, SupportDto } from './feedback.dto.js';
import { FeedbackService } from './feedback.service.js';

/** What people tell the people who run Punchcard: feedback on the product, and requests for help. */
@ApiTags('feedback')
@Controller('accounts')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Post('feedback')
  @Authenticated()
  @FeedbackThrottle()
  @Idempotent()
  @ApiOperation({ summary: 'Send feedback about Punchcard' })
  @ApiCreatedResponse({ type: MessageReceiptDto, description: 'Stored; the mail follows' })
  sendFeedback(
    @CurrentAuth() auth: AuthContext,
    @Body() dto: FeedbackDto,
    @ClientMeta() client: ClientMetadata,
    @RequestLocale() locale: Locale,
  ): Promise<MessageReceipt> {
    return this.feedback.sendFeedback(auth, dto, client, locale);
  }

  /**
   * Open: someone who cannot sign in needs help most. Signed out, `email` is required and the
   * budget counts per IP; a credential that comes along names the sender.
   */
  @Post('support')
  @Public()
  @SupportThrottle()
  @Idempotent()
  @ApiOperation({ summary: 'Ask for support' })
  @ApiCreatedResponse({ type: MessageReceiptDto, description: 'Stored; the mail follows' })
  sendSupportRequest(
    @OptionalAuth() auth: AuthContext | undefined,
    @Body() dto: SupportDto,
    @ClientMeta() client: ClientMetadata,
    @RequestLocale() locale: Locale,
  ): Promise<MessageReceipt> {
    return this.feedback.sendSupportRequest(auth, dto, client, locale);
  }
}
