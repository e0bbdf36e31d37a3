import type {
  Customer,
  InvoiceHistory,
  PaymentMethod,
  Subscription,
  UpcomingInvoice,
  Workspace,
} from '@punchcard/shared';
import { BillingSync, SeatSync } from '#src/modules/billing/index.js';
import { newWorkspace } from './support/factory.js';
import {
  advanceDays,
  deliverEvents,
  planOf,
  priceOf,
  type StripeApp,
  startStripeApp,
  subscribe,
  subscriptionOf,
} from './support/stripe-app.js';
import { invite } from './support/invitations.js';
import { mailBody, uniqueEmail } from './support/test-app.js';

/**
 * The Stripe path end to end: the app's billing routes call the local Stripe through the official
 * client, the test plays the browser (Stripe.js confirming with Stripe's test cards) and Stripe's
 * clock, and the server's signed webhook events, not the browser, move the workspace's plan.
 */
describe('billing on Stripe', () => {
  let app: StripeApp;
  beforeAll(async () => {
    app = await startStripeApp();
  });
  afterAll(() => app.close());

  it('subscribes: incomplete until Stripe says the payment succeeded, then the plan', async () => {
    const { owner, subscription, confirmed } = await subscribe(app, 'BASIC');
    expect(subscription).toMatchObject({
      status: 'incomplete',
      plan: 'BASIC',
      quantity: 1,
      client_secret: expect.stringMatching(/^pi_/) as string,
    });
    expect(confirmed.status).toBe('succeeded');
    // The browser's word is not enough: nothing changes before the webhook.
    expect((await subscriptionOf(owner)).subscription?.status).toBe('incomplete');
    expect(await planOf(app, owner)).toBe('FREE');
    await deliverEvents(app);
    const state = await subscriptionOf(owner);
    expect(state).toMatchObject({
      provider: 'stripe',
      publishable_key: app.stripe.publishableKey,
      subscription: { status: 'active', client_secret: null, plan: 'BASIC' },
    });
    expect(state.subscription?.id_payment_method).toMatch(/^pm_/);
    expect(await planOf(app, owner)).toBe('BASIC');
    const history = (await owner.agent.get('/v1/workspaces/invoice/history').expect(200))
      .body as InvoiceHistory;
    expect(history.invoices).toMatchObject([{ status: 'paid', total: 600, currency: 'USD' }]);
    const [invoice] = history.invoices;
    const pdf = await owner.agent
      .get(`/v1/workspaces/invoices/${invoice?.id ?? ''}/pdf`)
      .expect(302);
    expect(pdf.headers.location).toBe(`${app.stripe.url}/invoice_pdfs/${invoice?.id ?? ''}`);
  });

  it('completes 3-D Secure: the secret stays until the cardholder passes', async () => {
    const { owner, subscription, confirmed } = await subscribe(
      app,
      'LITE',
      'pm_card_authenticationRequired',
    );
    expect(confirmed.status).toBe('requires_action');
    await deliverEvents(app);
    expect((await subscriptionOf(owner)).subscription).toMatchObject({
      status: 'incomplete',
      client_secret: subscription.client_secret,
    });
    expect(await planOf(app, owner)).toBe('FREE');
    app.stripe.authenticate(subscription.client_secret ?? '', 'succeed');
    await deliverEvents(app);
    expect((await subscriptionOf(owner)).subscription).toMatchObject({
      status: 'active',
      client_secret: null,
    });
    expect(await planOf(app, owner)).toBe('LITE');
  });

  it('declines a card: at payment and when adding it (400 error.payment_method.declined)', async () => {
    const { owner, confirmed } = await subscribe(app, 'BASIC', 'pm_card_chargeDeclined');
    expect(confirmed.errorCode).toBe('card_declined');
    await deliverEvents(app);
    expect((await subscriptionOf(owner)).subscription?.status).toBe('incomplete');
    expect(await planOf(app, owner)).toBe('FREE');
    const refused = await owner.agent
      .post('/v1/workspaces/payment-methods')
      .send({ payment_method_id: 'pm_card_chargeDeclined' })
      .expect(400);
    expect(refused.body).toMatchObject({ error_key: 'error.payment_method.declined' });
  });

  it('renews every month on the saved card', async () => {
    const { owner } = await subscribe(app, 'BUSINESS');
    await deliverEvents(app);
    const before = (await subscriptionOf(owner)).subscription;
    advanceDays(app, 31);
    await deliverEvents(app);
    const after = (await subscriptionOf(owner)).subscription;
    expect(after?.status).toBe('active');
    expect(after?.current_period_start).toBe(before?.current_period_end);
    const history = (await owner.agent.get('/v1/workspaces/invoice/history').expect(200))
      .body as InvoiceHistory;
    expect(history.invoices.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
    expect(await planOf(app, owner)).toBe('BUSINESS');
  });

  it('goes past_due when a renewal fails, warns the owners, and recovers with a new card', async () => {
    const { owner } = await subscribe(app, 'BASIC');
    await deliverEvents(app);
    const failing = (
      await owner.agent
        .post('/v1/workspaces/payment-methods')
        .send({ payment_method_id: 'pm_card_chargeCustomerFail' })
        .expect(201)
    ).body as PaymentMethod;
    const customer = (await owner.agent.get('/v1/workspaces/customers').expect(200))
      .body as Customer;
    await owner.agent
      .patch(`/v1/workspaces/customers/${customer.id}/payment-methods`)
      .send({ payment_method_id: failing.id })
      .expect(200);
    advanceDays(app, 31);
    await deliverEvents(app);
    const pastDue = (await subscriptionOf(owner)).subscription;
    expect(pastDue?.status).toBe('past_due');
    expect(pastDue?.grace_period_end).toEqual(expect.any(Number));
    expect(await planOf(app, owner)).toBe('BASIC');
    await app.t.app.get(BillingSync).settled();
    expect(mailBody(app.t.lastMail(owner.email))).toMatch(/settings\/workspace\/plans/);

    const good = (
      await owner.agent
        .post('/v1/workspaces/payment-methods')
        .send({ payment_method_id: 'pm_card_mastercard' })
        .expect(201)
    ).body as PaymentMethod;
    await owner.agent
      .patch(`/v1/workspaces/customers/${customer.id}/payment-methods`)
      .send({ payment_method_id: good.id })
      .expect(200);
    await deliverEvents(app);
    expect((await subscriptionOf(owner)).subscription?.status).toBe('active');
    expect(await planOf(app, owner)).toBe('BASIC');
  });

  it('cancels at period end: FREE then, with the lost features switched off', async () => {
    const { owner, subscription } = await subscribe(app, 'BASIC');
    await deliverEvents(app);
    await owner.agent
      .patch('/v1/workspaces/pomodoro-customization-settings')
      .send({ is_pomodoro_customization_enabled: true })
      .expect(200);
    const canceling = (
      await owner.agent
        .patch(`/v1/workspaces/subscriptions/${subscription.id}`)
        .send({ cancelAtPeriodEnd: true })
        .expect(200)
    ).body as Subscription;
    expect(canceling).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    await deliverEvents(app);
    expect(await planOf(app, owner)).toBe('BASIC');
    advanceDays(app, 31);
    await deliverEvents(app);
    expect((await subscriptionOf(owner)).subscription).toBeNull();
    expect(await planOf(app, owner)).toBe('FREE');
    const workspace = (await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200))
      .body as Workspace;
    expect(workspace.is_pomodoro_customization_enabled).toBe(false);
  });

  it('previews what a change of plan will cost, prorated', async () => {
    const { owner } = await subscribe(app, 'LITE');
    await deliverEvents(app);
    const price = await priceOf(owner, 'BUSINESS');
    const state = await subscriptionOf(owner);
    const upcoming = await owner.agent
      .get('/v1/workspaces/invoice/upcoming')
      .query({
        id_customer: state.subscription?.id_customer ?? '',
        id_price: price.id,
        id_subscription: state.subscription?.id ?? '',
        id_subscription_item: state.subscription?.id_item ?? '',
      })
      .expect(200);
    const { invoice } = upcoming.body as UpcomingInvoice;
    expect(invoice?.lines.filter((line) => line.proration)).toHaveLength(2);
    expect(invoice?.lines.at(-1)).toMatchObject({ amount: 900, proration: false });
  });

  it('bills seats: invitations raise the quantity on Stripe, prorated', async () => {
    const { owner, subscription } = await subscribe(app, 'BASIC');
    await deliverEvents(app);
    await invite(owner.agent, [uniqueEmail('seat'), uniqueEmail('seat')]).expect(201);
    await app.t.app.get(SeatSync).settled();
    await deliverEvents(app);
    expect(app.stripe.store.subscription(subscription.id).quantity).toBe(3);
    expect((await subscriptionOf(owner)).subscription?.quantity).toBe(3);
    const prorations = app.stripe.store.pendingItems.get(subscription.id) ?? [];
    expect(prorations.map((line) => Math.sign(line.amount))).toEqual([-1, 1]);
  });

  it('trials without a card; the trial ends in FREE when no card was added', async () => {
    const owner = await newWorkspace(app.t, { name: 'Trial Team' });
    const price = await priceOf(owner, 'BUSINESS');
    const trial = (
      await owner.agent
        .post('/v1/workspaces/subscriptions/trial')
        .send({ price_id: price.id })
        .expect(201)
    ).body as Subscription;
    expect(trial).toMatchObject({ status: 'trialing', plan: 'BUSINESS' });
    await deliverEvents(app);
    expect(await planOf(app, owner)).toBe('BUSINESS');
    expect((await subscriptionOf(owner)).is_trial_started).toBe(true);
    advanceDays(app, 15);
    await deliverEvents(app);
    expect((await subscriptionOf(owner)).subscription).toBeNull();
    expect(await planOf(app, owner)).toBe('FREE');
  });
});
