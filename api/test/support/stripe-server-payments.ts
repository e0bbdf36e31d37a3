import type { Json, StripeJson } from './stripe-server-json.js';
import {
  declined,
  type IntentState,
  invalid,
  type InvoiceLineState,
  type InvoiceState,
  type PaymentMethodState,
  StripeHttpError,
  type StripeStore,
  type SubscriptionState,
} from './stripe-server-store.js';

/** Records a Stripe event for the webhook sender: its type, the object's snapshot, what changed. */
export type Emit = (type: string, object: Json, previous?: Json) => void;

const DAY = 86_400;
/** Smart retries, simplified: every 3 days, the subscription cancels after the fourth failure. */
export const RETRY_DAYS = 3;
export const MAX_ATTEMPTS = 4;
const AWAITING = new Set(['incomplete', 'past_due', 'unpaid']);

/**
 * Invoices and their payments: how each of Stripe's test cards answers a charge, on session
 * (the browser confirming, 3-D Secure possible) or off session (renewals, retries), and what a
 * paid or failed invoice does to its subscription.
 */
export class StripePayments {
  constructor(
    private readonly store: StripeStore,
    private readonly json: StripeJson,
    private readonly emit: Emit,
  ) {}

  emitSubscription(sub: SubscriptionState, previous: Json, type = 'customer.subscription.updated') {
    this.emit(type, this.json.subscription(sub), previous);
  }

  /** A finalized invoice (paid at once when nothing is due), with its PaymentIntent otherwise. */
  newInvoice(sub: SubscriptionState, reason: string, lines: InvoiceLineState[]): InvoiceState {
    const customer = this.store.customer(sub.customer);
    const price = this.store.price(sub.price);
    customer.invoiceSequence += 1;
    const now = this.store.now();
    const invoice: InvoiceState = {
      id: this.store.id('in'),
      created: now,
      customer: customer.id,
      subscription: sub.id,
      status: 'open',
      number: `${customer.id.slice(4, 12).toUpperCase()}-${String(customer.invoiceSequence).padStart(4, '0')}`,
      currency: price.currency,
      billingReason: reason,
      periodStart: sub.periodStart,
      periodEnd: sub.periodStart,
      lines,
      paymentIntent: null,
      attemptCount: 0,
      nextPaymentAttempt: null,
      paidAt: null,
    };
    this.store.invoices.set(invoice.id, invoice);
    sub.latestInvoice = invoice.id;
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    this.emit('invoice.finalized', this.json.invoice(invoice));
    if (total <= 0) {
      invoice.status = 'paid';
      invoice.paidAt = now;
      this.emit('invoice.paid', this.json.invoice(invoice));
      return invoice;
    }
    const intentId = this.store.id('pi');
    this.store.intents.set(intentId, {
      id: intentId,
      kind: 'payment_intent',
      created: now,
      clientSecret: this.store.intentSecret(intentId),
      customer: customer.id,
      amount: total,
      currency: price.currency,
      invoice: invoice.id,
      subscription: sub.id,
      status: 'requires_payment_method',
      paymentMethod: null,
      lastError: null,
    });
    invoice.paymentIntent = intentId;
    return invoice;
  }

  /** The card renewals and retries are charged to: the subscription's, else the customer's. */
  defaultMethod(sub: SubscriptionState): PaymentMethodState | null {
    const id = sub.defaultPaymentMethod ?? this.store.customer(sub.customer).defaultPaymentMethod;
    const method = id === null ? undefined : this.store.paymentMethods.get(id);
    return method?.customer === sub.customer ? method : null;
  }

  /**
   * Charges an open invoice's PaymentIntent with `method`. Off session a card that needs 3-D
   * Secure cannot be authenticated there and then: the intent waits for the cardholder.
   */
  charge(invoice: InvoiceState, method: PaymentMethodState | null): IntentState['status'] {
    const intent = this.store.intent(invoice.paymentIntent ?? '');
    invoice.attemptCount += 1;
    if (method?.outcome === 'succeed') {
      this.settle(invoice, intent, method);
      return 'succeeded';
    }
    intent.paymentMethod = method?.id ?? null;
    if (method?.outcome === 'authenticate') {
      intent.status = 'requires_action';
      intent.lastError = null;
      this.emit('invoice.payment_action_required', this.json.invoice(invoice));
    } else {
      intent.status = 'requires_payment_method';
      intent.lastError = {
        type: 'card_error',
        code: method ? 'card_declined' : 'payment_method_missing',
        message: method ? 'Your card was declined.' : 'No payment method.',
      };
      this.emit('invoice.payment_failed', this.json.invoice(invoice));
    }
    this.afterFailure(invoice);
    return intent.status;
  }

