import { Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorKey } from '@punchcard/shared';
import { Public } from '#src/auth/auth.decorators.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { RawBody } from './raw-body.decorator.js';
import { type WebhookReceipt, WebhookReceiptDto } from './stripe-webhook.dto.js';
import { StripeWebhookService } from './stripe-webhook.service.js';

@ApiTags('billing')
@Controller('billing/webhooks')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookService) {}

  /**
   * Stripe calls this with no session or key: the signature over the raw body, made with
   * STRIPE_WEBHOOK_SECRET, is the credential. 404 when billing does not run on Stripe.
   */
  @Post('stripe')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Receive a Stripe webhook event' })
  @ApiOkResponse({ type: WebhookReceiptDto, description: 'Processed, or not about billing' })
  @ApiErrors(ErrorKey.WebhookSignatureInvalid, [404, ErrorKey.NotFound])
  receive(
    @RawBody() payload: Buffer | undefined,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookReceipt> {
    return this.webhooks.receive(payload, signature);
  }
}
