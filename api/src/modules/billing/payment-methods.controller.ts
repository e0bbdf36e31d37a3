import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import {
  type Customer,
  ErrorKey,
  type PaymentMethod,
  type PaymentMethodPage,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { PaymentMethodBodyDto, PaymentMethodPageQueryDto } from './billing.dto.js';
import { BillingService } from './billing.service.js';
import { CustomerDto, PaymentMethodDto, PaymentMethodPageDto } from './billing-wire.dto.js';
import { ProviderIdPipe } from './provider-id.pipe.js';

const ACTIVE = { workspace: 'active' } as const;
/** What every billing route may answer besides its own errors. */
export const BILLING_ERRORS = [ErrorKey.BillingDisabled, ErrorKey.BillingProviderFailed] as const;

/** The active workspace's cards and billing customer. Reads: owners; changes: the super owner. */
@ApiTags('billing')
@Controller('workspaces')
export class PaymentMethodsController {
  constructor(private readonly billing: BillingService) {}

  @Post('payment-methods')
  @Authenticated(ACTIVE)
  @ApiOperation({
    summary: 'Add a card',
    description: 'Super owner only; the first card becomes the default',
  })
  @ApiErrors(...BILLING_ERRORS, ErrorKey.PaymentMethodDeclined, ErrorKey.PaymentMethodNotFound)
  @ApiCreatedResponse({ type: PaymentMethodDto })
  add(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: PaymentMethodBodyDto,
  ): Promise<PaymentMethod> {
    return this.billing.addPaymentMethod(access, dto.payment_method_id);
  }

  @Get('payment-methods')
  @Authenticated(ACTIVE)
  @ApiOperation({
    summary: 'List the cards',
    description: 'Owners; newest first, 3 a page, paged with starting_after or ending_before',
  })
  @ApiErrors(...BILLING_ERRORS)
  @ApiOkResponse({ type: PaymentMethodPageDto })
  list(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: PaymentMethodPageQueryDto,
  ): Promise<PaymentMethodPage> {
    return this.billing.listPaymentMethods(access, query);
  }

  @Delete('payment-methods/:id')
  @HttpCode(204)
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Remove a card', description: 'Super owner only' })
  @ApiParam({ name: 'id', example: 'pm_card_visa' })
  @ApiErrors(...BILLING_ERRORS, ErrorKey.PaymentMethodNotFound)
  @ApiNoContentResponse({ description: 'Removed' })
  remove(
    @CurrentAccess() access: WorkspaceAccess,
    @Param('id', new ProviderIdPipe(ErrorKey.PaymentMethodNotFound)) id: string,
  ): Promise<void> {
    return this.billing.removePaymentMethod(access, id);
  }

  @Patch('customers/:id/payment-methods')
  @Authenticated(ACTIVE)
  @ApiOperation({
    summary: 'Change the default card',
    description: 'Super owner only; an open invoice is retried with it',
  })
  @ApiParam({ name: 'id', description: "The workspace's customer id", example: 'cus_123' })
  @ApiErrors(
    ...BILLING_ERRORS,
    ErrorKey.NotFound,
    ErrorKey.PaymentMethodDeclined,
    ErrorKey.PaymentMethodNotFound,
  )
  @ApiOkResponse({ type: CustomerDto })
  setDefault(
    @CurrentAccess() access: WorkspaceAccess,
    @Param('id', new ProviderIdPipe(ErrorKey.NotFound)) id: string,
    @Body() dto: PaymentMethodBodyDto,
  ): Promise<Customer> {
    return this.billing.setDefaultPaymentMethod(access, id, dto.payment_method_id);
  }

  @Get('customers')
  @Authenticated(ACTIVE)
  @ApiOperation({
    summary: "The workspace's billing customer",
    description: 'Owners; created at the provider on first use',
  })
  @ApiErrors(...BILLING_ERRORS)
  @ApiOkResponse({ type: CustomerDto })
  customer(@CurrentAccess() access: WorkspaceAccess): Promise<Customer> {
    return this.billing.customer(access);
  }
}