  /** 3-D Secure finished in the browser. */
  authenticate(intent: IntentState, outcome: 'succeed' | 'fail'): void {
    if (intent.status !== 'requires_action') {
      throw invalid(
        `The intent ${intent.id} is not waiting for authentication.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    const method =
      intent.paymentMethod === null ? null : this.store.paymentMethod(intent.paymentMethod);
    const invoice = intent.invoice === null ? undefined : this.store.invoice(intent.invoice);
    if (outcome === 'succeed' && method) {
      if (invoice) this.settle(invoice, intent, method);
      else this.completeSetup(intent, method);
      return;
    }
    intent.status = 'requires_payment_method';
    intent.lastError = {
      type: 'card_error',
      code: 'payment_intent_authentication_failure',
      message: 'We are unable to authenticate your payment method.',
    };
    if (invoice) this.emit('invoice.payment_failed', this.json.invoice(invoice));
  }

  /** What Stripe.js's confirmCardPayment / confirmCardSetup ask of the API. */
  confirm(intent: IntentState, methodId: string | undefined): void {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalid(
        `You cannot confirm this ${intent.kind === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent'} because it has a status of ${intent.status}.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    const method = this.store.paymentMethod(
      methodId ?? intent.paymentMethod ?? '',
      'payment_method',
    );
    intent.paymentMethod = method.id;
    const invoice = intent.invoice === null ? undefined : this.store.invoice(intent.invoice);
    if (invoice && invoice.status !== 'open') throw invalid('This invoice is no longer open.');
    if (method.outcome === 'authenticate') {
      intent.status = 'requires_action';
      if (invoice) this.emit('invoice.payment_action_required', this.json.invoice(invoice));
      return;
    }
    if (method.outcome === 'decline' || (invoice && method.outcome === 'decline_after_attach')) {
      if (invoice) this.charge(invoice, method);
      else intent.status = 'requires_payment_method';
      throw new StripeHttpError(402, { ...declined().body, param: 'payment_method' });
    }
    if (invoice) this.settle(invoice, intent, method);
    else this.completeSetup(intent, method);
  }

  /** POST /v1/invoices/{id}/pay: off session; the card's answer is the request's. */
  pay(invoice: InvoiceState, methodId: string | undefined): void {
    if (invoice.status !== 'open')
      throw invalid('Invoice is already paid', undefined, 'invoice_not_editable');
    const sub =
      invoice.subscription === null ? undefined : this.store.subscription(invoice.subscription);
    const method =
      methodId === undefined
        ? sub
          ? this.defaultMethod(sub)
          : null
        : this.store.paymentMethod(methodId, 'payment_method');
    const status = this.charge(invoice, method);
    if (status === 'requires_action') {
      throw new StripeHttpError(402, {
        type: 'card_error',
        code: 'invoice_payment_intent_requires_action',
        message:
          'This payment requires additional user action before it can be completed successfully.',
      });
    }
    if (status !== 'succeeded') throw declined();
  }

  attach(method: PaymentMethodState, customerId: string): void {
    if (method.customer !== null && method.customer !== customerId) {
      throw invalid(
        'This PaymentMethod was previously attached to another Customer.',
        'payment_method',
      );
    }
    if (method.customer === null) {
      method.customer = customerId;
      this.emit('payment_method.attached', this.json.paymentMethod(method));
    }
  }

  private settle(invoice: InvoiceState, intent: IntentState, method: PaymentMethodState): void {
    this.attach(method, invoice.customer);
    intent.status = 'succeeded';
    intent.paymentMethod = method.id;
    intent.lastError = null;
    invoice.status = 'paid';
    invoice.paidAt = this.store.now();
    invoice.nextPaymentAttempt = null;
    this.emit('invoice.paid', this.json.invoice(invoice));
    const sub =
      invoice.subscription === null ? undefined : this.store.subscription(invoice.subscription);
    if (!sub) return;
    const previous: Json = {};
    if (sub.saveDefaultPaymentMethod && sub.defaultPaymentMethod !== method.id) {
      previous.default_payment_method = sub.defaultPaymentMethod;
      sub.defaultPaymentMethod = method.id;
    }
    const stillOpen = [...this.store.invoices.values()].some(
      (other) => other.subscription === sub.id && other.status === 'open',
    );
    if (AWAITING.has(sub.status) && !stillOpen) {
      previous.status = sub.status;
      sub.status = 'active';
    }
    if (Object.keys(previous).length > 0) this.emitSubscription(sub, previous);
  }

  /** A renewal that failed makes the subscription past_due; retries follow every few days. */
  private afterFailure(invoice: InvoiceState): void {
    const sub =
      invoice.subscription === null ? undefined : this.store.subscription(invoice.subscription);
    if (!sub || sub.status === 'incomplete') return;
    invoice.nextPaymentAttempt =
      invoice.attemptCount < MAX_ATTEMPTS ? this.store.now() + RETRY_DAYS * DAY : null;
    if (sub.status === 'active' || sub.status === 'trialing') {
      const previous = { status: sub.status };
      sub.status = 'past_due';
      this.emitSubscription(sub, previous);
    }
  }

  private completeSetup(intent: IntentState, method: PaymentMethodState): void {
    this.attach(method, intent.customer);
    intent.status = 'succeeded';
    intent.lastError = null;
    const sub =
      intent.subscription === null ? undefined : this.store.subscription(intent.subscription);
    if (!sub) return;
    const previous = {
      default_payment_method: sub.defaultPaymentMethod,
      pending_setup_intent: sub.pendingSetupIntent,
    };
    sub.defaultPaymentMethod = method.id;
    sub.pendingSetupIntent = null;
    this.emitSubscription(sub, previous);
  }
}
