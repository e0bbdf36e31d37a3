import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  ApiFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import {
  ErrorKey,
  type InvoiceHistory,
  type PriceList,
  type UpcomingInvoice,
} from '@punchcard/shared';
import type { Response } from 'express';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { UpcomingInvoiceQueryDto } from './billing.dto.js';
import { BillingService } from './billing.service.js';
import { InvoiceHistoryDto, PriceListDto, UpcomingInvoiceDto } from './billing-wire.dto.js';
import { BILLING_ERRORS } from './payment-methods.controller.js';
import { ProviderIdPipe } from './provider-id.pipe.js';

const ACTIVE = { workspace: 'active' } as const;

/** Prices and invoices of the active workspace, for owners and the super owner. */
@ApiTags('billing')
@Controller('workspaces')
export class InvoicesController {
  constructor(private readonly billing: BillingService) {}

  @Get('prices')
  @Authenticated(ACTIVE)
  @ApiOperation({
    summary: 'The paid plans’ prices',
    description: "Per seat and month, in the workspace's currency (USD when none is offered in it)",
  })
  @ApiErrors(...BILLING_ERRORS)
  @ApiOkResponse({ type: PriceListDto })
  prices(@CurrentAccess() access: WorkspaceAccess): Promise<PriceList> {
    return this.billing.priceList(access);
  }

  @Get('invoice/history')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'The invoices so far', description: 'Newest first' })
  @ApiErrors(...BILLING_ERRORS)
  @ApiOkResponse({ type: InvoiceHistoryDto })
  history(@CurrentAccess() access: WorkspaceAccess): Promise<InvoiceHistory> {
    return this.billing.invoiceHistory(access);
  }

  @Get('invoice/upcoming')
  @Authenticated(ACTIVE)
  @ApiOperation({
    summary: 'The next invoice, or what a change would cost',
    description: 'With id_price: the preview of changing to (or subscribing at) that price',
  })
  @ApiErrors(
    ...BILLING_ERRORS,
    ErrorKey.NotFound,
    ErrorKey.PriceNotFound,
    ErrorKey.SubscriptionNotFound,
  )
  @ApiOkResponse({ type: UpcomingInvoiceDto })
  upcoming(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: UpcomingInvoiceQueryDto,
  ): Promise<UpcomingInvoice> {
    return this.billing.upcomingInvoice(access, query);
  }

  @Get('invoices/:id/pdf')
  @Authenticated(ACTIVE)
  @ApiOperation({
    summary: 'Download an invoice as PDF',
    description: "The test provider's PDF, or a redirect to the one Stripe hosts",
  })
  @ApiParam({ name: 'id', example: 'in_123' })
  @ApiProduces('application/pdf')
  @ApiErrors(...BILLING_ERRORS, ErrorKey.NotFound)
  @ApiOkResponse({ description: 'The PDF bytes' })
  @ApiFoundResponse({ description: "Stripe's hosted PDF" })
  async pdf(
    @CurrentAccess() access: WorkspaceAccess,
    @Param('id', new ProviderIdPipe(ErrorKey.NotFound)) id: string,
    // The one answer that is either a redirect or bytes: express sends it directly.
    @Res() res: Response,
  ): Promise<void> {
    const pdf = await this.billing.invoicePdf(access, id);
    if ('url' in pdf) {
      res.redirect(302, pdf.url);
      return;
    }
    res
      .status(200)
      .type('application/pdf')
      .set('Content-Disposition', `attachment; filename="invoice-${id}.pdf"`)
      .send(pdf.pdf);
  }
}
