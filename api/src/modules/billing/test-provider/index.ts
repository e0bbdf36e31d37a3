import { PdfService } from '#src/common/pdf/index.js';
import { TestBillingController } from './test-billing.controller.js';
import { TestBillingProvider } from './test-billing-provider.js';
import { TestCheckoutService } from './test-checkout.service.js';
import { TestBillingClockJob } from './test-clock.job.js';
import { TestCustomersRepository } from './test-customers.repository.js';
import { TestInvoicePdf } from './test-invoice-pdf.js';
import { TestInvoicesRepository } from './test-invoices.repository.js';
import { TestBillingLifecycle } from './test-lifecycle.service.js';
import { TestPayments } from './test-payments.js';
import { TestSubscriptionChanges } from './test-subscription-changes.js';
import { TestSubscriptionsRepository } from './test-subscriptions.repository.js';

/** For billing.module: the /v1/billing/test/* routes, registered in every mode (409 off test). */
export const TEST_BILLING_CONTROLLERS = [TestBillingController];

/** Every injectable of the built-in provider; cheap to build, idle unless BILLING=test. */
export const TEST_BILLING_PROVIDERS = [
  TestBillingProvider,
  TestCustomersRepository,
  TestSubscriptionsRepository,
  TestInvoicesRepository,
  TestPayments,
  TestBillingLifecycle,
  TestSubscriptionChanges,
  TestCheckoutService,
  TestInvoicePdf,
  TestBillingClockJob,
  PdfService,
];

export { TestBillingProvider } from './test-billing-provider.js';
export { TestBillingLifecycle } from './test-lifecycle.service.js';
export { TestInvoicePdf } from './test-invoice-pdf.js';
