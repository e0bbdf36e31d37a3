import { ApiProperty } from '@nestjs/swagger';

/** What Stripe hears back: any 2xx ends its retries; the body is for people reading its logs. */
export interface WebhookReceipt {
  received: true;
}

export class WebhookReceiptDto implements WebhookReceipt {
  @ApiProperty({ enum: [true], example: true })
  received: true;
}
