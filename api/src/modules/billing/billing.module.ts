import { Module } from '@nestjs/common';
import { BillingMode } from '@punchcard/shared';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { MailModule } from '#src/modules/mail/index.js';
import { MembersModule } from '#src/modules/members/index.js';
import { WorkspacesModule } from '#src/modules/workspaces/index.js';
import { BillingCustomers } from './billing-customers.js';
import { BillingGate } from './billing-gate.js';
import { BillingPrices } from './billing-prices.js';
import { BillingRepository } from './billing.repository.js';
import { BillingService } from './billing.service.js';
import { BillingSweep } from './billing-sweep.service.js';
import { BillingSync } from './billing-sync.service.js';
import { InvoicesController } from './invoices.controller.js';
import { PaymentMethodsController } from './payment-methods.controller.js';
import { BillingProvider } from './provider/billing-provider.js';
import { StripeBillingProvider } from './provider/stripe-billing-provider.js';
import { SeatSync } from './seat-sync.service.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { TEST_BILLING_CONTROLLERS, TEST_BILLING_PROVIDERS } from './test-provider/index.js';
import { TestBillingProvider } from './test-provider/test-billing-provider.js';
import { WEBHOOK_CONTROLLERS, WEBHOOK_PROVIDERS } from './webhooks/index.js';

/**
 * Card billing: one provider chosen by BILLING (Stripe, or the built-in test provider), the
 * services and routes over it, BillingSync (the provider's truth -> the plan), seats following
 * members and the hourly sweep. Every controller is registered whatever the mode, so the OpenAPI
 * document shows every route; without billing they answer 409 billing_disabled (the webhook 404).
 */
@Module({
  imports: [MailModule, MembersModule, WorkspacesModule],
  controllers: [
    PaymentMethodsController,
    SubscriptionsController,
    InvoicesController,
    ...TEST_BILLING_CONTROLLERS,
    ...WEBHOOK_CONTROLLERS,
  ],
  providers: [
    BillingRepository,
    BillingSync,
    BillingGate,
    BillingCustomers,
    BillingPrices,
    BillingService,
    SubscriptionsService,
    SeatSync,
    BillingSweep,
    ...TEST_BILLING_PROVIDERS,
    ...WEBHOOK_PROVIDERS,
    {
      provide: BillingProvider,
      inject: [APP_CONFIG, TestBillingProvider],
      // Without billing the token still resolves (controllers are always there) but BillingGate
      // refuses every call before one reaches a provider. Stripe needs its keys, so it is built
      // only when it runs.
      useFactory: (config: AppConfig, test: TestBillingProvider): BillingProvider =>
        config.billing === BillingMode.Stripe ? new StripeBillingProvider(config) : test,
    },
  ],
  exports: [BillingSync, SeatSync, BillingSweep],
})
export class BillingModule {}
