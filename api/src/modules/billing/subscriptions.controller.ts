import { Body, Controller, Delete, Get, Param, Patch, Post, Put } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorKey, type Subscription, type SubscriptionState } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import {
  SubscriptionCancelDto,
  SubscriptionCreateDto,
  SubscriptionUpdateDto,
} from './billing.dto.js';
import { SubscriptionDto, SubscriptionStateDto } from './billing-wire.dto.js';
import { BILLING_ERRORS } from './payment-methods.controller.js';
import { ProviderIdPipe } from './provider-id.pipe.js';
import { SubscriptionsService } from './subscriptions.service.js';

const ACTIVE = { workspace: 'active' } as const;

/** The active workspace's subscription. Reads: owners; changes: the super owner. */
@ApiTags('billing')
@Controller('workspaces')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Post('subscriptions')
  @Authenticated(ACTIVE)
  @ApiOperation({
    summary: 'Subscribe to a plan',
    description:
      'Super owner only. Starts incomplete with a client_secret the browser confirms; the ' +
      "provider's event makes it active. Seats: the active and invited members",
  })
  @ApiErrors(...BILLING_ERRORS, ErrorKey.PriceNotFound, ErrorKey.SubscriptionExists)
  @ApiCreatedResponse({ type: SubscriptionDto })
  subscribe(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: SubscriptionCreateDto,
  ): Promise<Subscription> {
    return this.subscriptions.subscribe(access, dto.price_id);
  }

  @Post('subscriptions/trial')
  @Authenticated(ACTIVE)
  @ApiOperation({
    summary: 'Start the free trial',
    description: 'Super owner only; trialing for 14 days without a card, once per workspace',
  })
  @ApiErrors(
    ...BILLING_ERRORS,
    ErrorKey.PriceNotFound,
    ErrorKey.SubscriptionExists,
    ErrorKey.TrialUsed,
  )
  @ApiCreatedResponse({ type: SubscriptionDto })
  startTrial(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: SubscriptionCreateDto,
  ): Promise<Subscription> {
    return this.subscriptions.startTrial(access, dto.price_id);
  }

  @Put('subscriptions')
  @Authenticated(ACTIVE)
  @ApiOperation({
    summary: 'Change the plan or the seats',
    description: 'Super owner only; prorated. The quantity cannot go below the seats in use',
  })
  @ApiErrors(...BILLING_ERRORS, ErrorKey.PriceNotFound, ErrorKey.SubscriptionNotFound)
  @ApiOkResponse({ type: SubscriptionDto })
  update(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: SubscriptionUpdateDto,
  ): Promise<Subscription> {
    return this.subscriptions.update(access, dto);
  }

  @Delete('subscriptions')
  @Authenticated(ACTIVE)
  @ApiOperation({
    summary: 'End the subscription now',
    description: 'Super owner only; the workspace falls back to FREE',
  })
  @ApiErrors(...BILLING_ERRORS, ErrorKey.SubscriptionNotFound)
  @ApiOkResponse({ type: SubscriptionDto, description: 'The canceled subscription' })
  cancel(@CurrentAccess() access: WorkspaceAccess): Promise<Subscription> {
    return this.subscriptions.cancel(access);
  }

  @Get('subscription')
  @Authenticated(ACTIVE)
  @ApiOperation({
    summary: "The workspace's subscription",
    description: 'Owners; the live subscription (null without one), the trial flag and the seats',
  })
  @ApiErrors(...BILLING_ERRORS)
  @ApiOkResponse({ type: SubscriptionStateDto })
  state(@CurrentAccess() access: WorkspaceAccess): Promise<SubscriptionState> {
    return this.subscriptions.state(access);
  }

  @Patch('subscriptions/:id')
  @Authenticated(ACTIVE)
  @ApiOperation({
    summary: 'Cancel at the period’s end, or resume',
    description: 'Super owner only; cancelAtPeriodEnd true (the default) cancels, false resumes',
  })
  @ApiParam({ name: 'id', example: 'sub_123' })
  @ApiErrors(...BILLING_ERRORS, ErrorKey.SubscriptionNotFound)
  @ApiOkResponse({ type: SubscriptionDto })
  setCancelAtPeriodEnd(
    @CurrentAccess() access: WorkspaceAccess,
    @Param('id', new ProviderIdPipe(ErrorKey.SubscriptionNotFound)) id: string,
    @Body() dto: SubscriptionCancelDto,
  ): Promise<Subscription> {
    const cancel = dto.cancelAtPeriodEnd ?? dto.cancel_at_period_end ?? true;
    return this.subscriptions.setCancelAtPeriodEnd(access, id, cancel);
  }
}
