import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PaymentIntentStatus,
  type TestClockBody,
  type TestConfirmBody,
  type TestConfirmResult,
} from '@punchcard/shared';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { PROVIDER_ID } from '../billing.dto.js';

const ID_MESSAGE = { message: '$property must be a provider id (letters, digits, _)' };

/** The longest jump of the test clock: a year's renewals and a little more. */
export const MAX_CLOCK_DAYS = 400;

export class TestConfirmDto implements TestConfirmBody {
  @ApiProperty({ description: "The subscription's client_secret", example: 'pi_test_1_secret_2' })
  @Matches(PROVIDER_ID, ID_MESSAGE)
  client_secret: string;

  @ApiPropertyOptional({
    example: 'pm_card_visa',
    description: "A Stripe test id (TEST_PAYMENT_METHODS) or one of the customer's cards",
  })
  @IsOptional()
  @Matches(PROVIDER_ID, ID_MESSAGE)
  payment_method_id?: string;

  @ApiPropertyOptional({
    enum: ['succeed', 'fail'],
    description: 'The simulated 3-D Secure challenge, after requires_action',
  })
  @IsOptional()
  @IsIn(['succeed', 'fail'])
  authentication?: 'succeed' | 'fail';
}

export class TestConfirmResultDto implements TestConfirmResult {
  @ApiProperty({ enum: Object.values(PaymentIntentStatus) })
  status: PaymentIntentStatus;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'error.payment_method.declined',
    description: 'Set when the card was declined or its 3-D Secure failed',
  })
  error_key: string | null;
}

export class TestClockDto implements TestClockBody {
  @ApiProperty({ minimum: 1, maximum: MAX_CLOCK_DAYS, example: 31 })
  @IsInt()
  @Min(1)
  @Max(MAX_CLOCK_DAYS)
  days: number;
}
