import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PAYMENT_METHODS_PAGE_SIZE,
  type PaymentMethodBody,
  type SubscriptionCancelBody,
  type SubscriptionCreateBody,
  type SubscriptionUpdateBody,
} from '@punchcard/shared';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { queryInt } from '#src/common/http/query-values.js';

/** A provider's object id: `pm_...`, `price_...`, `sub_...`, `si_...`, `cus_...`, `in_...`. */
export const PROVIDER_ID = /^[A-Za-z0-9_]{1,255}$/;
const ID_MESSAGE = { message: '$property must be a provider id (letters, digits, _)' };
/** More seats than any workspace holds: a typo, not a purchase. */
export const MAX_QUANTITY = 100_000;

export class PaymentMethodBodyDto implements PaymentMethodBody {
  @ApiProperty({
    example: 'pm_card_visa',
    description: "The card's id from Stripe.js or the test form",
  })
  @Matches(PROVIDER_ID, ID_MESSAGE)
  payment_method_id: string;
}

export class PaymentMethodPageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: PAYMENT_METHODS_PAGE_SIZE, default: 3 })
  @IsOptional()
  @Transform(queryInt)
  @IsInt()
  @Min(1)
  @Max(PAYMENT_METHODS_PAGE_SIZE)
  limit?: number;

  @ApiPropertyOptional({ description: 'The page after (older than) this card' })
  @IsOptional()
  @Matches(PROVIDER_ID, ID_MESSAGE)
  starting_after?: string;

  @ApiPropertyOptional({ description: 'The page before (newer than) this card' })
  @IsOptional()
  @Matches(PROVIDER_ID, ID_MESSAGE)
  ending_before?: string;
}

export class SubscriptionCreateDto implements SubscriptionCreateBody {
  @ApiProperty({ example: 'price_test_basic_usd', description: 'From GET /v1/workspaces/prices' })
  @Matches(PROVIDER_ID, ID_MESSAGE)
  price_id: string;
}

export class SubscriptionUpdateDto implements SubscriptionUpdateBody {
  @ApiProperty() @Matches(PROVIDER_ID, ID_MESSAGE) id_subscription: string;
  @ApiProperty() @Matches(PROVIDER_ID, ID_MESSAGE) id_subscription_item: string;

  @ApiPropertyOptional({ description: 'The new plan’s price, prorated' })
  @IsOptional()
  @Matches(PROVIDER_ID, ID_MESSAGE)
  id_price?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_QUANTITY,
    description: 'Seats; never fewer than the members holding one (they follow members anyway)',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_QUANTITY)
  quantity?: number;
}

/** The spec names the field in camelCase; clients that snake-case every body send the other. */
export class SubscriptionCancelDto implements SubscriptionCancelBody {
  @ApiPropertyOptional({ default: true, description: 'true cancels at period end, false resumes' })
  @IsOptional()
  @IsBoolean()
  cancelAtPeriodEnd?: boolean;

  @ApiPropertyOptional({ description: 'The same as cancelAtPeriodEnd, which wins when both come' })
  @IsOptional()
  @IsBoolean()
  cancel_at_period_end?: boolean;
}

export class UpcomingInvoiceQueryDto {
  @ApiPropertyOptional({ description: "The workspace's customer (the only one it may name)" })
  @IsOptional()
  @Matches(PROVIDER_ID, ID_MESSAGE)
  id_customer?: string;

  @ApiPropertyOptional({ description: 'Preview changing to (or subscribing at) this price' })
  @IsOptional()
  @Matches(PROVIDER_ID, ID_MESSAGE)
  id_price?: string;

  @ApiPropertyOptional({ description: "The workspace's live subscription" })
  @IsOptional()
  @Matches(PROVIDER_ID, ID_MESSAGE)
  id_subscription?: string;

  @ApiPropertyOptional({ description: "That subscription's item" })
  @IsOptional()
  @Matches(PROVIDER_ID, ID_MESSAGE)
  id_subscription_item?: string;
}
