import { Inject, Injectable } from '@nestjs/common';
import { BillingMode, ErrorKey, Role, sameRole, type TestConfirmResult } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { badRequest, conflict, forbidden, notFound } from '#src/common/errors/app.exception.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { Transactions, type Tx } from '#src/database/transactions.js';
import type { TestClockDto, TestConfirmDto } from './test-billing.dto.js';
import { type TestIntentRow, TestInvoicesRepository } from './test-invoices.repository.js';
import { TestBillingLifecycle } from './test-lifecycle.service.js';
import { type ChargeResult, TestPayments } from './test-payments.js';
import {
  type TestSubscriptionRow,
  TestSubscriptionsRepository,
} from './test-subscriptions.repository.js';

const ANSWERS: Record<ChargeResult, TestConfirmResult> = {
  paid: { status: 'succeeded', error_key: null },
  requires_action: { status: 'requires_action', error_key: null },
  declined: { status: 'requires_payment_method', error_key: ErrorKey.PaymentMethodDeclined },
};

/**
 * The browser's side of the built-in provider (what Stripe.js and the Dashboard's test clocks do
 * against Stripe): confirming a payment with a card or a 3-D Secure outcome, and moving the
 * workspace's test clock. Only with BILLING=test, only for the super owner, only on the active
 * workspace's own payments.
 */
@Injectable()
export class TestCheckoutService {
  constructor(
    private readonly invoices: TestInvoicesRepository,
    private readonly subscriptions: TestSubscriptionsRepository,
    private readonly payments: TestPayments,
    private readonly lifecycle: TestBillingLifecycle,
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * One confirmation under the subscription's lock: two at once (a double click, a retry) pay
   * once, the second answering the first's outcome.
   */
  async confirm(access: WorkspaceAccess, dto: TestConfirmDto): Promise<TestConfirmResult> {
    this.allow(access);
    const found = await this.invoices.intentBySecret(dto.client_secret, access.workspace.id);
    const idSubscription = found?.id_subscription;
    if (!found || !idSubscription) throw noPayment();
    const outcome = await this.transactions.run(async (tx) => {
      const sub = await this.subscriptions.lock(idSubscription, tx);
      const intent = await this.invoices.intentOfInvoice(found.id_invoice, tx);
      if (!sub || !intent) throw noPayment();
      return this.attempt(sub, intent, dto, tx);
    });
    if (outcome === 'unchanged') return ANSWERS.paid;
    await this.lifecycle.publish(idSubscription);
    return ANSWERS[outcome];
  }

  async advanceClock(access: WorkspaceAccess, dto: TestClockDto): Promise<void> {
    this.allow(access);
    await this.lifecycle.advance(access.workspace.id, dto.days);
  }

  private async attempt(
    sub: TestSubscriptionRow,
    intent: TestIntentRow,
    dto: TestConfirmDto,
    tx: Tx,
  ): Promise<ChargeResult | 'unchanged'> {
    if (intent.status === 'succeeded') return 'unchanged';
    if (intent.status === 'canceled') {
      throw conflict(ErrorKey.Conflict, 'This payment was canceled: its subscription ended.');
    }
    const now = await this.lifecycle.now(sub.id_workspace, tx);
    if (dto.authentication !== undefined && dto.payment_method_id === undefined) {
      if (intent.status !== 'requires_action') {
        throw badRequest(ErrorKey.BadRequest, 'No 3-D Secure challenge waits on this payment.');
      }
      return this.payments.authenticate(sub, intent, dto.authentication === 'succeed', now, tx);
    }
    const cardId = dto.payment_method_id ?? intent.payment_method;
    if (cardId === null) {
      throw badRequest(ErrorKey.BadRequest, 'Confirm with a payment_method_id.');
    }
    const card = await this.payments.cardFor(sub.id_customer, cardId, tx);
    if (!card) throw notFound(ErrorKey.PaymentMethodNotFound, `No such payment method ${cardId}`);
    return this.payments.charge(sub, intent, card, now, tx);
  }

  private allow(access: WorkspaceAccess): void {
    if (this.config.billing !== BillingMode.Test) {
      throw conflict(
        ErrorKey.BillingDisabled,
        'The built-in test billing provider is not running.',
      );
    }
    if (!sameRole(access.role, Role.SuperOwner)) {
      throw forbidden(ErrorKey.Forbidden, 'Only a super owner pays for the workspace.');
    }
  }
}

const noPayment = () => notFound(ErrorKey.NotFound, 'No payment with this client secret.');
