import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorKey, type TestConfirmResult } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { TestClockDto, TestConfirmDto, TestConfirmResultDto } from './test-billing.dto.js';
import { TestCheckoutService } from './test-checkout.service.js';

const ACTIVE = { workspace: 'active' } as const;

/** The built-in test provider's browser side (BILLING=test): Stripe.js and test clocks. */
@ApiTags('billing')
@Controller('billing/test')
export class TestBillingController {
  constructor(private readonly checkout: TestCheckoutService) {}

  @Post('confirm')
  @HttpCode(200)
  @Authenticated(ACTIVE)
  @ApiOperation({
    summary: 'Confirm a test payment',
    description:
      'With a card (a Stripe test id or a saved card) or, after requires_action, the 3-D Secure ' +
      'outcome; a decline answers requires_payment_method with its error key',
  })
  @ApiErrors(
    ErrorKey.BillingDisabled,
    ErrorKey.BadRequest,
    ErrorKey.NotFound,
    ErrorKey.PaymentMethodNotFound,
    ErrorKey.Conflict,
  )
  @ApiOkResponse({ type: TestConfirmResultDto })
  confirm(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: TestConfirmDto,
  ): Promise<TestConfirmResult> {
    return this.checkout.confirm(access, dto);
  }

  @Post('clock')
  @HttpCode(204)
  @Authenticated(ACTIVE)
  @ApiOperation({
    summary: "Advance the workspace's test clock",
    description: 'Renewals, trial ends and expiries that fall due run in order',
  })
  @ApiErrors(ErrorKey.BillingDisabled)
  @ApiNoContentResponse({ description: 'The clock moved on' })
  advanceClock(@CurrentAccess() access: WorkspaceAccess, @Body() dto: TestClockDto): Promise<void> {
    return this.checkout.advanceClock(access, dto);
  }
}
